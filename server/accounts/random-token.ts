import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: session cookies and links sent by mail. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this hash is stored, so reading the database does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
