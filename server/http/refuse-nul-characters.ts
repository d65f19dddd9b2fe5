import { createMiddleware } from 'hono/factory'

export const NUL_REFUSED_MESSAGE = 'Text may not contain NUL characters (\\u0000, %00).'

function hasNul(value: string): boolean {
  return value.includes('\u0000')
}

function decodedPathHasNul(path: string): boolean {
  try {
    return hasNul(decodeURIComponent(path))
  } catch {
    return false
  }
}

/**
 * Postgres text cannot hold a NUL character, so a query carrying one fails: refuse it up front
 * with a 400 (issue 11, defect 7). Covers the path, the query string and JSON bodies (escaped
 * or raw); page forms are checked by the page-action kit.
 */
export const refuseNulCharacters = createMiddleware(async (c, next) => {
  const url = new URL(c.req.url)
  let isRefused = decodedPathHasNul(url.pathname) || [...url.searchParams].some(([name, value]) => hasNul(name) || hasNul(value))
  const type = c.req.header('content-type') ?? ''
  if (!isRefused && c.req.path.startsWith('/api/') && /json/i.test(type) && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const body = await c.req.text()
    isRefused = hasNul(body) || /(?<!\\)(?:\\\\)*\\u0000/i.test(body)
  }
  if (!isRefused) return next()
  if (c.req.path.startsWith('/api/')) return c.json({ error: { code: 'BAD_REQUEST', message: NUL_REFUSED_MESSAGE } }, 400)

  return c.text(NUL_REFUSED_MESSAGE, 400)
})
