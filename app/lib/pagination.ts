/** Page-number pagination over the API's limit/offset, with the page in the URL (`?page=3`). */

export const PAGE_SIZE = 24

export type PageGap = 'gap'

export type Pagination = {
  page: number
  pageCount: number
  offset: number
  /** Page numbers to show, with gaps ('gap') where a run of pages is skipped. */
  items: (number | PageGap)[]
}

/** `?page=` as a positive whole number; anything else is page 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'))

  return Number.isInteger(page) && page > 1 ? page : 1
}

export function offsetForPage(page: number, pageSize = PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize
}

/** First, last, and the pages around the current one: 1 … 4 5 6 … 20. */
export function paginate({ total, page, pageSize = PAGE_SIZE }: { total: number; page: number; pageSize?: number }): Pagination {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((number) => number >= 1 && number <= pageCount))
  const sorted = [...shown].sort((a, b) => a - b)
  const items: (number | PageGap)[] = []
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && number - previous > 1) items.push('gap')
    items.push(number)
  })

  return { page: current, pageCount, offset: offsetForPage(current, pageSize), items }
}

/** The same URL with another page; page 1 drops the parameter so each view has one address. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()

  return query ? `${pathname}?${query}` : pathname
}
