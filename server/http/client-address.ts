import type { Context } from 'hono'
import { env } from '../shared/env.ts'

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/**
 * The caller's IP address from the raw parts: the socket's address, or with TRUST_PROXY the
 * entry our proxy appended to X-Forwarded-For (the last one: earlier entries are whatever the
 * client sent). The page cache calls this before any framework object exists.
 */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string | undefined): string {
  if (env().TRUST_PROXY) {
    const forwarded = forwardedFor?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }

  return socketAddress ?? 'unknown'
}

/** The caller's IP address for rate limits and session records (see clientAddressOf). */
export function clientAddress(c: Context): string {
  const bindings = c.env as NodeBindings | undefined

  return clientAddressOf(c.req.header('x-forwarded-for'), bindings?.incoming?.socket?.remoteAddress)
}
