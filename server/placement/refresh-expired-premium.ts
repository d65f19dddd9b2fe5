import { and, eq, lte } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'
import { refreshAgentPremium } from './refresh-agent-premium.ts'

/**
 * Agents whose premium ended keep is_premium until refreshed; reads already ignore them
 * (IS_CURRENTLY_PREMIUM checks premium_until). Run periodically so the stored columns catch up,
 * e.g. an expired upgrade while a longer subscription grant still runs.
 */
export async function refreshExpiredPremium(): Promise<number> {
  const expired = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.isPremium, true), lte(agents.premiumUntil, new Date())))
  for (const { id } of expired) await refreshAgentPremium(id)

  return expired.length
}
