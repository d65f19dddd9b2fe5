import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { ZodError } from 'zod'
import { isAppError } from '../shared/errors.ts'
import { logger } from '../shared/logger.ts'

export type ApiErrorBody = { error: { code: string; message: string; [key: string]: unknown } }

/** Turns zod issues into one readable sentence: "limit: Too big: expected number to be <=100". */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/** The one place errors become HTTP responses. Unknown errors are logged and answered generically. */
export function handleApiError(error: unknown, c: Context) {
  if (isAppError(error)) {
    const body: ApiErrorBody = { error: { code: error.code, message: error.message, ...error.details } }

    return c.json(body, error.status)
  }
  if (error instanceof ZodError) {
    return c.json({ error: { code: 'BAD_REQUEST', message: describeZodError(error) } }, 400)
  }
  if (error instanceof HTTPException) {
    const status = error.status
    const code = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST'

    return c.json({ error: { code, message: error.message || 'Request failed' } }, status)
  }

  logger.error({ err: error, path: c.req.path }, 'unhandled error')

  return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } }, 500)
}
