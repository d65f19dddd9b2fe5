import { env } from '../../server/shared/env.ts'

/**
 * The site's public origin for canonical URLs, Open Graph and the sitemap: PUBLIC_URL when set
 * (behind a proxy the request's own origin is the internal one), otherwise the request's origin.
 */
export function siteOrigin(request: Request): string {
  const configured = env().PUBLIC_URL

  return (configured ?? new URL(request.url).origin).replace(/\/+$/, '')
}
