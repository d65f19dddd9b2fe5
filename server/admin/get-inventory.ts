import { countInventory } from '../catalogue/index.ts'
import type { TInventoryResponse } from './admin.schemas.ts'

function percentage(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10
}

/**
 * The spec's Inventory response: live agents, free against premium now, broken down five ways,
 * and the top 20 tags. Counted by the catalogue in one cached scan (see countInventory).
 */
export async function getInventory(): Promise<TInventoryResponse> {
  const { total, paid, breakdowns, topTags } = await countInventory()
  const free = total - paid

  return {
    overview: { total, free, paid, freePercentage: percentage(free, total), paidPercentage: percentage(paid, total) },
    byUseCase: [...breakdowns.useCase],
    byDifficulty: [...breakdowns.difficulty],
    bySource: [...breakdowns.source],
    byDeploymentComplexity: [...breakdowns.deploymentComplexity],
    byInfrastructure: [...breakdowns.infrastructure],
    topTags: [...topTags],
  }
}
