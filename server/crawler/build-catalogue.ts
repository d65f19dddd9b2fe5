import { INDUSTRIES, type Industry } from '../shared/taxonomy.ts'
import type { AgentDraft, ShippedCatalogue } from '../catalogue/index.ts'
import { deduplicateDrafts } from './deduplicate-drafts.ts'

export type CatalogueCounts = {
  duplicatesMerged: number
  total: number
  byIndustry: Record<Industry, number>
  byCategory: Record<string, number>
}

export type BuildCatalogueOptions = {
  drafts: readonly AgentDraft[]
  generatedAt: string
}

/** Merges duplicates and sorts the result (name, then link) so the same input gives the same file. */
export function buildCatalogue({ drafts, generatedAt }: BuildCatalogueOptions): { catalogue: ShippedCatalogue; counts: CatalogueCounts } {
  const agents = deduplicateDrafts(drafts)
    .map(({ agent }) => agent)
    .sort((left, right) => left.name.localeCompare(right.name, 'en', { sensitivity: 'base' }) || left.link.localeCompare(right.link))

  const byIndustry = Object.fromEntries(INDUSTRIES.map((industry) => [industry, 0])) as Record<Industry, number>
  const byCategory: Record<string, number> = {}
  for (const agent of agents) {
    byIndustry[agent.industry] += 1
    byCategory[agent.category] = (byCategory[agent.category] ?? 0) + 1
  }

  return {
    catalogue: { generatedAt, agents },
    counts: { duplicatesMerged: drafts.length - agents.length, total: agents.length, byIndustry, byCategory },
  }
}
