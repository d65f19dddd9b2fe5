import type { TListingAnalytics } from './listings.schemas.ts'

/** The Analytics tab's table as CSV (UTC days, oldest first), for a spreadsheet. */
export function formatAnalyticsCsv(analytics: TListingAnalytics): string {
  const lines = ['date,views,clicks,contact_forms,unique_visitors']
  for (const day of analytics.days) lines.push([day.day, day.views, day.clicks, day.contacts, day.uniqueVisitors].join(','))

  return `${lines.join('\r\n')}\r\n`
}
