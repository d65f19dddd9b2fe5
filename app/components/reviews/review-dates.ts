/** Dates on reviews, the same on the server and in the browser (UTC, so hydration matches). */
const reviewDateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

export function formatReviewDate(isoDate: string): string {
  return reviewDateFormat.format(new Date(isoDate))
}
