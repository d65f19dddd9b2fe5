import type { TMatchTarget } from './match-target.ts'

/** The agent columns the score reads. */
export type TScoredAgent = {
  industry: string
  category: string
  difficulty: string
  infrastructureNeeded: string | null
  deploymentComplexity: string | null
  /** null: the sources do not say; it earns no points. */
  selfDeployable: boolean | null
}

/** Spec §9's points; 100 at most. */
export const MATCH_POINTS = {
  useCase: 40,
  relatedUseCase: 20,
  difficulty: 25,
  adjacentDifficulty: 10,
  infrastructure: 20,
  relatedInfrastructure: 10,
  selfDeployable: 10,
  complexity: 5,
} as const

export type TScoreBreakdown = {
  useCase: number
  difficulty: number
  infrastructure: number
  selfDeployable: number
  complexity: number
}

function useCasePoints(agent: TScoredAgent, target: TMatchTarget): number {
  if (target.industries.has(agent.industry) || target.categories.has(agent.category)) return MATCH_POINTS.useCase
  if (target.relatedCategories.has(agent.category)) return MATCH_POINTS.relatedUseCase

  return 0
}

function difficultyPoints(agent: TScoredAgent, target: TMatchTarget): number {
  if (agent.difficulty === target.difficulty) return MATCH_POINTS.difficulty
  if (target.adjacentDifficulties.has(agent.difficulty)) return MATCH_POINTS.adjacentDifficulty

  return 0
}

function infrastructurePoints(agent: TScoredAgent, target: TMatchTarget): number {
  if (!target.infrastructure || !agent.infrastructureNeeded) return 0
  if (agent.infrastructureNeeded === target.infrastructure) return MATCH_POINTS.infrastructure
  if (target.relatedInfrastructures.has(agent.infrastructureNeeded)) return MATCH_POINTS.relatedInfrastructure

  return 0
}

/** Each rule's points for one agent: the reasons and the tests read these. */
export function scoreBreakdown(agent: TScoredAgent, target: TMatchTarget): TScoreBreakdown {
  return {
    useCase: useCasePoints(agent, target),
    difficulty: difficultyPoints(agent, target),
    infrastructure: infrastructurePoints(agent, target),
    selfDeployable: agent.selfDeployable && target.isTimeLimited ? MATCH_POINTS.selfDeployable : 0,
    complexity: agent.deploymentComplexity === target.deploymentComplexity ? MATCH_POINTS.complexity : 0,
  }
}

/** The match score (0–100): the sum of the rules, computed without allocating (it runs per agent). */
export function scoreAgent(agent: TScoredAgent, target: TMatchTarget): number {
  return (
    useCasePoints(agent, target) +
    difficultyPoints(agent, target) +
    infrastructurePoints(agent, target) +
    (agent.selfDeployable && target.isTimeLimited ? MATCH_POINTS.selfDeployable : 0) +
    (agent.deploymentComplexity === target.deploymentComplexity ? MATCH_POINTS.complexity : 0)
  )
}
