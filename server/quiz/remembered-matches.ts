import type { AgentMatchFeatures } from '../catalogue/index.ts'
import type { TQuizAnswers, TQuizMatchResult } from './quiz.schemas.ts'

/** Bounds memory per catalogue version: a result is ~6 agent summaries (a few kB). */
const MAXIMUM_ENTRIES = 500

/** One map per features read: a new catalogue version brings new features, and the old map goes with them. */
const resultsByFeatures = new WeakMap<AgentMatchFeatures, Map<string, Promise<TQuizMatchResult>>>()

/** The answers as one key; the problems' order does not change the result. */
export function answersKey(answers: TQuizAnswers): string {
  return [answers.primaryUse, answers.techExperience, answers.deploymentPreference, answers.timeCommitment, [...answers.problemSolving].sort().join('+'), answers.complexity].join('|')
}

/**
 * The result for these answers against these features, computed once: a reload, a shared results
 * link or the next step of the plain-form quiz costs a map look-up. A failed computation is not kept.
 */
export function rememberedMatches(features: AgentMatchFeatures, answers: TQuizAnswers, compute: () => Promise<TQuizMatchResult>): Promise<TQuizMatchResult> {
  let results = resultsByFeatures.get(features)
  if (!results) {
    results = new Map()
    resultsByFeatures.set(features, results)
  }
  const key = answersKey(answers)
  const known = results.get(key)
  if (known) return known

  const computed = compute()
  results.set(key, computed)
  computed.catch(() => results.delete(key))
  if (results.size > MAXIMUM_ENTRIES) results.delete(results.keys().next().value!)

  return computed
}
