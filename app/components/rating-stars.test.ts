import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { starsSymbol } from './rating-stars.tsx'

describe('starsSymbol', () => {
  it('rounds the average to the nearest half star', () => {
    expect([0, 0.2, 0.25, 1.74, 1.75, 4.26, 4.74, 4.75, 5].map(starsSymbol)).toEqual(['stars-0', 'stars-0', 'stars-0.5', 'stars-1.5', 'stars-2', 'stars-4.5', 'stars-4.5', 'stars-5', 'stars-5'])
  })

  it('stays within zero to five stars', () => {
    expect([starsSymbol(-1), starsSymbol(7)]).toEqual(['stars-0', 'stars-5'])
  })
})

describe('public/rating-stars.svg', () => {
  const sprite = readFileSync(new URL('../../public/rating-stars.svg', import.meta.url), 'utf8')
  const halfSteps = Array.from({ length: 11 }, (_, halves) => halves)

  it.each(halfSteps)('draws %i half stars as full, half and empty stars from left to right', (halves) => {
    const symbol = new RegExp(`<symbol id="stars-${halves / 2}" viewBox="0 0 120 24">(.*?)</symbol>`).exec(sprite)
    const drawn = [...(symbol?.[1] ?? '').matchAll(/<use href="#(full|half|empty)"(?: x="(\d+)")?\/>/g)].map((use) => `${use[1]}@${use[2] ?? 0}`)
    const expected = [1, 2, 3, 4, 5].map((position) => `${position * 2 <= halves ? 'full' : position * 2 - 1 === halves ? 'half' : 'empty'}@${(position - 1) * 24}`)

    expect(drawn).toEqual(expected)
  })
})
