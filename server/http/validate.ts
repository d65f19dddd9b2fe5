import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ZodType } from 'zod'
import { describeZodError } from './errors.ts'

/**
 * zValidator with our error shape: a 400 whose message names each bad field.
 * Handlers then read only `c.req.valid(target)`.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json({ error: { code: 'BAD_REQUEST', message: describeZodError(result.error as never) } }, 400)
    }
  })
}
