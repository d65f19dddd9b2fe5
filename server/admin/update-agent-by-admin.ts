import { withAudit, type TAuditActor } from '../audit/index.ts'
import { updateAgentListing, type TAgentListingChanges, type TUpdatedAgentListing } from '../catalogue/index.ts'
import type { TAdminAgentUpdate } from './admin.schemas.ts'

export type UpdateAgentByAdminOptions = { admin: TAuditActor; agentId: number; changes: TAdminAgentUpdate }

/**
 * An admin's correction of any field. Every changed field is locked (the crawler never writes it
 * again) and the before/after values go to the audit log.
 */
export async function updateAgentByAdmin({ admin, agentId, changes }: UpdateAgentByAdminOptions): Promise<TUpdatedAgentListing> {
  const { price, ...fields } = changes
  const listingChanges: TAgentListingChanges = { ...fields }
  if (price !== undefined) {
    listingChanges.priceCents = Math.round(price * 100)
    listingChanges.pricingType = price === 0 ? 'free' : 'paid'
  }

  return withAudit(
    () => updateAgentListing({ agentId, changes: listingChanges }),
    (result) => (result.changedFields.length ? { actor: admin, action: 'agent.update', targetType: 'agent', targetId: agentId, targetLabel: result.name, before: result.before, after: result.after } : null),
  )
}
