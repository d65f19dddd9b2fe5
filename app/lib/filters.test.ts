import { describe, expect, it } from 'vitest'
import { cleanSearchParams, hasActiveFilters } from './filters.ts'

describe('filter URLs', () => {
  it('drops empty fields and default values from a submitted form', () => {
    const submitted = new URLSearchParams('search=&useCase=legal&category=&sort=relevance&rating=4&page=1')
    expect(cleanSearchParams(submitted).toString()).toBe('useCase=legal&rating=4')
  })

  it('trims what people type', () => {
    expect(cleanSearchParams([['search', '  contract review ']]).get('search')).toBe('contract review')
  })

  it('counts search and filters as filters but not sorting or paging', () => {
    expect(hasActiveFilters(new URLSearchParams('sort=rating&page=2'))).toBe(false)
    expect(hasActiveFilters(new URLSearchParams('useCase=&search='))).toBe(false)
    expect(hasActiveFilters(new URLSearchParams('search=tax'))).toBe(true)
    expect(hasActiveFilters(new URLSearchParams('premium=true'))).toBe(true)
  })
})

describe('canonical filtered views', () => {
  it('keeps chosen filters and the page, drops defaults', async () => {
    const { canonicalPath } = await import('./canonical-query.ts')
    expect(canonicalPath('/marketplace', { useCase: 'legal', sort: 'relevance' }, 1)).toBe('/marketplace?useCase=legal')
    expect(canonicalPath('/marketplace', {}, 2)).toBe('/marketplace?page=2')
    expect(canonicalPath('/marketplace', {}, 1)).toBe('/marketplace')
  })
})
