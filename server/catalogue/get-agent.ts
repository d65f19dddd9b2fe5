import { and, asc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { AGENT_SUMMARY_COLUMNS } from './agent-summary-columns.ts'
import { cachedPerCatalogueVersion } from './cached-per-catalogue-version.ts'
import type { GetAgentOptions, TAgentDetail } from './get-agent.schemas.ts'

async function readAgent(id: number): Promise<TAgentDetail> {
  const [agent] = await db
    .select({
      ...AGENT_SUMMARY_COLUMNS,
      apiEndpoint: agents.apiEndpoint,
      apiSource: agents.apiSource,
      modelId: agents.modelId,
      builderUrl: agents.builderUrl,
      deploymentGuide: agents.deploymentGuide,
      language: agents.language,
      licence: agents.licence,
      likes: agents.likes,
      downloads: agents.downloads,
      createdAt: agents.createdAt,
      updatedAt: agents.updatedAt,
    })
    .from(agents)
    .where(and(eq(agents.id, id), eq(agents.isActive, true)))
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found')

  const provenance = await db
    .select({ directory: agentProvenance.directory, licence: agentProvenance.licence, sourceUrl: agentProvenance.sourceUrl })
    .from(agentProvenance)
    .where(eq(agentProvenance.agentId, id))
    .orderBy(asc(agentProvenance.id))

  return {
    ...agent,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
    provenance,
  }
}

/** One active agent with everything its detail page shows; NOT_FOUND when missing or withdrawn. */
export async function getAgent({ id }: GetAgentOptions): Promise<TAgentDetail> {
  return cachedPerCatalogueVersion({ key: `agent:${id}`, load: () => readAgent(id) })
}
