import type { MiddlewareHandler } from 'hono'
import { etag } from 'hono/etag'

export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60'
/** Signed-in callers still get ETags, but shared caches must not keep their responses. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache'

/**
 * For GET endpoints whose answer is the same for everyone: an ETag (SHA-1 of the body), a 304
 * when If-None-Match matches, and a short shared-cache lifetime for anonymous callers.
 * Use per route, not with `use('*')`, which would reach every sub-app mounted beside it.
 */
export function publicCache(): MiddlewareHandler {
  const addEtag = etag()

  return async (c, next) => {
    await addEtag(c, async () => {
      await next()
      if (!c.res.ok) return
      const isAnonymous = !c.req.header('Authorization') && !c.req.header('Cookie')
      c.header('Cache-Control', isAnonymous ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
    })
  }
}
