import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'

const KIB = 1024

/** The largest body each kind of request may carry (there are no file uploads: forms are text). */
export const BODY_LIMITS = {
  json: 1024 * KIB,
  form: 256 * KIB,
  /** Anything else (webhook payloads, unknown types). */
  other: 1024 * KIB,
} as const

function limitFor(contentType: string): { maxSize: number; kind: string } {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/json' || type.endsWith('+json')) return { maxSize: BODY_LIMITS.json, kind: 'JSON bodies' }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return { maxSize: BODY_LIMITS.form, kind: 'Forms' }

  return { maxSize: BODY_LIMITS.other, kind: 'Request bodies' }
}

function tooLarge(c: Context, kind: string, maxSize: number) {
  const message = `${kind} may be at most ${Math.round(maxSize / KIB)} KB; this one is larger, so nothing was read or stored.`
  c.header('Connection', 'close')
  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: 'PAYLOAD_TOO_LARGE', message } }, 413)

  return c.text(message, 413)
}

/**
 * Refuses oversized bodies with a 413 before anything parses them (issue 11, defect 6): by the
 * declared Content-Length at once, or while streaming a chunked body (never buffering more
 * than the limit).
 */
export const bodyLimits = createMiddleware(async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next()
  const { maxSize, kind } = limitFor(c.req.header('content-type') ?? '')

  return bodyLimit({ maxSize, onError: (context) => tooLarge(context, kind, maxSize) })(c, next)
})
