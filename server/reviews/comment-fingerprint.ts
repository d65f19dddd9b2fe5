import { createHash } from 'node:crypto'

/**
 * The comment as a spammer's copies all read: lower-case, letters and digits only, single spaces.
 * "Great agent!!  Works well." and "great agent works well" are the same text.
 */
export function normaliseCommentText(comment: string): string {
  return comment
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** SHA-256 (hex) of the normalised comment: stored with each review and compared, never shown. */
export function commentFingerprint(comment: string): string {
  return createHash('sha256').update(normaliseCommentText(comment)).digest('hex')
}
