import type { AgentDraft } from '../../catalogue/index.ts'
import { agentsByProvenanceKey } from './provenance-key.ts'

export type DuplicatePair = { a: string; b: string; same: boolean; note: string }

export type DuplicateEvaluation = {
  scored: number
  /** Pairs with an entry no longer in the catalogue. */
  missing: number
  truePositives: number
  falsePositives: number
  falseNegatives: number
  trueNegatives: number
  precision: number
  recall: number
  f1: number
  /** Wrong answers, for reading. */
  errors: { note: string; merged: boolean }[]
}

/** Whether the catalogue merged each labelled pair into one agent, scored against the labels. */
export function scoreDuplicatePairs({ agents, pairs }: { agents: readonly AgentDraft[]; pairs: readonly DuplicatePair[] }): DuplicateEvaluation {
  const byKey = agentsByProvenanceKey(agents)
  let truePositives = 0
  let falsePositives = 0
  let falseNegatives = 0
  let trueNegatives = 0
  let missing = 0
  const errors: DuplicateEvaluation['errors'] = []

  for (const pair of pairs) {
    const left = byKey.get(pair.a)
    const right = byKey.get(pair.b)
    if (!left || !right) {
      missing += 1
      continue
    }
    const merged = left === right
    if (merged && pair.same) truePositives += 1
    else if (merged) falsePositives += 1
    else if (pair.same) falseNegatives += 1
    else trueNegatives += 1
    if (merged !== pair.same) errors.push({ note: pair.note, merged })
  }

  const precision = truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives)
  const recall = truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives)
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall)

  return { scored: pairs.length - missing, missing, truePositives, falsePositives, falseNegatives, trueNegatives, precision, recall, f1, errors }
}
