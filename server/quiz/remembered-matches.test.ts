import { describe, expect, it } from 'vitest'
import { AgentMatchFeatures } from '../catalogue/index.ts'
import type { TQuizAnswers, TQuizMatchResult } from './quiz.schemas.ts'
import { answersKey, rememberedMatches } from './remembered-matches.ts'

const answers: TQuizAnswers = { primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'hosted', timeCommitment: 'minimal', problemSolving: ['documents', 'finding-information'], complexity: 1 }
const features = () => new AgentMatchFeatures({ ids: new Int32Array(0) } as never)
const result = (score: number): TQuizMatchResult => ({ persona: { key: 'p' }, matches: [{ score }] }) as unknown as TQuizMatchResult

describe('rememberedMatches', () => {
  it('computes the same answers once per features read, whatever the order of the problems', async () => {
    const current = features()
    let computed = 0
    const compute = async () => result(++computed)

    const first = await rememberedMatches(current, answers, compute)
    const again = await rememberedMatches(current, { ...answers, problemSolving: [...answers.problemSolving].reverse() }, compute)

    expect(again).toBe(first)
    expect(computed).toBe(1)
    expect(answersKey({ ...answers, complexity: 2 })).not.toBe(answersKey(answers))
  })

  it('computes again for a new catalogue version (new features) and after a failure', async () => {
    let computed = 0
    const compute = async () => result(++computed)
    await rememberedMatches(features(), answers, compute)
    await rememberedMatches(features(), answers, compute)
    expect(computed).toBe(2)

    const current = features()
    await expect(rememberedMatches(current, answers, async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone')
    await rememberedMatches(current, answers, compute)
    expect(computed).toBe(3)
  })
})
