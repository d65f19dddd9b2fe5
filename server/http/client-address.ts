import type { Context } from 'hono'
import { env } from '../shared/env.ts'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The caller's IP address for rate limits and session records. The socket's address, or with
 * TRUST_PROXY the entry our proxy appended to X-Forwarded-For (the last one: earlier entries
 * are whatever the client sent).
 */
export function clientAddress(c: Context): string {
  if (env().TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  const bindings = c.env as NodeBindings | undefined

  return bindings?.incoming?.socket?.remoteAddress ?? 'unknown'
}
