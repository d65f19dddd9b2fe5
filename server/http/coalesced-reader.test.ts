import { describe, expect, it } from 'vitest'
import { createCoalescedReader } from './coalesced-reader.ts'

describe('createCoalescedReader', () => {
  it('shares reads among concurrent callers but never answers with a read started before the call', async () => {
    let reads = 0
    const read = createCoalescedReader(async () => {
      const value = ++reads
      await new Promise((resolve) => setTimeout(resolve, 5))

      return value
    })

    const first = read()
    const during = Array.from({ length: 10 }, () => read())

    expect(await first).toBe(1)
    expect(await Promise.all(during)).toEqual(Array(10).fill(2))
    expect(reads).toBe(2)
    expect(await read()).toBe(3)
  })
})
