import { describe, expect, it } from 'vitest'
import { parseCatalogueQuery } from './catalogue-query.server.ts'

describe('catalogue query from a page URL', () => {
  const accepted = ['search', 'useCase', 'difficulty', 'rating', 'sort'] as const

  it('reads the accepted filters and turns the page into an offset', () => {
    const search = new URLSearchParams('useCase=legal&difficulty=beginner&page=3&utm_source=mail')
    const { filters, page, values } = parseCatalogueQuery({ search, accepted, pageSize: 24 })
    expect(page).toBe(3)
    expect(filters).toMatchObject({ useCase: 'legal', difficulty: 'beginner', limit: 24, offset: 48, sort: 'relevance' })
    expect(values).toEqual({ useCase: 'legal', difficulty: 'beginner' })
  })

  it('drops values that do not validate and keeps the rest', () => {
    const search = new URLSearchParams('useCase=astrology&difficulty=advanced&rating=11')
    const { filters, values } = parseCatalogueQuery({ search, accepted })
    expect(filters.useCase).toBeUndefined()
    expect(filters.rating).toBeUndefined()
    expect(filters.difficulty).toBe('advanced')
    expect(values).toEqual({ difficulty: 'advanced' })
  })

  it('applies the fixed conditions of a page whatever the URL says', () => {
    const search = new URLSearchParams('industry=finance')
    const { filters } = parseCatalogueQuery({ search, accepted: ['industry'], fixed: { industry: 'legal' } })
    expect(filters.industry).toBe('legal')
  })
})
