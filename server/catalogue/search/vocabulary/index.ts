import type { Industry } from '../../../shared/taxonomy.ts'
import { BUSINESS_SITUATIONS } from './business-situations.ts'
import { CUSTOMER_SERVICE } from './customer-service.ts'
import { EDUCATION } from './education.ts'
import { EVERYDAY_WORK } from './everyday-work.ts'
import { FINANCE } from './finance.ts'
import { FRAMEWORKS } from './frameworks.ts'
import { HEALTHCARE } from './healthcare.ts'
import { HR_RECRUITMENT } from './hr-recruitment.ts'
import { LEGAL } from './legal.ts'
import { SALES } from './sales.ts'
import { SHOPS } from './shops.ts'
import type { TVocabulary } from './vocabulary-types.ts'

export { BUSINESS_KIND_WORDS, FILLER_WORDS, WEAK_WORDS } from './generic-words.ts'
export type { TVocabulary } from './vocabulary-types.ts'

/** Every part of the vocabulary; a word belongs to one part only (vocabulary.test.ts checks). */
export const VOCABULARY_PARTS: Record<string, TVocabulary> = {
  education: EDUCATION,
  healthcare: HEALTHCARE,
  legal: LEGAL,
  finance: FINANCE,
  'hr-recruitment': HR_RECRUITMENT,
  sales: SALES,
  'customer-service': CUSTOMER_SERVICE,
  shops: SHOPS,
  'everyday-work': EVERYDAY_WORK,
  frameworks: FRAMEWORKS,
  'business-situations': BUSINESS_SITUATIONS,
}
const parts = Object.values(VOCABULARY_PARTS)

/** Each vertical's intent words: the words that say the searcher works in it. */
export const INDUSTRY_VOCABULARY = Object.fromEntries(
  parts.flatMap((part) => (part.industry ? [[part.industry, { intent: part.intent ?? [] }]] : [])),
) as Record<Exclude<Industry, 'general'>, { intent: string[] }>

/** Intent words that name who the searcher is or serves, not the task ("clinic", "students"). */
export const AUDIENCE_WORDS = new Set(parts.flatMap((part) => part.audience ?? []))

/** Typed word → catalogue words meaning the same, from every part. */
export const SYNONYMS: Record<string, string[]> = Object.assign({}, ...parts.map((part) => part.synonyms))

/** Wrong spellings people often type that typo correction would miss or get wrong. */
export const MISSPELLINGS: Record<string, string> = Object.assign({}, ...parts.map((part) => part.misspellings ?? {}))

/** Word → industry → what the word means in a search of that industry (TVocabulary.senses). */
export const INDUSTRY_SENSES: Record<string, Partial<Record<Industry, string[]>>> = {}
for (const part of parts) {
  for (const [word, meaning] of Object.entries(part.senses ?? {})) {
    if (part.industry) INDUSTRY_SENSES[word] = { ...INDUSTRY_SENSES[word], [part.industry]: meaning }
  }
}
