import type { AgentDraft } from '../../catalogue/index.ts'

/**
 * Why an entry was left out. Codes, not prose, so a run's summary can count them:
 * - malformed: the entry could not be read (no link, broken JSON, missing name)
 * - non-agent-section: filed under a section of papers, datasets, courses, portals, libraries…
 * - non-agent-link: links to a paper, a post or a social profile rather than an agent
 * - not-an-agent: the entry says it is a benchmark, dataset, corpus, survey or course
 * - not-ai: a software entry in a mixed section that does not use AI
 * - not-free: marked paid, commercial, closed-source or "Not FOSS"
 * - not-open-source: a website with no sign that it is free or open
 * - sponsored: the directory's sponsor listing its own product
 * - stale: marked stale, archived or removed by the directory
 * - not-english: no English description in the source
 * - description-too-short: under 50 characters even with the entry's own facts added
 * - insecure-link: the only link is plain http
 * - generated-name: a name generated from a file name, which tells a visitor nothing
 * - unsafe: a prompt whose purpose is to remove a model's safety rules (jailbreaks)
 * - role-play-prompt: the only description is the prompt itself ("You are…"), not what it does for the user
 * - component-skill: a building block of another agent (a support agent's tone or guardrail rules), not an agent
 * - duplicate-in-source: the same entry listed twice in one directory
 */
export type SkipReason =
  | 'malformed'
  | 'non-agent-section'
  | 'non-agent-link'
  | 'not-an-agent'
  | 'not-ai'
  | 'not-free'
  | 'not-open-source'
  | 'sponsored'
  | 'stale'
  | 'not-english'
  | 'description-too-short'
  | 'insecure-link'
  | 'generated-name'
  | 'unsafe'
  | 'role-play-prompt'
  | 'component-skill'
  | 'duplicate-in-source'

/** A file of a directory: its path inside the repository and its text. */
export type SourceFile = { path: string; text: string }

export type SkippedEntry = {
  externalId: string
  reason: SkipReason
}

export type ParseResult = {
  drafts: AgentDraft[]
  skipped: SkippedEntry[]
}

/** A draft or the reason there is none; parsers map entries through this and then split. */
export type EntryOutcome = { draft: AgentDraft } | { skipped: SkippedEntry }

export function skip(externalId: string, reason: SkipReason): EntryOutcome {
  return { skipped: { externalId, reason } }
}

export function collectOutcomes(outcomes: readonly EntryOutcome[]): ParseResult {
  const result: ParseResult = { drafts: [], skipped: [] }
  for (const outcome of outcomes) {
    if ('draft' in outcome) result.drafts.push(outcome.draft)
    else result.skipped.push(outcome.skipped)
  }

  return result
}
