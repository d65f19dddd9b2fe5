import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script in a rendered page: React Router's
 * context and module scripts and our own preferences script. A page whose policy lists exactly
 * these runs them and nothing else, without a per-response nonce, so one stored page can answer
 * every visitor (docs/decisions/020-fast-cache-hits.md).
 */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1]!
    if (text.length > 0) hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }

  return [...hashes]
}
