import { describe, expect, it } from 'vitest'
import { describeCrawlRun } from './describe-crawl-run.ts'

const source = (counts: Partial<Record<'created' | 'updated' | 'duplicates' | 'skippedNotFree' | 'errors', number>>) => ({
  created: 0,
  updated: 0,
  duplicates: 0,
  skippedNotFree: 0,
  errors: 0,
  ...counts,
})

describe('describeCrawlRun', () => {
  it('sums the sources into one sentence', () => {
    const message = describeCrawlRun({ status: 'completed', sources: [source({ created: 1, duplicates: 1200 }), source({ created: 2, skippedNotFree: 1, errors: 2 })] })

    expect(message).toBe('3 new agents, 0 agents updated, 1,200 duplicates merged, 1 paid or closed-source entry skipped; 2 errors.')
  })

  it('says when a run failed', () => {
    expect(describeCrawlRun({ status: 'failed', sources: [] })).toMatch(/^Crawl failed\. /)
  })
})
