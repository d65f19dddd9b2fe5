import { describe, expect, it } from 'vitest'
import { compareRows, type ComparedAgent } from './compare-rows.ts'
import { parseCompareIds } from './compare-selection.ts'

const BASE: ComparedAgent = {
  source: 'github',
  builderProfile: 'someone',
  industry: 'legal',
  category: 'research',
  difficulty: 'beginner',
  priceCents: 0,
  pricingType: 'free',
  averageRating: 4.5,
  totalRatings: 12,
  deploymentComplexity: 'easy',
  infrastructureNeeded: 'docker',
  selfDeployable: true,
  deploymentGuide: 'Run it.',
  apiEndpoint: null,
  licence: 'MIT',
  language: 'Python',
  stars: 1200,
  likes: null,
  downloads: null,
  tags: ['contracts'],
  linkStatus: 'ok',
  isArchived: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  description: 'Same text',
}

describe('compareRows', () => {
  it('marks exactly the rows whose values differ', () => {
    const rows = compareRows([BASE, { ...BASE, priceCents: 1200, pricingType: 'paid', infrastructureNeeded: null }])
    const differing = rows.filter((row) => row.differs).map((row) => row.label)

    expect(differing).toEqual(['Price', 'Pricing', 'Infrastructure needed'])
    expect(rows.find((row) => row.label === 'Price')?.values).toEqual(['Free', '$12.00'])
    expect(rows.find((row) => row.label === 'Infrastructure needed')?.values).toEqual(['Docker', 'Not stated'])
    expect(rows.find((row) => row.label === 'Rating')?.values).toEqual(['4.5 out of 5', '4.5 out of 5'])
  })

  it('marks nothing for a single agent', () => {
    expect(compareRows([BASE]).some((row) => row.differs)).toBe(false)
  })
})

describe('parseCompareIds', () => {
  it('keeps positive ids once each, at most four', () => {
    expect(parseCompareIds('3,1,3,x,-2,0,9,12,15')).toEqual([3, 1, 9, 12])
    expect(parseCompareIds(null)).toEqual([])
  })
})
