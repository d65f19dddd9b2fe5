import type { Category, Difficulty, Industry } from '../shared/taxonomy.ts'
import { CATEGORY_RULES } from './category-rules.ts'
import { classifyDifficulty } from './classify-difficulty.ts'
import type { EntryKind } from './entry-kind.ts'
import { INDUSTRY_RULES } from './industry-rules.ts'
import { hasKeyword, isConvincing, removePhrases, scoreKeywords, type WeightedText } from './keyword-match.ts'

/**
 * Honest classification from an entry's OWN text: its name, description, tags and the list
 * section or category it was filed under. The directory's overall topic is deliberately not an
 * input (a PDF library in a legal list is not a legal agent), and nothing is classified to fill
 * a vertical: an entry that names no vertical convincingly is `general`.
 */
export type ClassifyEntryOptions = {
  name: string
  description: string
  tags?: readonly string[]
  /** Headings or categories the entry sits under in its directory, outermost first. */
  sections?: readonly string[]
  kind: EntryKind
  statedDifficulty?: Difficulty | null
}

export type Classification = {
  industry: Industry
  category: Category
  difficulty: Difficulty
}

/**
 * A name is the strongest statement of purpose; tags, sections and the opening sentence say what
 * the entry is; the rest of a description rambles (long summaries mention many things in passing).
 */
const FIELD_WEIGHTS = { name: 3, tags: 2, sections: 2, lead: 2, rest: 1 } as const

/** The description's first sentence (at most 200 characters) and the rest. */
function splitLead(description: string): { lead: string; rest: string } {
  // A sentence ends at . ! or ? before a capital letter; "U.S. legal" and "Node.js" do not end one.
  const end = description.search(/(?<![A-Z])[.!?](?=\s+["“A-Z]|$)/)
  const cut = end >= 0 && end < 200 ? end + 1 : Math.min(description.length, 200)

  return { lead: description.slice(0, cut), rest: description.slice(cut) }
}

function weightedTexts(options: ClassifyEntryOptions, excluded: readonly string[] = []): WeightedText[] {
  const clean = (text: string) => (excluded.length ? removePhrases({ text, phrases: excluded }) : text)
  const { lead, rest } = splitLead(options.description)

  return [
    { text: clean(options.name), weight: FIELD_WEIGHTS.name },
    { text: clean((options.tags ?? []).join(' , ')), weight: FIELD_WEIGHTS.tags },
    { text: clean((options.sections ?? []).join(' , ')), weight: FIELD_WEIGHTS.sections },
    { text: clean(lead), weight: FIELD_WEIGHTS.lead },
    { text: clean(rest), weight: FIELD_WEIGHTS.rest },
  ]
}

/**
 * "Such as industrial control, medical devices, audio processing": a list of fields an entry serves
 * is a passing mention, not its vertical (an FPGA design assistant is not a healthcare agent).
 */
const PASSING_MENTIONS = ['(?:fields|industries|sectors|domains|areas|verticals|use cases)(?: such as| like| including|,)[^.;]*']

/** Sales and customer service are jobs, not settings: "Healthcare Customer Service" is customer service. */
const JOB_INDUSTRIES: readonly Industry[] = ['customer-service', 'sales']

/** The vertical with the highest convincing score, or `general`. Ties keep INDUSTRY_RULES order. */
export function classifyIndustry(options: ClassifyEntryOptions): Industry {
  let best: { industry: Industry; score: number } = { industry: 'general', score: 0 }
  const named = nameNamesJob(options)
  if (named) return named

  for (const rules of INDUSTRY_RULES) {
    const score = scoreKeywords({ texts: weightedTexts(options, [...rules.excluded, ...PASSING_MENTIONS]), rules: rules.keywords })
    if (isConvincing(score) && score.score > best.score) best = { industry: rules.industry, score: score.score }
  }

  return best.industry
}

/** A strong sales or customer-service keyword in the entry's own name decides, whatever its setting. */
function nameNamesJob(options: ClassifyEntryOptions): Industry | null {
  for (const rules of INDUSTRY_RULES.filter((candidate) => JOB_INDUSTRIES.includes(candidate.industry))) {
    const name = removePhrases({ text: options.name, phrases: rules.excluded })
    const strongInName = rules.keywords.some((rule) => rule.strength === 'strong' && hasKeyword({ text: name, pattern: rule.pattern }))
    if (strongInName) return rules.industry
  }

  return null
}

/** When no keyword speaks, what the kind of entry is most often used for. */
const CATEGORY_BY_KIND: Record<EntryKind, Category> = {
  'prompt-agent': 'assistant',
  'agent-skill': 'assistant',
  'workflow-template': 'automation',
  'mcp-server': 'data',
  'agent-app': 'general',
  framework: 'general',
  model: 'assistant',
  'hosted-service': 'general',
}

/** The category with the most keyword points; ties keep CATEGORY_RULES order (most specific first). */
export function classifyCategory(options: ClassifyEntryOptions): Category {
  const texts = weightedTexts(options)
  const fallback = CATEGORY_BY_KIND[options.kind]
  // A kind's usual category holds unless the entry's words clearly say otherwise: one stray
  // description word ("workflow" in a prompt skill) does not outweigh it, a word in the name does.
  let best: { category: Category; score: number } = { category: fallback, score: fallback === 'general' ? 0 : 2 }

  for (const rules of CATEGORY_RULES) {
    const keywords = rules.keywords.map((pattern) => ({ pattern, strength: 'weak' as const }))
    const { score } = scoreKeywords({ texts, rules: keywords })
    if (score > best.score) best = { category: rules.category, score }
  }

  return best.category
}

export function classifyEntry(options: ClassifyEntryOptions): Classification {
  const text = [options.name, options.description, ...(options.tags ?? [])].join(' ')

  return {
    industry: classifyIndustry(options),
    category: classifyCategory(options),
    difficulty: classifyDifficulty({ kind: options.kind, text, statedDifficulty: options.statedDifficulty }),
  }
}
