import { asc, eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { DEPLOYMENT_FACT_COLUMNS } from '../shared/deployment-fact-columns.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'

export type TDeploymentCandidate = {
  id: number
  slug: string
  name: string
  description: string
  source: string
  link: string
  tags: string[]
  language: string | null
  modelId: string | null
  deploymentGuide: string | null
  /** The stored facts: the derivation's, or what an owner or admin stated. */
  selfDeployable: boolean | null
  deploymentComplexity: string | null
  infrastructureNeeded: string | null
  industry: string
  difficulty: string
  priceCents: number
  averageRating: number
  totalRatings: number
  popularity: number | null
}

/**
 * Every active agent with the fields deployment facts are derived from (server/assistant), most
 * popular first; cached per catalogue version, so the deployment page reads the table once per change.
 */
export async function listAgentsForDeployment(): Promise<TDeploymentCandidate[]> {
  return cachedPerCatalogueVersion({
    key: 'deployment-candidates',
    load: () =>
      db
        .select({
          ...DEPLOYMENT_FACT_COLUMNS,
          slug: agents.slug,
          industry: agents.industry,
          difficulty: agents.difficulty,
          priceCents: agents.priceCents,
          averageRating: agents.averageRating,
          totalRatings: agents.totalRatings,
          popularity: agents.popularity,
        })
        .from(agents)
        .where(eq(agents.isActive, true))
        .orderBy(agents.isDemoted, sql`${agents.popularity} desc nulls last`, asc(agents.id)),
  })
}
