import { lowerText, type TSearchIndex } from './search-index-shape.ts'
import type { TParsedSearch } from './search-query-shape.ts'
import { atOrAboveCut, selectBest } from './select-best.ts'

/** Ranking constants, tuned on scripts/search-eval (docs/search.md explains each). */
export const RANKING = {
  /** A match through a synonym ("attorney" → "lawyer") counts this much of the word itself. */
  synonymWeight: 0.6,
  /** A generic word of the request (WEAK_WORDS: "answer", "questions", "assistant") weighs this much. */
  weakWordWeight: 0.5,
  /** An agent of the industry the searcher named matches that word at this share of its weight. */
  intentShare: 0.15,
  /** …and its whole score is multiplied by this, when it matches a task word of the search by its own words… */
  intentBoost: 1.8,
  /** …or this, when the search has a task word and the agent matches none by its words (only "patient", "clinic"). */
  intentBoostWithoutTask: 1,
  /** score × coverage^power: matching more of the query wins (2 before search phrases, decision 058). */
  coveragePower: 1.5,

  /** The query's words in order in the name, or anywhere in the text. */
  namePhraseBonus: 1.5,
  textPhraseBonus: 1.15,
  /** Otherwise × (1 + pairBonus × share of neighbouring word pairs written together). */
  pairBonus: 0.5,
  /** The phrase bonus is checked on this many best candidates. */
  phraseCandidates: 150,
  /** score × (1 + qualityWeight × (quality − 0.5)): near-ties go to the better listing. */
  qualityWeight: 0.2,
}

export type TRankedMatches = {
  /** Index positions of matching agents. Valid until the next ranking (scratch memory). */
  positions: Int32Array
  /** Their scores, by index position (0 for agents that do not match). Valid until the next ranking. */
  scores: Float64Array
  /** Whether some agent matched every concept. */
  someMatchedAll: boolean
  /**
   * The agents at or above the phrase check's cut (null when there was none): the best
   * `RANKING.phraseCandidates` of `positions` by any order led by the score are among them.
   */
  leaders: number[] | null
}

type Scratch = {
  scores: Float64Array
  conceptScore: Float64Array
  matched: Uint16Array
  direct: Uint16Array
  current: Int32Array
  /** A phrase variant's running sums and counts by position, and the positions that may have it. */
  phraseSum: Float64Array
  phraseCount: Uint8Array
  phrasePositions: Int32Array
  /** Positions some concept touched this search, `touchedCount` of them. */
  touched: Int32Array
  touchedCount: number
  /** The matches a search keeps (TRankedMatches.positions). */
  kept: Int32Array
}
const scratchByIndex = new WeakMap<TSearchIndex, Scratch>()

/**
 * Buffers as long as the catalogue, reused by every search of one index: ranking runs without an
 * await, so two searches never share them at once; the previous search's entries are zeroed first.
 */
function scratchFor(index: TSearchIndex): Scratch {
  let scratch = scratchByIndex.get(index)
  if (!scratch) {
    const { size } = index
    scratch = {
      scores: new Float64Array(size),
      conceptScore: new Float64Array(size),
      matched: new Uint16Array(size),
      direct: new Uint16Array(size),
      current: new Int32Array(size),
      phraseSum: new Float64Array(size),
      phraseCount: new Uint8Array(size),
      phrasePositions: new Int32Array(size),
      touched: new Int32Array(size),
      touchedCount: 0,
      kept: new Int32Array(size),
    }
    scratchByIndex.set(index, scratch)
  }
  for (let entry = 0; entry < scratch.touchedCount; entry++) {
    const position = scratch.touched[entry]!
    scratch.scores[position] = 0
    scratch.matched[position] = 0
    scratch.direct[position] = 0
  }
  scratch.touchedCount = 0

  return scratch
}

/**
 * Two neighbouring words of the search written together in an agent's text ("patient
 * appointments", "bank statements", "interview questions"): a sign it is about both at once.
 * Matched on stems, so "lesson plans" finds "lesson planning".
 */
function adjacentPairs(parsed: TParsedSearch): RegExp[] {
  const pairs: RegExp[] = []
  for (let number = 0; number + 1 < parsed.concepts.length; number++) {
    const left = parsed.concepts[number]!.variants[0]!.stems.at(-1)
    const right = parsed.concepts[number + 1]!.variants[0]!.stems[0]
    if (left && right) pairs.push(new RegExp(`\\b${left}[a-z]*[^a-z0-9]+${right}`))
  }

  return pairs
}

