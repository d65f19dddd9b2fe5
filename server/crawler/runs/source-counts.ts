import type { MergeOutcome } from '../../catalogue/index.ts'
import type { SkipReason } from '../parsers/parse-result.ts'

/** A source's tally in one run; stored in crawl_run_sources after every batch. */
export type SourceCounts = {
  fetched: number
  created: number
  updated: number
  duplicates: number
  unchanged: number
  skippedNotFree: number
  skippedInvalid: number
  skippedFiltered: number
  skipReasons: Record<string, number>
  errors: number
  errorMessages: string[]
}

/** The run history keeps this many messages per source; the count says how many there were. */
export const MAX_ERROR_MESSAGES = 20

const NOT_FREE: ReadonlySet<SkipReason> = new Set(['not-free', 'not-open-source'])
const INVALID: ReadonlySet<SkipReason> = new Set(['malformed', 'description-too-short', 'insecure-link', 'generated-name'])

export function emptyCounts(): SourceCounts {
  return {
    fetched: 0,
    created: 0,
    updated: 0,
    duplicates: 0,
    unchanged: 0,
    skippedNotFree: 0,
    skippedInvalid: 0,
    skippedFiltered: 0,
    skipReasons: {},
    errors: 0,
    errorMessages: [],
  }
}

/** Paid or closed-source entries count as "not free"; unreadable ones as invalid; the rest as filtered. */
export function countSkip(counts: SourceCounts, reason: SkipReason) {
  counts.skipReasons[reason] = (counts.skipReasons[reason] ?? 0) + 1
  if (NOT_FREE.has(reason)) counts.skippedNotFree += 1
  else if (INVALID.has(reason)) counts.skippedInvalid += 1
  else counts.skippedFiltered += 1
}

export function countOutcome(counts: SourceCounts, outcome: MergeOutcome) {
  if (outcome === 'created') counts.created += 1
  else if (outcome === 'updated') counts.updated += 1
  else if (outcome === 'duplicate') counts.duplicates += 1
  else counts.unchanged += 1
}

export function countError(counts: SourceCounts, message: string) {
  counts.errors += 1
  if (counts.errorMessages.length < MAX_ERROR_MESSAGES) counts.errorMessages.push(message.slice(0, 500))
}
