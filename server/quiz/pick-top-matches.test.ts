import { describe, expect, it } from 'vitest'
import { AgentMatchFeatures, MATCH_FEATURE_VOCABULARY, NULL_CODE } from '../catalogue/index.ts'
import { CATEGORIES, DEPLOYMENT_COMPLEXITIES, DIFFICULTIES, INDUSTRIES, INFRASTRUCTURES } from '../shared/taxonomy.ts'
import { resolveMatchTarget } from './match-target.ts'
import { pickTopMatches } from './pick-top-matches.ts'
import { DEPLOYMENT_PREFERENCES, PRIMARY_USES, TECH_EXPERIENCES, TIME_COMMITMENTS } from './quiz-questions.ts'
import { scoreAgent } from './score-agent.ts'

type Row = {
  id: number
  industry?: string
  category?: string
  difficulty?: string
  infrastructure?: string | null
  complexity?: string | null
  selfDeployable?: boolean
  averageRating?: number
  totalRatings?: number
  completeness?: number
  isDemoted?: boolean
}

const code = (values: readonly string[], value: string | null) => (value === null ? NULL_CODE : values.indexOf(value))

function featuresOf(rows: Row[]): AgentMatchFeatures {
  const column = <Values extends ArrayLike<number>>(make: (length: number) => Values, read: (row: Row) => number) => {
    const values = make(rows.length) as unknown as number[]
    rows.forEach((row, index) => (values[index] = read(row)))

    return values as unknown as Values
  }

  return new AgentMatchFeatures({
    ids: column((length) => new Int32Array(length), (row) => row.id),
    industries: column((length) => new Uint8Array(length), (row) => code(MATCH_FEATURE_VOCABULARY.industries, row.industry ?? 'general')),
    categories: column((length) => new Uint8Array(length), (row) => code(MATCH_FEATURE_VOCABULARY.categories, row.category ?? 'general')),
    difficulties: column((length) => new Uint8Array(length), (row) => code(MATCH_FEATURE_VOCABULARY.difficulties, row.difficulty ?? 'advanced')),
    infrastructures: column((length) => new Uint8Array(length), (row) => code(MATCH_FEATURE_VOCABULARY.infrastructures, row.infrastructure ?? null)),
    deploymentComplexities: column((length) => new Uint8Array(length), (row) => code(MATCH_FEATURE_VOCABULARY.deploymentComplexities, row.complexity ?? null)),
    selfDeployable: column((length) => new Uint8Array(length), (row) => (row.selfDeployable ? 1 : 0)),
    averageRatings: column((length) => new Float32Array(length), (row) => row.averageRating ?? 0),
    totalRatings: column((length) => new Int32Array(length), (row) => row.totalRatings ?? 0),
    completeness: column((length) => new Uint8Array(length), (row) => row.completeness ?? 0),
    isDemoted: column((length) => new Uint8Array(length), (row) => (row.isDemoted ? 1 : 0)),
  })
}

const target = resolveMatchTarget({ primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'unsure', timeCommitment: 'extensive', problemSolving: ['documents'], complexity: 3 })
const ids = (rows: Row[], limit = 6) => {
  const features = featuresOf(rows)

  return pickTopMatches({ features, target, limit }).map(({ index, score }) => [features.columns.ids[index], score])
}

describe('pickTopMatches', () => {
  it('keeps the best scores first and leaves out agents that score 0', () => {
    expect(ids([{ id: 1 }, { id: 2, industry: 'legal' }, { id: 3, difficulty: 'beginner' }, { id: 4, industry: 'legal', difficulty: 'beginner' }])).toEqual([
      [4, 65],
      [2, 40],
      [3, 25],
    ])
  })

  it('returns at most the limit', () => {
    const rows = Array.from({ length: 20 }, (_, index) => ({ id: index + 1, industry: 'legal' }))

    expect(ids(rows)).toHaveLength(6)
  })

  it('breaks ties by problem fit, then live links, then a rating with enough reviews, then completeness, then id', () => {
    const rows: Row[] = [
      { id: 1, industry: 'legal' },
      { id: 2, industry: 'legal', completeness: 5 },
      { id: 3, industry: 'legal', averageRating: 5, totalRatings: 2 },
      { id: 4, industry: 'legal', averageRating: 3.5, totalRatings: 10 },
      { id: 5, industry: 'legal', averageRating: 4.5, totalRatings: 10, isDemoted: true },
      { id: 6, industry: 'legal', category: 'content' },
      { id: 7, industry: 'legal' },
    ]

    // content fits "documents"; a demoted agent sinks below the rest; two reviews are not enough to count.
    expect(ids(rows, 7).map(([id]) => id)).toEqual([6, 4, 2, 1, 3, 7, 5])
  })

  it('scores every combination of columns exactly as the rules do (scoreAgent), for every answer', () => {
    const rows: Row[] = []
    for (const industry of INDUSTRIES)
      for (const category of CATEGORIES)
        for (const difficulty of DIFFICULTIES)
          rows.push({ id: rows.length + 1, industry, category, difficulty, infrastructure: INFRASTRUCTURES[rows.length % 4]!, complexity: DEPLOYMENT_COMPLEXITIES[rows.length % 3]!, selfDeployable: rows.length % 2 === 0 })
    rows.push({ id: rows.length + 1, industry: 'legal', infrastructure: null, complexity: null, selfDeployable: true })
    const features = featuresOf(rows)
    for (const primaryUse of PRIMARY_USES)
      for (const experience of TECH_EXPERIENCES)
        for (const preference of DEPLOYMENT_PREFERENCES)
          for (const time of TIME_COMMITMENTS) {
            const answers = { primaryUse: primaryUse.code, techExperience: experience.code, deploymentPreference: preference.code, timeCommitment: time.code, problemSolving: ['documents' as const], complexity: 3 }
            const target = resolveMatchTarget(answers)
            const [best] = pickTopMatches({ features, target, limit: 1 })
            const expected = Math.max(...rows.map((row) => scoreAgent({ industry: row.industry!, category: row.category ?? 'general', difficulty: row.difficulty ?? 'advanced', infrastructureNeeded: row.infrastructure ?? null, deploymentComplexity: row.complexity ?? null, selfDeployable: row.selfDeployable ?? false }, target)))
            expect(best?.score, JSON.stringify(answers)).toBe(expected)
          }
  })
})
