import { describe, expect, it } from 'vitest'
import { pageHref, paginate, readPage } from './pagination.ts'

describe('pagination', () => {
  it('shows first, last and neighbours with gaps between', () => {
    expect(paginate({ total: 480, page: 5, pageSize: 24 }).items).toEqual([1, 'gap', 4, 5, 6, 'gap', 20])
    expect(paginate({ total: 480, page: 1, pageSize: 24 }).items).toEqual([1, 2, 'gap', 20])
    expect(paginate({ total: 72, page: 2, pageSize: 24 }).items).toEqual([1, 2, 3])
  })

  it('has one page when nothing matches and clamps pages past the end', () => {
    expect(paginate({ total: 0, page: 1 })).toMatchObject({ page: 1, pageCount: 1, offset: 0, items: [1] })
    expect(paginate({ total: 50, page: 99, pageSize: 24 })).toMatchObject({ page: 3, offset: 48 })
  })

  it('reads the page from the URL and ignores nonsense', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3)
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1)
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1)
    expect(readPage(new URLSearchParams(''))).toBe(1)
  })

  it('keeps the filters in page links and drops page=1', () => {
    const search = new URLSearchParams('useCase=legal&page=2')
    expect(pageHref('/marketplace', search, 3)).toBe('/marketplace?useCase=legal&page=3')
    expect(pageHref('/marketplace', search, 1)).toBe('/marketplace?useCase=legal')
    expect(pageHref('/marketplace', new URLSearchParams('page=2'), 1)).toBe('/marketplace')
  })
})
