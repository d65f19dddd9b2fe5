import { withAudit, type TAuditActor } from '../audit/index.ts'
import { mergeAgents, type TMergedAgents } from '../catalogue/index.ts'

export type MergeAgentsByAdminOptions = { admin: TAuditActor; keepAgentId: number; duplicateAgentId: number }

/** Two records of one agent become one, keeping both provenances (see mergeAgents). Audited on both records. */
export async function mergeAgentsByAdmin({ admin, keepAgentId, duplicateAgentId }: MergeAgentsByAdminOptions): Promise<TMergedAgents> {
  return withAudit(
    () => mergeAgents({ keepAgentId, duplicateAgentId }),
    (merged) => [
      {
        actor: admin,
        action: 'agent.merge',
        targetType: 'agent',
        targetId: keepAgentId,
        targetLabel: merged.keep.name,
        before: { duplicate: merged.duplicate },
        after: { provenance: merged.provenance, addedTags: merged.addedTags, duplicateHidden: true },
      },
      {
        actor: admin,
        action: 'agent.merged-away',
        targetType: 'agent',
        targetId: duplicateAgentId,
        targetLabel: merged.duplicate.name,
        before: { isActive: true },
        after: { isActive: false, mergedIntoAgentId: keepAgentId },
      },
    ],
  )
}
