import { AGENT_SOURCE_LABELS, INDUSTRY_LABELS, INFRASTRUCTURE_LABELS, labelFromCode } from '../../../server/shared/taxonomy.ts'

/** The breakdowns of the inventory page, in the order of the selector (spec: use case, difficulty, source, deployment complexity, infrastructure). */
export const INVENTORY_VIEWS = [
  { key: 'useCase', field: 'byUseCase', label: 'Use case' },
  { key: 'difficulty', field: 'byDifficulty', label: 'Difficulty' },
  { key: 'source', field: 'bySource', label: 'Source' },
  { key: 'deploymentComplexity', field: 'byDeploymentComplexity', label: 'Deployment complexity' },
  { key: 'infrastructure', field: 'byInfrastructure', label: 'Infrastructure' },
] as const

export type TInventoryView = (typeof INVENTORY_VIEWS)[number]

/** A category code as people read it: 'hr-recruitment' → 'HR & Recruiting', 'unknown' → 'Not classified yet'. */
export function categoryLabel(view: TInventoryView['key'], code: string): string {
  if (code === 'unknown') return 'Not classified yet'
  const labels: Record<string, string> = view === 'useCase' ? INDUSTRY_LABELS : view === 'source' ? AGENT_SOURCE_LABELS : view === 'infrastructure' ? INFRASTRUCTURE_LABELS : {}

  return labels[code] ?? labelFromCode(code)
}
