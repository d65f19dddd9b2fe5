import { AGENT_SOURCES, CATEGORIES, DIFFICULTIES, INDUSTRIES, INFRASTRUCTURES } from '../server/shared/taxonomy.ts'
import { readFileSync } from 'node:fs'
import type { AgentDraft } from '../server/catalogue/agent-draft.ts'

/** Deterministic pseudo-random numbers (mulberry32), so every benchmark run loads the same catalogue. */
function createRandom(seed: number) {
  let state = seed >>> 0

  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)

    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const SUBJECTS = ['contract', 'invoice', 'patient', 'lesson', 'candidate', 'lead', 'ticket', 'report', 'email', 'meeting', 'research', 'code', 'policy', 'claim', 'budget']
const ACTIONS = ['review', 'triage', 'summariser', 'assistant', 'planner', 'tracker', 'analyst', 'writer', 'scheduler', 'router', 'checker', 'copilot']
const QUALIFIERS = ['Smart', 'Open', 'Quick', 'Team', 'Local', 'Auto', 'Clear', 'Bright', 'Solo', 'Pro']
/** The shipped catalogue's search phrases, so synthetic agents carry as many, with the same words, as real ones (decision 058). */
const SHIPPED_PHRASES = Object.values(JSON.parse(readFileSync(new URL('../db/seed/search-phrases.json', import.meta.url), 'utf8')) as Record<string, string[]>).flat()
/** Phrases per synthetic agent: the shipped agents average 11 (about 60 words). */
const PHRASES_PER_AGENT = 11

/** Synthetic agents for benchmarks only: plausible text so full-text search has real work to do. */
export function createSyntheticAgents(total: number, seed = 42): AgentDraft[] {
  const random = createRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!

  return Array.from({ length: total }, (_, index) => {
    const subject = pick(SUBJECTS)
    const action = pick(ACTIONS)
    const name = `${pick(QUALIFIERS)} ${subject} ${action} ${index}`
    const isPaid = random() < 0.1

    return {
      name,
      description: `A ${action} for ${subject} work that helps small teams save time. It reads your ${subject}s, suggests next steps and keeps a clear record of what it did.`,
      source: pick(AGENT_SOURCES),
      industry: pick(INDUSTRIES),
      category: pick(CATEGORIES),
      difficulty: pick(DIFFICULTIES),
      tags: [subject, action, pick(SUBJECTS)].filter((tag, position, all) => all.indexOf(tag) === position),
      // As many phrases, with the same words, as a shipped agent: the phrase postings cost what they will.
      searchPhrases: Array.from({ length: PHRASES_PER_AGENT }, () => pick(SHIPPED_PHRASES)),
      link: `https://example.com/bench/${index}`,
      repoFullName: null,
      modelId: null,
      builderProfile: `builder-${index % 997}`,
      builderUrl: null,
      priceCents: isPaid ? Math.floor(random() * 40_000) + 100 : 0,
      pricingType: isPaid ? 'paid' : 'free',
      selfDeployable: random() < 0.7,
      deploymentComplexity: pick(['easy', 'medium', 'hard'] as const),
      infrastructureNeeded: pick(INFRASTRUCTURES),
      deploymentGuide: null,
      stars: random() < 0.5 ? Math.floor(random() * 50_000) : null,
      likes: null,
      downloads: null,
      language: null,
      licence: null,
      isArchived: false,
      provenance: [],
    }
  })
}
