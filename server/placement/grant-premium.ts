import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { db } from '../../db/client.ts'
import { agents, premiumGrants } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { PREMIUM_TIERS, PRIORITY_SCORE } from '../shared/pricing.ts'
import type { TPlacementExecutor } from './placement-executor.ts'
import { refreshAgentPremium, type TAgentPremiumState } from './refresh-agent-premium.ts'

export const ZGrantPremium = z.object({
  agentId: z.number().int().positive().max(2_147_483_647),
  source: z.enum(['upgrade', 'subscription', 'admin']),
  tier: z.enum(PREMIUM_TIERS as [string, ...string[]]),
  endsAt: z.date(),
  startsAt: z.date().optional(),
  priorityScore: z.number().int().min(PRIORITY_SCORE.min).max(PRIORITY_SCORE.max).default(PRIORITY_SCORE.default),
  grantedByUserId: z.number().int().positive().nullable().default(null),
  /** The payment behind a paid grant: granting twice for one reference changes nothing. */
  reference: z.string().min(1).max(200).nullable().default(null),
})
export type GrantPremiumOptions = z.input<typeof ZGrantPremium>

export type TGrantPremiumResult = { grantId: number; isNew: boolean; state: TAgentPremiumState }

/**
 * Records a premium grant and re-derives the agent's placement. Idempotent per payment reference,
 * so a replayed or retried payment event grants once.
 */
export async function grantPremium(options: GrantPremiumOptions, executor: TPlacementExecutor = db): Promise<TGrantPremiumResult> {
  const grant = ZGrantPremium.parse(options)
  const [agent] = await executor.select({ id: agents.id }).from(agents).where(eq(agents.id, grant.agentId))
  if (!agent) throw new AppError('NOT_FOUND', 'Agent not found')

  if (grant.reference) {
    const [existing] = await executor
      .select({ id: premiumGrants.id })
      .from(premiumGrants)
      .where(and(eq(premiumGrants.agentId, grant.agentId), eq(premiumGrants.reference, grant.reference)))
    if (existing) return { grantId: existing.id, isNew: false, state: await refreshAgentPremium(grant.agentId, executor) }
  }
  const [inserted] = await executor
    .insert(premiumGrants)
    .values({ ...grant, startsAt: grant.startsAt ?? new Date() })
    .returning({ id: premiumGrants.id })

  return { grantId: inserted!.id, isNew: true, state: await refreshAgentPremium(grant.agentId, executor) }
}
