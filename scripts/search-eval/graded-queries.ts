import { readFileSync } from 'node:fs'

/** A graded search of the sets in this folder: grades 0–3 per agent key (agent-key.ts). */
export type GradedQuery = { query: string; group: string; grades: Record<string, number> }

/** The searches of one set file of this folder ('./held-out-queries.json'). */
export function readGradedQueries(file: string): GradedQuery[] {
  return (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { queries: GradedQuery[] }).queries
}

const discountedGain = (grades: number[]) => grades.reduce((sum, grade, rank) => sum + (2 ** grade - 1) / Math.log2(rank + 2), 0)

/**
 * nDCG@10 of a ranking (agent keys, best first). The ideal is the ten best grades among the agents
 * the catalogue holds: a graded agent it no longer has costs nothing.
 */
export function ndcgAt10(keys: string[], grades: Record<string, number>, catalogueKeys: ReadonlySet<string> | ReadonlyMap<string, unknown>): number {
  const ideal = Object.entries(grades)
    .filter(([key]) => catalogueKeys.has(key))
    .map(([, grade]) => grade)
    .sort((a, b) => b - a)
    .slice(0, 10)

  return discountedGain(keys.slice(0, 10).map((key) => grades[key] ?? 0)) / (discountedGain(ideal) || 1)
}
