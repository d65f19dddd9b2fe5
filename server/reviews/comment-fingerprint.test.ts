import { describe, expect, it } from 'vitest'
import { commentFingerprint, normaliseCommentText } from './comment-fingerprint.ts'

describe('normaliseCommentText', () => {
  it('ignores case, punctuation and spacing', () => {
    expect(normaliseCommentText('  Great agent!!  Works   well.\n')).toBe('great agent works well')
  })

  it('keeps letters and digits of any script', () => {
    expect(normaliseCommentText('Très bien — 10/10, 素晴らしい')).toBe('très bien 10 10 素晴らしい')
  })
})

describe('commentFingerprint', () => {
  it('is the same for copies that differ only in case and punctuation', () => {
    expect(commentFingerprint('Great agent, works well for our clinic.')).toBe(commentFingerprint('great agent works well for our clinic'))
  })

  it('differs when a word differs', () => {
    expect(commentFingerprint('Great agent, works well for our clinic.')).not.toBe(commentFingerprint('Great agent, works well for our school.'))
  })
})
