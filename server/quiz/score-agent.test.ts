import { describe, expect, it } from 'vitest'
import { resolveMatchTarget } from './match-target.ts'
import type { TQuizAnswers } from './quiz.schemas.ts'
import { scoreAgent, scoreBreakdown, type TScoredAgent } from './score-agent.ts'

const ANSWERS: TQuizAnswers = {
  primaryUse: 'legal',
  techExperience: 'none',
  deploymentPreference: 'docker',
  timeCommitment: 'minimal',
  problemSolving: ['documents'],
  complexity: 2,
}

/** An agent that earns nothing against ANSWERS; each test changes the one column its rule reads. */
const NOTHING: TScoredAgent = {
  industry: 'general',
  category: 'coding',
  difficulty: 'advanced',
  infrastructureNeeded: 'local',
  deploymentComplexity: 'hard',
  selfDeployable: false,
}

function points(agent: Partial<TScoredAgent>, answers: Partial<TQuizAnswers> = {}) {
  return scoreBreakdown({ ...NOTHING, ...agent }, resolveMatchTarget({ ...ANSWERS, ...answers }))
}

describe('match score (spec §9)', () => {
  it('gives nothing to an agent that fits no rule', () => {
    expect(scoreAgent(NOTHING, resolveMatchTarget(ANSWERS))).toBe(0)
  })

  describe('use case', () => {
    it('+40 when the agent serves the chosen industry', () => {
      expect(points({ industry: 'legal' }).useCase).toBe(40)
    })
    it('+40 when the agent does the chosen kind of work', () => {
      expect(points({ category: 'automation' }, { primaryUse: 'automation' }).useCase).toBe(40)
      expect(points({ category: 'data' }, { primaryUse: 'analytics' }).useCase).toBe(40)
    })
    it('+20 for automation vs support or marketing, both ways', () => {
      expect(points({ category: 'support' }, { primaryUse: 'automation' }).useCase).toBe(20)
      expect(points({ category: 'marketing' }, { primaryUse: 'automation' }).useCase).toBe(20)
      expect(points({ category: 'automation' }, { primaryUse: 'marketing' }).useCase).toBe(20)
      expect(points({ category: 'automation' }, { primaryUse: 'customer-service' }).useCase).toBe(20)
    })
    it('+20 for research vs analytics, both ways', () => {
      expect(points({ category: 'analytics' }, { primaryUse: 'research' }).useCase).toBe(20)
      expect(points({ category: 'research' }, { primaryUse: 'analytics' }).useCase).toBe(20)
    })
    it('nothing for unrelated work (support is not related to marketing)', () => {
      expect(points({ category: 'support' }, { primaryUse: 'marketing' }).useCase).toBe(0)
      expect(points({ industry: 'healthcare' }).useCase).toBe(0)
    })
  })

  describe('difficulty vs experience', () => {
    it('+25 when the difficulty equals the experience', () => {
      expect(points({ difficulty: 'beginner' }).difficulty).toBe(25)
      expect(points({ difficulty: 'intermediate' }, { techExperience: 'some' }).difficulty).toBe(25)
      expect(points({ difficulty: 'advanced' }, { techExperience: 'developer' }).difficulty).toBe(25)
    })
    it('+10 one level away, nothing two levels away', () => {
      expect(points({ difficulty: 'intermediate' }).difficulty).toBe(10)
      expect(points({ difficulty: 'beginner' }, { techExperience: 'some' }).difficulty).toBe(10)
      expect(points({ difficulty: 'advanced' }, { techExperience: 'some' }).difficulty).toBe(10)
      expect(points({ difficulty: 'advanced' }).difficulty).toBe(0)
    })
  })

  describe('infrastructure vs preference', () => {
    it('+20 when the agent runs where the visitor wants', () => {
      expect(points({ infrastructureNeeded: 'docker' }).infrastructure).toBe(20)
      expect(points({ infrastructureNeeded: 'cloud-run' }, { deploymentPreference: 'hosted' }).infrastructure).toBe(20)
      expect(points({ infrastructureNeeded: 'replit' }, { deploymentPreference: 'browser' }).infrastructure).toBe(20)
      expect(points({ infrastructureNeeded: 'local' }, { deploymentPreference: 'local' }).infrastructure).toBe(20)
    })
    it('+10 for replit vs docker and docker vs cloud, both ways', () => {
      expect(points({ infrastructureNeeded: 'replit' }).infrastructure).toBe(10)
      expect(points({ infrastructureNeeded: 'cloud-run' }).infrastructure).toBe(10)
      expect(points({ infrastructureNeeded: 'docker' }, { deploymentPreference: 'browser' }).infrastructure).toBe(10)
      expect(points({ infrastructureNeeded: 'docker' }, { deploymentPreference: 'hosted' }).infrastructure).toBe(10)
    })
    it('nothing for replit vs cloud, an unknown infrastructure, or no preference', () => {
      expect(points({ infrastructureNeeded: 'replit' }, { deploymentPreference: 'hosted' }).infrastructure).toBe(0)
      expect(points({ infrastructureNeeded: null }).infrastructure).toBe(0)
      expect(points({ infrastructureNeeded: 'docker' }, { deploymentPreference: 'unsure' }).infrastructure).toBe(0)
    })
  })

  describe('self-deployable with non-extensive time', () => {
    it('+10 for a self-deployable agent unless the time is extensive', () => {
      for (const timeCommitment of ['minimal', 'moderate', 'significant'] as const) {
        expect(points({ selfDeployable: true }, { timeCommitment }).selfDeployable).toBe(10)
      }
      expect(points({ selfDeployable: true }, { timeCommitment: 'extensive' }).selfDeployable).toBe(0)
      expect(points({ selfDeployable: false }).selfDeployable).toBe(0)
      // The sources do not say: no points, never a claim.
      expect(points({ selfDeployable: null }, { timeCommitment: 'minimal' }).selfDeployable).toBe(0)
    })
  })

  describe('complexity matches time', () => {
    it('+5 when the deployment complexity fits the time: easy for under an hour, medium for hours, hard for days or ongoing', () => {
      expect(points({ deploymentComplexity: 'easy' }, { timeCommitment: 'minimal' }).complexity).toBe(5)
      expect(points({ deploymentComplexity: 'medium' }, { timeCommitment: 'moderate' }).complexity).toBe(5)
      expect(points({ deploymentComplexity: 'hard' }, { timeCommitment: 'significant' }).complexity).toBe(5)
      expect(points({ deploymentComplexity: 'hard' }, { timeCommitment: 'extensive' }).complexity).toBe(5)
      expect(points({ deploymentComplexity: 'easy' }, { timeCommitment: 'moderate' }).complexity).toBe(0)
      expect(points({ deploymentComplexity: null }).complexity).toBe(0)
    })
  })

  it('adds the rules up to 100 for a perfect match, and scoreAgent equals the breakdown', () => {
    const perfect: TScoredAgent = { industry: 'legal', category: 'content', difficulty: 'beginner', infrastructureNeeded: 'docker', deploymentComplexity: 'easy', selfDeployable: true }
    const target = resolveMatchTarget(ANSWERS)
    const breakdown = scoreBreakdown(perfect, target)

    expect(breakdown).toEqual({ useCase: 40, difficulty: 25, infrastructure: 20, selfDeployable: 10, complexity: 5 })
    expect(scoreAgent(perfect, target)).toBe(100)
    expect(scoreAgent({ ...perfect, difficulty: 'intermediate', infrastructureNeeded: 'replit' }, target)).toBe(40 + 10 + 10 + 10 + 5)
  })
})
