import type { Industry } from '../../shared/taxonomy.ts'
import type { TSearchIndex } from './search-index-shape.ts'
import type { TParsedSearch, TSearchConcept } from './search-query-shape.ts'
import { correctSearchWord, mayBeCatalogueTypo } from './correct-search-word.ts'
import { withNeighbourWords } from './neighbour-words.ts'
import { RANKING } from './rank-search-matches.ts'
import { AUDIENCE_WORDS, BUSINESS_KIND_WORDS, FILLER_WORDS, INDUSTRY_SENSES, INDUSTRY_VOCABULARY, MISSPELLINGS, SYNONYMS, WEAK_WORDS } from './vocabulary/index.ts'
import { stemWord } from './stem-word.ts'
import { tokeniseSearchText } from './tokenise-search-text.ts'

const INTENT = new Map<string, Industry[]>()
for (const [industry, { intent }] of Object.entries(INDUSTRY_VOCABULARY)) {
  for (const word of intent) INTENT.set(word, [...(INTENT.get(word) ?? []), industry as Industry])
}

/** The words that join a three-word vocabulary entry ("power of attorney", "cease and desist"). */
const JOINING_WORDS = new Set(['of', 'and'])

const stemList = (text: string) => tokeniseSearchText(text).map(stemWord)
const stemsOf = (text: string) => stemList(text).join(' ')

/**
 * Vocabulary entries by their stems, so a form the vocabulary does not list still finds its entry:
 * "engagement letters" is "engagement letter", "law firms" is "law firm". The entry as written wins.
 */
const ENTRY_BY_STEMS = new Map<string, string>()
for (const entry of [...Object.keys(SYNONYMS), ...INTENT.keys()]) if (!ENTRY_BY_STEMS.has(stemsOf(entry))) ENTRY_BY_STEMS.set(stemsOf(entry), entry)

/** The vocabulary's own spelling of a word or two-word phrase, or null when it has none. */
function vocabularyEntry(text: string): string | null {
  if (text in SYNONYMS || INTENT.has(text)) return text

  return ENTRY_BY_STEMS.get(stemsOf(text)) ?? null
}

/** Every word the vocabulary uses, alone or in a phrase: people's words, never typos ("sole trader"). */
const VOCABULARY_WORDS = new Set(
  [...Object.keys(SYNONYMS), ...Object.values(SYNONYMS).flat(), ...INTENT.keys(), ...Object.values(MISSPELLINGS)].flatMap((entry) => tokeniseSearchText(entry)),
)

function conceptFor(word: string): TSearchConcept {
  // "power of attorney" needs "power" and "attorney", not the "of" of every agent.
  const stems = (text: string) => tokeniseSearchText(text).filter((part, place, parts) => parts.length < 3 || place !== 1 || !JOINING_WORDS.has(part)).map(stemWord)
  const entry = vocabularyEntry(word) ?? word
  const all = [{ stems: stems(word), weight: 1 }, ...(SYNONYMS[entry] ?? []).map((synonym) => ({ stems: stems(synonym), weight: RANKING.synonymWeight }))]
  // "invoice" and its synonym "invoicing" share a stem: reading its postings twice finds nothing new.
  const variants = all.filter((variant, position) => all.findIndex((other) => other.stems.join(' ') === variant.stems.join(' ')) === position)

  const weak = WEAK_WORDS.has(word) || WEAK_WORDS.has(entry)
  const audience = !weak && AUDIENCE_WORDS.has(entry)

  // A phrase the vocabulary knows without intent of its own says what its words say ("medical coding" → healthcare).
  const industries = INTENT.get(entry) ?? [...new Set(tokeniseSearchText(entry).flatMap((part) => INTENT.get(part) ?? []))]

  return { word, variants, industries, weight: weak ? RANKING.weakWordWeight : 1, isTask: !weak && !audience }
}

/**
 * A word that means something else in the industry the rest of the search names ("coding" beside
 * "medical billing", "books" beside "clinic") takes that meaning: its own word and synonyms would
 * match software coders and bookkeepers.
 */
function inIndustrySense(concepts: TSearchConcept[]): TSearchConcept[] {
  return concepts.map((concept) => {
    const senses = INDUSTRY_SENSES[concept.word] ?? INDUSTRY_SENSES[vocabularyEntry(concept.word) ?? '']
    if (!senses) return concept
    const named = concepts.filter((other) => other !== concept).flatMap((other) => other.industries)
    const industry = named.find((candidate) => senses[candidate])
    if (!industry) return concept
    const variants = senses[industry]!.map((meaning, place) => ({ stems: stemList(meaning), weight: place === 0 ? 1 : RANKING.synonymWeight }))

    return { ...concept, variants, industries: [...new Set([...concept.industries, industry])], weight: 1, isTask: true }
  })
}

