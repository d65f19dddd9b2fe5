/**
 * A redirect target from a query string or form, kept on this site: only paths like "/account",
 * never "//evil.example" or "https://…" (open redirect). Anything else becomes the fallback.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Control characters (tabs, newlines) are dropped by URL parsers and can hide a second slash.
  if ([...value].some((character) => character.charCodeAt(0) < 0x20)) return fallback
  try {
    const url = new URL(value, 'http://internal.invalid')
    if (url.origin !== 'http://internal.invalid') return fallback

    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}
