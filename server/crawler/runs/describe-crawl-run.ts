type Totals = { created: number; updated: number; duplicates: number; skippedNotFree: number; errors: number }

function plural(count: number, one: string, many = `${one}s`) {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

/** One sentence for a run: what the 'Crawl Completed' notice and the run history say. */
export function describeCrawlRun({ status, sources }: { status: string; sources: Totals[] }): string {
  if (status === 'running') return 'Crawling…'
  const sum = (key: keyof Totals) => sources.reduce((total, source) => total + source[key], 0)
  const parts = [
    `${plural(sum('created'), 'new agent')}`,
    `${plural(sum('updated'), 'agent')} updated`,
    `${plural(sum('duplicates'), 'duplicate')} merged`,
    `${plural(sum('skippedNotFree'), 'paid or closed-source entry', 'paid or closed-source entries')} skipped`,
  ]
  const errors = sum('errors')
  const summary = `${parts.join(', ')}${errors ? `; ${plural(errors, 'error')}` : ''}.`

  return status === 'failed' ? `Crawl failed. ${summary}` : summary.charAt(0).toUpperCase() + summary.slice(1)
}