/**
 * A synonym that is another word of the same search ("linkedin" → "prospect" in "find prospects on
 * linkedin", "amazon" → "sell" in "amazon seller") is dropped: kept, every agent with that other
 * word would match both concepts and count as covering the whole search without the first word.
 */
function withoutEchoes(concepts: TSearchConcept[]): TSearchConcept[] {
  if (concepts.length < 2) return concepts

  return concepts.map((concept) => {
    const others = new Set(concepts.filter((other) => other !== concept).flatMap((other) => other.variants[0]!.stems))
    const variants = concept.variants.filter((variant, position) => position === 0 || !variant.stems.every((stem) => others.has(stem)))

    return variants.length === concept.variants.length ? concept : { ...concept, variants }
  })
}

/**
 * Turns what someone typed into concepts: misspellings and typos corrected against the
 * catalogue's words, filler dropped ("I need an AI agent for…"), two-word phrases the vocabulary
 * knows kept together, each expanded with its synonyms and industry intent.
 */
export function parseSearchQuery(search: string, index: TSearchIndex): TParsedSearch {
  const phrases = [...search.matchAll(/"([^"]+)"/g)].map((match) => tokeniseSearchText(match[1]!).join(' ')).filter(Boolean)
  const exclusions = [...search.matchAll(/(?:^|\s)-([^\s"]+)/g)].flatMap((match) => tokeniseSearchText(match[1]!).map(stemWord))
  const requireAll = phrases.length > 0 || exclusions.length > 0
  const positive = search.replace(/(?:^|\s)-[^\s"]+/g, ' ').replace(/"/g, ' ')

  const fixedWords = new Set<string>()
  const words = tokeniseSearchText(positive).map((word) => {
    // A word whose stem the catalogue uses is no typo ("invoicing" is not "invoking"), unless only
    // a few agents use it: they may share the typo ("summerize", correctSearchWord).
    const known = FILLER_WORDS.has(word) || VOCABULARY_WORDS.has(word) || (index.postings.has(stemWord(word)) && !mayBeCatalogueTypo(index, word))
    const fixed = MISSPELLINGS[word] ?? (known ? null : correctSearchWord(index, word))
    if (fixed && fixed !== word) fixedWords.add(fixed)

    return fixed ?? word
  })

  const concepts: TSearchConcept[] = []
  for (let position = 0; position < words.length; position++) {
    const pair = `${words[position]} ${words[position + 1]}`
    // Three words joined by "of" or "and" ("power of attorney", "cease and desist") are one entry.
    const triple = `${pair} ${words[position + 2]}`
    const previous = concepts.at(-1)
    if (position + 2 < words.length && JOINING_WORDS.has(words[position + 1]!) && vocabularyEntry(triple) !== null) {
      concepts.push(conceptFor(triple))
      position += 2
    } else if (position + 1 < words.length && vocabularyEntry(pair) !== null) {
      concepts.push(conceptFor(pair))
      position++
    } else if (
      // One word between a pair the vocabulary knows ("customer's urgent questions"): the pair, then
      // that word, unless the word starts a pair of its own with the second.
      position + 2 < words.length && vocabularyEntry(`${words[position]} ${words[position + 2]}`) !== null && vocabularyEntry(`${words[position + 1]} ${words[position + 2]}`) === null
    ) {
      concepts.push(conceptFor(`${words[position]} ${words[position + 2]}`))
      if (!FILLER_WORDS.has(words[position + 1]!)) concepts.push(conceptFor(words[position + 1]!))
      position += 2
    } else if (previous !== undefined && previous.word === words[position - 1] && previous.industries.some((industry) => BUSINESS_KIND_WORDS[words[position]!]?.includes(industry))) {
      // "dentist practice": the industry word already says what kind of business.
      continue
    } else if (!FILLER_WORDS.has(words[position]!) && (!/^\d+$/.test(words[position]!) || vocabularyEntry(words[position]!) !== null)) {
      // A bare number ("year 9", "10 year old") says which one, not what about: no agent is about
      // "9". A number the vocabulary knows is a subject of its own ("1099", the US tax form).
      concepts.push(conceptFor(words[position]!))
    }
  }
  // A search of filler alone ("ai agent") still means those words.
  if (concepts.length === 0) for (const word of new Set(words)) if (word.length > 1) concepts.push(conceptFor(word))
  const distinct = withoutEchoes(inIndustrySense(concepts).filter((concept, position) => concepts.findIndex((other) => other.word === concept.word) === position))
  // Words the vocabulary and the typo correction left alone may take neighbours in meaning (decision 055).
  const unique = withNeighbourWords(distinct, index, (concept) => !fixedWords.has(concept.word) && concept.variants.length === 1 && concept.industries.length === 0)

  return {
    concepts: unique.slice(0, 12),
    phrases,
    exclusions,
    requireAll,
    corrected: fixedWords.size > 0 ? words.join(' ') : null,
    contentText: unique.map((concept) => concept.word).join(' '),
  }
}
