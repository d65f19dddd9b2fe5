import { env } from '../shared/env.ts'

/**
 * Absolute links for mail. Never built from the request's Host header: a forged Host would
 * otherwise point a password-reset link at someone else's site (reset poisoning).
 */
export function publicSiteUrl(path: string): string {
  const { PUBLIC_URL, PORT } = env()
  const origin = PUBLIC_URL ?? `http://localhost:${PORT}`

  return new URL(path, origin).toString()
}
