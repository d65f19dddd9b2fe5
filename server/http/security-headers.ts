import { randomBytes } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { env } from '../shared/env.ts'

export type SecurityVariables = { nonce: string; renderWithoutNonce?: boolean }

/**
 * The Content-Security-Policy, one directive per line so a later feature adds a source in one
 * place (e.g. a payment provider's checkout host to form-action). Scripts run only from this
 * origin, with this response's nonce, or (stored pages) whose hash the policy lists; no other inline scripts.
 * Styles allow 'unsafe-inline': server-rendered `style` attributes (the rating and source share
 * bars set their widths that way) are inline styles, and Vite injects <style> tags in development.
 */
function contentSecurityPolicy(scriptSources: string[], mode: 'development' | 'production' | 'test'): string {
  const isDevelopment = mode === 'development'
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev client injects inline scripts and evaluates modules: only in development.
    'script-src': isDevelopment ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...scriptSources],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': isDevelopment ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  // No upgrade-insecure-requests: `npm start` runs in production mode on plain http://localhost,
  // where upgraded asset requests would fail. HSTS covers real HTTPS deployments.
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The policy of a page rendered without a nonce (the anonymous page cache stores those): its inline
 * scripts are allowed by their SHA-256 hashes, computed from the rendered HTML, and nothing else inline.
 */
export function hashedContentSecurityPolicy(scriptHashes: string[]): string {
  return contentSecurityPolicy(scriptHashes, env().NODE_ENV)
}

function headersFor(nonce: string): Record<string, string> {
  const mode = env().NODE_ENV
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(nonce ? [`'nonce-${nonce}'`] : [], mode),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors covers modern browsers; X-Frame-Options the ones that ignore CSP.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  }
  // Only over HTTPS in production: a development browser must not learn to refuse plain HTTP on localhost.
  if (mode === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'

  return headers
}

/**
 * Security headers on every response, and a fresh CSP nonce per request (`c.var.nonce`), except
 * for renders the page cache may store (`renderWithoutNonce`): those get no nonce, and the cache
 * sets a policy with their inline scripts' hashes.
 */
export const securityHeaders = createMiddleware<{ Variables: SecurityVariables }>(async (c, next) => {
  const nonce = c.var.renderWithoutNonce ? '' : randomBytes(16).toString('base64')
  c.set('nonce', nonce)
  await next()

  const headers = headersFor(nonce)
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  } catch {
    // Some responses (Response.redirect, fetch results) have immutable headers: copy, then set.
    c.res = new Response(c.res.body, c.res)
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
  }
})
