import { withAudit, type TAuditActor } from '../audit/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { grantPremium, revokePremiumGrants } from '../placement/index.ts'
import { AppError } from '../shared/errors.ts'
import { PRIORITY_SCORE } from '../shared/pricing.ts'
import { getPremiumStatus } from './get-premium-status.ts'
import { MANUAL_PREMIUM_DEFAULT_DAYS, MANUAL_PREMIUM_MAX_DAYS, type TPremiumStatus } from './admin.schemas.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export type SetAgentPremiumByAdminOptions = {
  admin: TAuditActor
  agentId: number
  isPremium: boolean
  /** When the manual grant ends; 30 days from now when absent. */
  endsAt?: Date
  priorityScore?: number
  now?: Date
}

/**
 * The admin's Make Premium / Remove Premium. Making premium replaces any earlier manual grant
 * with one marked as granted by this admin, ending at `endsAt`; removing revokes manual grants
 * only: what a builder paid for (upgrades, the subscription) stays. Audited in the same transaction.
 */
export async function setAgentPremiumByAdmin({ admin, agentId, isPremium, endsAt, priorityScore = PRIORITY_SCORE.default, now = new Date() }: SetAgentPremiumByAdminOptions): Promise<TPremiumStatus> {
  const agent = await getAgentListing({ agentId })
  const ends = endsAt ?? new Date(now.getTime() + MANUAL_PREMIUM_DEFAULT_DAYS * DAY_MS)
  if (isPremium && ends.getTime() <= now.getTime()) throw new AppError('BAD_REQUEST', 'The end date must be in the future.')
  if (isPremium && ends.getTime() > now.getTime() + MANUAL_PREMIUM_MAX_DAYS * DAY_MS) throw new AppError('BAD_REQUEST', `A manual grant lasts at most ${MANUAL_PREMIUM_MAX_DAYS} days.`)

  const before = await getPremiumStatus({ agentId })
  await withAudit(
    async () => {
      const revoked = await revokePremiumGrants({ agentId, sources: ['admin'] })
      const state = isPremium ? (await grantPremium({ agentId, source: 'admin', tier: 'admin', endsAt: ends, priorityScore, grantedByUserId: admin.id })).state : revoked.state

      return { revoked, state }
    },
    ({ revoked, state }) => ({
      actor: admin,
      action: isPremium ? 'agent.premium.grant' : 'agent.premium.revoke',
      targetType: 'agent',
      targetId: agentId,
      targetLabel: agent.name,
      before: { isPremium: before.isPremium, premiumUntil: before.premiumUntil, premiumTier: before.premiumTier, manualGrant: before.manualGrant },
      after: { isPremium: state.isPremium, premiumUntil: state.premiumUntil?.toISOString() ?? null, premiumTier: state.premiumTier, ...(isPremium ? { manualGrantEndsAt: ends.toISOString(), priorityScore } : { revokedManualGrants: revoked.revoked }) },
    }),
  )

  return getPremiumStatus({ agentId })
}
