import { withAudit, type TAuditActor } from '../audit/index.ts'
import { reclassifyAgents, type TReclassifiedAgent } from '../catalogue/index.ts'
import type { TReclassifyRequest } from './admin.schemas.ts'

export type ReclassifyAgentsByAdminOptions = TReclassifyRequest & { admin: TAuditActor }

/** Files one or many misfiled agents under another industry and/or category; one audit entry per agent changed. */
export async function reclassifyAgentsByAdmin({ admin, agentIds, industry, category }: ReclassifyAgentsByAdminOptions): Promise<TReclassifiedAgent[]> {
  return withAudit(
    () => reclassifyAgents({ agentIds, industry, category }),
    (changed) =>
      changed.map((agent) => ({ actor: admin, action: 'agent.reclassify', targetType: 'agent', targetId: agent.agentId, targetLabel: agent.name, before: agent.before, after: agent.after, note: agentIds.length > 1 ? `One of ${agentIds.length} agents reclassified together` : null })),
  )
}
