import { withAudit, type TAuditActor } from '../audit/index.ts'
import { setAgentActive, type TSetAgentActiveResult } from '../catalogue/index.ts'

export type SetAgentVisibilityByAdminOptions = { admin: TAuditActor; agentId: number; isVisible: boolean; note?: string | null }

/** Hides an agent from every page and search, or restores it; crawls never undo it. Audited. */
export async function setAgentVisibilityByAdmin({ admin, agentId, isVisible, note = null }: SetAgentVisibilityByAdminOptions): Promise<TSetAgentActiveResult> {
  return withAudit(
    () => setAgentActive({ agentId, isActive: isVisible }),
    (result) =>
      result.wasActive === result.isActive
        ? null
        : { actor: admin, action: isVisible ? 'agent.restore' : 'agent.hide', targetType: 'agent', targetId: agentId, targetLabel: result.name, before: { isActive: result.wasActive }, after: { isActive: result.isActive }, note },
  )
}
