import { CATEGORY_LABELS, INFRASTRUCTURE_LABELS, type Category, type Infrastructure } from '../shared/taxonomy.ts'
import type { TMatchTarget } from './match-target.ts'
import { PROBLEMS } from './quiz-questions.ts'
import { scoreBreakdown, MATCH_POINTS, type TScoredAgent } from './score-agent.ts'

const DIFFICULTY_REASONS: Record<string, string> = {
  beginner: 'beginner friendly',
  intermediate: 'right for some technical experience',
  advanced: 'built for developers',
}

const INFRASTRUCTURE_PHRASES: Record<Infrastructure, string> = {
  replit: 'runs on Replit',
  docker: 'runs on Docker',
  'cloud-run': 'runs hosted on Cloud Run',
  local: 'runs on your own computer',
}

export type ExplainMatchOptions = { agent: TScoredAgent; target: TMatchTarget; problems: readonly string[] }

/** Why an agent matched, one short phrase per rule that gave points, then the problems it helps with. */
export function explainMatch({ agent, target, problems }: ExplainMatchOptions): string[] {
  const points = scoreBreakdown(agent, target)
  const reasons: string[] = []
  const categoryLabel = CATEGORY_LABELS[agent.category as Category]?.toLowerCase() ?? agent.category

  if (points.useCase === MATCH_POINTS.useCase) reasons.push(target.primaryUseReason)
  else if (points.useCase > 0) reasons.push(`close to what you need: ${categoryLabel}`)

  if (points.difficulty === MATCH_POINTS.difficulty) reasons.push(DIFFICULTY_REASONS[agent.difficulty] ?? agent.difficulty)
  else if (points.difficulty > 0) reasons.push(`${agent.difficulty} level, one step from yours`)

  const infrastructure = agent.infrastructureNeeded as Infrastructure | null
  if (infrastructure && points.infrastructure === MATCH_POINTS.infrastructure) reasons.push(INFRASTRUCTURE_PHRASES[infrastructure])
  else if (infrastructure && points.infrastructure > 0) {
    reasons.push(`${INFRASTRUCTURE_PHRASES[infrastructure]}, close to ${INFRASTRUCTURE_LABELS[target.infrastructure!]}`)
  }

  if (points.selfDeployable > 0) reasons.push('you can deploy it yourself')
  if (points.complexity > 0) reasons.push(agent.deploymentComplexity === 'easy' ? 'quick to set up' : 'setup fits the time you have')

  for (const problem of PROBLEMS) {
    if (problems.includes(problem.code) && (problem.categories as readonly string[]).includes(agent.category)) {
      reasons.push(`helps with ${problem.label.toLowerCase()}`)
    }
  }

  return reasons
}
