import { cleanSearchParams } from './filters.ts'

/**
 * The canonical address of a filtered view: accepted parameters in a fixed order, defaults and
 * empty values dropped, page kept (each page is its own document).
 */
export function canonicalPath(pathname: string, values: Partial<Record<string, string>>, page: number): string {
  const entries = Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  const query = cleanSearchParams([...entries, ['page', String(page)]])

  return query.size > 0 ? `${pathname}?${query}` : pathname
}
