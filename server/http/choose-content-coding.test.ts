import { describe, expect, it } from 'vitest'
import { chooseContentCoding } from './choose-content-coding.ts'

describe('chooseContentCoding', () => {
  it('prefers brotli, then gzip, then nothing', () => {
    expect(chooseContentCoding('gzip, deflate, br')).toBe('br')
    expect(chooseContentCoding('gzip')).toBe('gzip')
    expect(chooseContentCoding('deflate')).toBe('identity')
    expect(chooseContentCoding(undefined)).toBe('identity')
  })

  it('honours q=0 refusals and a wildcard', () => {
    expect(chooseContentCoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseContentCoding('*')).toBe('br')
    expect(chooseContentCoding('*, br;q=0')).toBe('gzip')
    expect(chooseContentCoding('gzip;q=0')).toBe('identity')
  })
})
