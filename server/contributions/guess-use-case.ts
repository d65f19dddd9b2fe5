import type { Category } from '../shared/taxonomy.ts'

export type GuessUseCaseOptions = {
  name: string
  description: string
  /** Repository topics or Hub tags: the builder's own labels, when the link has them. */
  tags?: readonly string[]
}

/**
 * Spec §5's keyword groups, in the spec's order (sales, support, content, data, assistant, coding,
 * research, automation, multi-agent), each onto a taxonomy category.
 */
const USE_CASE_KEYWORDS: { category: Category; pattern: RegExp }[] = [
  { category: 'sales', pattern: /\b(sales|selling|crm|leads?|prospect(?:s|ing)?)\b/gi },
  { category: 'support', pattern: /\b(support|customer service|help ?desk|tickets?)\b/gi },
  { category: 'content', pattern: /\b(content|copywriting|blog(?:s|ging)?|writ(?:e|er|ing))\b/gi },
  { category: 'data', pattern: /\b(data|dataset|sql|database|analytics|spreadsheets?)\b/gi },
  { category: 'assistant', pattern: /\b(assistants?|chatbots?|copilot)\b/gi },
  { category: 'coding', pattern: /\b(cod(?:e|ing)|programming|developers?|software engineer(?:ing)?)\b/gi },
  { category: 'research', pattern: /\b(research(?:er)?|papers?|literature)\b/gi },
  { category: 'automation', pattern: /\b(automat(?:e|es|ed|ion|ing)|workflows?)\b/gi },
  { category: 'multi-agent', pattern: /\b(multi[- ]?agents?|agent swarms?|crews?)\b/gi },
]

/** A word in the name says more than one in a long description; a builder's own tag nearly as much. */
const NAME_WEIGHT = 3
const TAG_WEIGHT = 2

function count(pattern: RegExp, text: string): number {
  return text.match(pattern)?.length ?? 0
}

/**
 * The use case (category) the name, tags and description speak of most, or 'general' (General
 * Purpose) when none of the spec's keywords appears. Ties keep the spec's order.
 */
export function guessUseCase({ name, description, tags = [] }: GuessUseCaseOptions): Category {
  // Tags are joined with a separator so "multi-agent" stays one word and two tags never make one.
  const tagText = tags.map((tag) => tag.replace(/-/g, ' ').replace(/multi agent/, 'multi-agent')).join(' , ')
  let best: { category: Category; score: number } = { category: 'general', score: 0 }
  for (const { category, pattern } of USE_CASE_KEYWORDS) {
    const score = count(pattern, name) * NAME_WEIGHT + count(pattern, tagText) * TAG_WEIGHT + count(pattern, description)
    if (score > best.score) best = { category, score }
  }

  return best.category
}
