import { americanSpelling } from './american-spelling.ts'

/**
 * Agent nouns that a suffix stemmer leaves alone, so "teacher" meets "teaching" and "recruiter"
 * meets "recruiting". Words whose -er is not an agent noun (order, user, paper) are not listed.
 */
const AGENT_NOUNS: Record<string, string> = {
  teacher: 'teach',
  recruiter: 'recruit',
  accountant: 'account',
  bookkeeper: 'bookkeep',
  marketer: 'market',
  writer: 'writ',
  planner: 'plan',
  scheduler: 'schedul',
  trainer: 'train',
  researcher: 'research',
  developer: 'develop',
  designer: 'design',
  translator: 'translat',
  tutor: 'tutor',
  seller: 'sell',
  grader: 'grad',
  reviewer: 'review',
  analyst: 'analy',
  analysis: 'analy',
  analyse: 'analy',
  analyze: 'analy',
  analyzer: 'analy',
  analyser: 'analy',
  analytics: 'analy',
  lawyer: 'lawyer',
  tracker: 'track',
  checker: 'check',
  generator: 'generat',
  builder: 'build',
  scanner: 'scan',
  finder: 'find',
  helper: 'help',
  manager: 'manag',
  organizer: 'organiz',
  organiser: 'organiz',
  summarizer: 'summar',
  summariser: 'summar',
  summary: 'summar',
  summarize: 'summar',
  summarise: 'summar',
  calculator: 'calculat',
  creator: 'creat',
  responder: 'respond',
  bookkeeping: 'bookkeep',
  accounting: 'account',
  learner: 'learn',
  screener: 'screen',
  // "recommend products" is what a product recommender or a recommendation engine does.
  recommendation: 'recommend',
  recommender: 'recommend',
}

/** Nouns in -ing that mean something else than their verb: a booking is not a book, a listing not a list. */
const WHOLE_ING_NOUNS = new Set(['booking', 'listing'])

const VOWELS = /[aeiouy]/

function stripDoubleConsonant(stem: string): string {
  return /([bcdfgkmnprt])\1$/.test(stem) ? stem.slice(0, -1) : stem
}

/**
 * A light English stemmer, the same for catalogue text and searches: British spellings, plurals,
 * -ing, -ed, a final -e and agent nouns. Lighter than Porter on purpose: it never merges unrelated words such as
 * "general" and "generate", and "teaching" still meets "teachers".
 */
export function stemWord(word: string): string {
  let stem = word.toLowerCase()
  if (stem.length <= 3 || /\d/.test(stem)) return stem
  stem = americanSpelling(stem)
  const plain = AGENT_NOUNS[stem] ?? AGENT_NOUNS[stem.replace(/s$/, '')]
  if (plain) return plain

  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2)
  else if (stem.endsWith('s') && !/(ss|us|is|ics)$/.test(stem)) stem = stem.slice(0, -1)

  if (WHOLE_ING_NOUNS.has(stem)) return stem
  if (stem.endsWith('ing') && stem.length >= 6 && VOWELS.test(stem.slice(0, -3))) stem = stripDoubleConsonant(stem.slice(0, -3))
  else if (stem.endsWith('ed') && stem.length >= 5 && VOWELS.test(stem.slice(0, -2)) && !stem.endsWith('eed')) stem = stripDoubleConsonant(stem.slice(0, -2))

  if (stem.endsWith('ment') && stem.length >= 10) stem = stem.slice(0, -4)
  if (stem.endsWith('e') && stem.length > 4) stem = stem.slice(0, -1)

  return AGENT_NOUNS[stem] ?? stem
}
