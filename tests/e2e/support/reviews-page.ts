import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export type TExpectedNumbers = {
  /** The summary line, e.g. '4.5 out of 5 stars (2 ratings)', or null for 'No ratings yet'. */
  summary: string | null
  /** The list's count; left out where the viewer's own unpublished review is listed for them alone. */
  reviews?: number
  /** Reviews per star count; stars left out are expected at 0. */
  breakdown: Partial<Record<1 | 2 | 3 | 4 | 5, number>>
}

/** The agent page's "Ratings & Reviews" section. */
export function reviewsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Ratings & Reviews' })
}

/** One review in the list, found by its title (its accessible name). */
export function reviewArticle(page: Page, title: string): Locator {
  return reviewsSection(page).getByRole('article', { name: title })
}

async function readNumbers(page: Page): Promise<TExpectedNumbers> {
  const section = reviewsSection(page)
  const summaryLine = section.getByText(/out of 5 stars \([\d,]+ ratings?\)/)
  const summary = (await summaryLine.count()) > 0 ? ((await summaryLine.first().textContent()) ?? '').replace(/\s+/g, ' ').trim() : null
  const countText = (await section.getByRole('heading', { level: 3, name: /^\d+ reviews?$/ }).textContent()) ?? ''
  const breakdown: TExpectedNumbers['breakdown'] = {}
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const row = section.getByRole('listitem').filter({ hasText: stars === 1 ? /^1 star(?!s)/ : new RegExp(`^${stars} stars`) })
    const count = Number(/stars?\s*(\d+)\s*\(/.exec((await row.textContent()) ?? '')?.[1])
    if (count > 0) breakdown[stars] = count
  }

  return { summary, reviews: Number(/^\d+/.exec(countText)?.[0]), breakdown }
}

/** Waits until the section shows these numbers (forms revalidate the page after they answer). */
export async function expectNumbers(page: Page, expected: TExpectedNumbers) {
  const shown = async () => {
    const numbers = await readNumbers(page)

    return expected.reviews === undefined ? { summary: numbers.summary, breakdown: numbers.breakdown } : numbers
  }
  await expect.poll(shown).toEqual(expected)
}
