import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumGrants } from '../../db/schema/index.ts'
import type { TPlacementExecutor } from './placement-executor.ts'
import { refreshAgentPremium, type TAgentPremiumState } from './refresh-agent-premium.ts'

export type RevokePremiumGrantsOptions = {
  agentId: number
  /** Only grants of these sources: an admin removing premium revokes 'admin' grants, never paid ones. */
  sources?: ('upgrade' | 'subscription' | 'admin')[]
  /** Only the grant of this payment (a refund). */
  reference?: string
}

export type TRevokePremiumGrantsResult = { revoked: number; state: TAgentPremiumState }

/** Ends active grants now and re-derives the agent's placement. */
export async function revokePremiumGrants(options: RevokePremiumGrantsOptions, executor: TPlacementExecutor = db): Promise<TRevokePremiumGrantsResult> {
  const conditions: SQL[] = [eq(premiumGrants.agentId, options.agentId), isNull(premiumGrants.revokedAt), gt(premiumGrants.endsAt, new Date())]
  if (options.sources) conditions.push(inArray(premiumGrants.source, options.sources))
  if (options.reference) conditions.push(eq(premiumGrants.reference, options.reference))
  const revoked = await executor
    .update(premiumGrants)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: premiumGrants.id })

  return { revoked: revoked.length, state: await refreshAgentPremium(options.agentId, executor) }
}
