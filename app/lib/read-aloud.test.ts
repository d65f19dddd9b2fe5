import { describe, expect, it } from 'vitest'
import { selectReadableText } from './read-aloud.ts'

describe('read aloud', () => {
  it('reads only text longer than three characters, with whitespace collapsed', () => {
    expect(selectReadableText(['  Legal   research\n assistant ', '+2', 'Free', '★', 'abc', 'abcd'])).toEqual(['Legal research assistant', 'Free', 'abcd'])
  })
})