function inverseDocumentFrequency(size: number, documents: number): number {
  return Math.log(1 + (size - documents + 0.5) / (documents + 0.5))
}

/**
 * Scores every agent against a parsed search: for each concept the best of its variants
 * (BM25F weights from the index × IDF × variant weight), summed over concepts, then multiplied by
 * coverage, industry intent, a phrase bonus and the quality prior. Any concept is enough to match.
 */
export function rankSearchMatches(index: TSearchIndex, parsed: TParsedSearch): TRankedMatches {
  const { size, postings, agents } = index
  const scratch = scratchFor(index)
  const { scores, conceptScore, matched: matchedConcepts, direct: directConcepts, current, touched } = scratch
  let touchedCount = 0
  // Industry intent as a lookup by industry code: hashing each agent's industry string was slow.
  const industryCodes = index.listIndex.facets.industry.codes
  const intentByCode = Uint8Array.from(index.listIndex.facets.industry.values, (industry) => (parsed.concepts.some((concept) => concept.industries.includes(industry as never)) ? 1 : 0))

  parsed.concepts.forEach((concept, conceptNumber) => {
    let currentCount = 0
    const bit = 1 << conceptNumber
    const raise = (position: number, value: number) => {
      if (conceptScore[position] === 0) current[currentCount++] = position
      if (value > conceptScore[position]!) conceptScore[position] = value
    }
    let strongest = 0
    for (const { stems, weight, isIndirect } of concept.variants) {
      // A neighbour word's match counts toward coverage as an industry match does: half (decision 055).
      const directBit = isIndirect ? 0 : bit
      const raiseDirect = (position: number, value: number) => {
        raise(position, value)
        directConcepts[position]! |= directBit
      }
      const lists = stems.map((stem) => postings.get(stem))
      if (lists.length === 0 || lists.some((list) => !list)) continue
      const idfs = lists.map((list) => inverseDocumentFrequency(size, list!.agents.length))
      strongest = Math.max(strongest, Math.max(...idfs) * weight)
      if (lists.length === 1) {
        const { agents: positions, weights } = lists[0]!
        const factor = idfs[0]! * weight
        // The hot loop of every search: raiseDirect inlined.
        for (let entry = 0; entry < positions.length; entry++) {
          const position = positions[entry]!
          const value = weights[entry]! * factor
          const previous = conceptScore[position]!
          if (previous === 0) current[currentCount++] = position
          if (value > previous) conceptScore[position] = value
          directConcepts[position]! |= directBit
        }
        continue
      }
      // A phrase variant ("law firm"): agents with every word, scored as their mean. Only agents of
      // the shortest list can have them all; the others are counted in scratch arrays, not a Map.
      const order = lists.map((_, listNumber) => listNumber).sort((left, right) => lists[left]!.agents.length - lists[right]!.agents.length)
      const { phraseSum, phraseCount, phrasePositions } = scratch
      const first = lists[order[0]!]!
      for (let entry = 0; entry < first.agents.length; entry++) {
        const position = first.agents[entry]!
        phrasePositions[entry] = position
        phraseSum[position] = first.weights[entry]! * idfs[order[0]!]!
        phraseCount[position] = 1
      }
      for (let step = 1; step < order.length; step++) {
        const list = lists[order[step]!]!
        const idf = idfs[order[step]!]!
        for (let entry = 0; entry < list.agents.length; entry++) {
          const position = list.agents[entry]!
          if (phraseCount[position] !== step) continue
          phraseCount[position] = step + 1
          phraseSum[position]! += list.weights[entry]! * idf
        }
      }
      for (let entry = 0; entry < first.agents.length; entry++) {
        const position = phrasePositions[entry]!
        if (phraseCount[position] === lists.length) raiseDirect(position, (phraseSum[position]! / lists.length) * weight)
        phraseSum[position] = 0
        phraseCount[position] = 0
      }
    }
    if (concept.industries.length > 0) {
      const intentScore = (strongest || 1) * RANKING.intentShare
      for (const industry of concept.industries) {
        const positions = index.industryPositions.get(industry)
        if (!positions) continue
        // raise() inlined: an industry holds thousands of agents.
        for (let entry = 0; entry < positions.length; entry++) {
          const position = positions[entry]!
          const previous = conceptScore[position]!
          if (previous === 0) current[currentCount++] = position
          if (intentScore > previous) conceptScore[position] = intentScore
        }
      }
    }
    for (let entry = 0; entry < currentCount; entry++) {
      const position = current[entry]!
      if (matchedConcepts[position] === 0) touched[touchedCount++] = position
      scores[position]! += conceptScore[position]! * concept.weight
      matchedConcepts[position]! |= bit
      conceptScore[position] = 0
    }
  })

  const excluded = new Set<number>()
  for (const stem of parsed.exclusions) for (const position of postings.get(stem)?.agents ?? []) excluded.add(position)
  const lacksPhrase = (position: number) => parsed.phrases.some((phrase) => !lowerText(agents, position).replace(/[^a-z0-9]+/g, ' ').includes(phrase))

  const everyConcept = (1 << parsed.concepts.length) - 1
  const { intentBoost, qualityWeight } = RANKING
  // A concept's share of the search: generic words count less toward coverage.
  const conceptWeights = Float64Array.from(parsed.concepts, (concept) => concept.weight)
  const totalWeight = conceptWeights.reduce((sum, weight) => sum + weight, 0)
  // The summed weight of the concepts in each set of them (a bit mask), looked up per agent.
  const weightOfMask = new Float64Array(1 << parsed.concepts.length)
  for (let mask = 1; mask < weightOfMask.length; mask++) weightOfMask[mask] = weightOfMask[mask & (mask - 1)]! + conceptWeights[31 - Math.clz32(mask & -mask)]!
  const { coveragePower, intentBoostWithoutTask } = RANKING
  // The concepts that say what is to be done: an industry's agent earns its boost by matching one.
  const taskMask = parsed.concepts.reduce((mask, concept, conceptNumber) => (concept.isTask ? mask | (1 << conceptNumber) : mask), 0)
  const filtersText = parsed.requireAll || excluded.size > 0 || parsed.phrases.length > 0
  let someMatchedAll = false
  // Scratch, not a new array: a few hundred kB per search outside the heap brought on full
  // collections of the whole index every few dozen searches (the p99 of searches and typeahead).
  const { kept } = scratch
  let keptCount = 0
  for (let entry = 0; entry < touchedCount; entry++) {
    const position = touched[entry]!
    const mask = matchedConcepts[position]!
    const matchesAll = mask === everyConcept
    if (filtersText && ((parsed.requireAll && !matchesAll) || excluded.has(position) || (parsed.phrases.length > 0 && lacksPhrase(position)))) {
      scores[position] = 0
      continue
    }
    if (matchesAll) someMatchedAll = true
    // A concept matched only through the agent's industry ("clinic" → healthcare) counts half.
    // Each matched concept counts half, and half again when matched by its words, not only its industry.
    const coverage = (weightOfMask[mask]! + weightOfMask[directConcepts[position]!]!) / (2 * totalWeight)
    // Math.pow is a call per agent, most of a search's time at 50,000 matches; 1.5 and 2 need none.
    let score = scores[position]! * (coveragePower === 1.5 ? coverage * Math.sqrt(coverage) : coveragePower === 2 ? coverage * coverage : coverage ** coveragePower)
    if (intentByCode[industryCodes[position]!] === 1) score *= taskMask === 0 || (directConcepts[position]! & taskMask) !== 0 ? intentBoost : intentBoostWithoutTask
    score *= 1 + qualityWeight * (agents.qualityScore[position]! - 0.5)
    scores[position] = score
    kept[keptCount++] = position
  }
  const positions = kept.subarray(0, keptCount)
  scratch.touchedCount = touchedCount

  let leaders: number[] | null = null
  if (parsed.concepts.length > 1 && parsed.contentText.length > 0) {
    leaders = atOrAboveCut(positions, scores, RANKING.phraseCandidates)
    const best = selectBest(leaders, RANKING.phraseCandidates, (left, right) => scores[right]! - scores[left]! || left - right)
    const pairs = adjacentPairs(parsed)
    let text = ''
    for (const position of best) {
      if (agents.lowerName[position]!.includes(parsed.contentText)) scores[position]! *= RANKING.namePhraseBonus
      else if ((text = lowerText(agents, position)).includes(parsed.contentText)) scores[position]! *= RANKING.textPhraseBonus
      else if (pairs.length > 0) {
        let found = 0
        for (const pair of pairs) if (pair.test(text)) found++
        scores[position]! *= 1 + (RANKING.pairBonus * found) / pairs.length
      }
    }
  }

  return { positions, scores, someMatchedAll, leaders }
}
