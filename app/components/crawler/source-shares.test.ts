import { describe, expect, it } from 'vitest'
import { activePlatformCount, sourceShares } from './source-shares.ts'

describe('sourceShares', () => {
  it('gives each platform its share to one decimal, largest first', () => {
    expect(sourceShares({ web: 1, github: 2, lobehub: 0 })).toEqual([
      { source: 'github', count: 2, fraction: 2 / 3, percent: '66.7%' },
      { source: 'web', count: 1, fraction: 1 / 3, percent: '33.3%' },
    ])
  })

  it('has nothing to show for an empty catalogue', () => {
    expect(sourceShares({})).toEqual([])
  })
})

describe('activePlatformCount', () => {
  it('counts the platforms that have agents', () => {
    expect(activePlatformCount({ github: 3, huggingface: 0, web: 1 })).toBe(2)
  })
})
