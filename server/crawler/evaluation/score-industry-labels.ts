import { INDUSTRIES, type Industry } from '../../shared/taxonomy.ts'
import type { AgentDraft } from '../../catalogue/index.ts'
import { agentsByProvenanceKey } from './provenance-key.ts'

export type IndustryLabel = { key: string; name: string; industry: Industry }

export type IndustryScore = {
  industry: Industry
  /** Labelled entries the classifier put in this industry, and how many of them belong there. */
  predicted: number
  correct: number
  /** Labelled entries that belong in this industry. */
  actual: number
  precision: number | null
  recall: number | null
}

export type IndustryEvaluation = {
  scored: number
  /** Labelled entries no longer in the catalogue (dropped by a filter, or from a source not read then). */
  missing: number
  accuracy: number
  perIndustry: IndustryScore[]
  /** Wrong answers, for reading: label, prediction, name. */
  errors: { name: string; label: Industry; predicted: Industry }[]
}

const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole)

/** Per-industry precision and recall of a catalogue's industries against hand labels. */
export function scoreIndustryLabels({ agents, labels }: { agents: readonly AgentDraft[]; labels: readonly IndustryLabel[] }): IndustryEvaluation {
  const byKey = agentsByProvenanceKey(agents)
  const pairs: { label: IndustryLabel; predicted: Industry }[] = []
  for (const label of labels) {
    const agent = byKey.get(label.key)
    if (agent) pairs.push({ label, predicted: agent.industry })
  }

  const perIndustry = INDUSTRIES.map((industry): IndustryScore => {
    const predicted = pairs.filter((pair) => pair.predicted === industry).length
    const actual = pairs.filter((pair) => pair.label.industry === industry).length
    const correct = pairs.filter((pair) => pair.predicted === industry && pair.label.industry === industry).length

    return { industry, predicted, actual, correct, precision: ratio(correct, predicted), recall: ratio(correct, actual) }
  })
  const correct = pairs.filter((pair) => pair.predicted === pair.label.industry).length

  return {
    scored: pairs.length,
    missing: labels.length - pairs.length,
    accuracy: ratio(correct, pairs.length) ?? 0,
    perIndustry,
    errors: pairs
      .filter((pair) => pair.predicted !== pair.label.industry)
      .map((pair) => ({ name: pair.label.name, label: pair.label.industry, predicted: pair.predicted })),
  }
}
