/** Small display rules shared by cards and the detail page. */

/** Spec §9: marketplace cards show the first tag plus '+N' for the rest; deployment cards two. */
export function visibleTags(tags: string[], count = 1): { shown: string[]; hiddenCount: number } {
  const unique = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]

  return { shown: unique.slice(0, count), hiddenCount: Math.max(0, unique.length - count) }
}

/** Spec §3: a rating is shown only when the average is above 0. */
export function hasRating({ averageRating, totalRatings }: { averageRating: number; totalRatings: number }): boolean {
  return averageRating > 0 && totalRatings > 0
}

/**
 * What of a description a card shows: it clamps the text to three lines (~130–150 characters at the
 * grid's widths), so a longer text is cut at a word before `maxLength` and ends in an ellipsis. The
 * page then sends the rest neither in its HTML nor in its hydration data (issue 19); the agent page has it all.
 */
export function cardDescription(text: string, maxLength = 140): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')

  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, '')}…`
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/** 1234 → "1.2K": popularity signals on cards. */
export function formatCompactNumber(value: number): string {
  return compact.format(value)
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}

/** "1 agent" / "2 agents". */
export function pluralise(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`
}
