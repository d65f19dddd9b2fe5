import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { premiumGrants } from '../../db/schema/index.ts'

export type TPremiumGrant = typeof premiumGrants.$inferSelect

export type FindPremiumGrantsOptions = { agentId: number; activeOnly?: boolean }

/** An agent's grants, newest first: what the admin and the owner see behind a Premium label. */
export async function findPremiumGrants({ agentId, activeOnly = false }: FindPremiumGrantsOptions): Promise<TPremiumGrant[]> {
  const conditions = [eq(premiumGrants.agentId, agentId)]
  if (activeOnly) conditions.push(isNull(premiumGrants.revokedAt), gt(premiumGrants.endsAt, new Date()))

  return db.select().from(premiumGrants).where(and(...conditions)).orderBy(desc(premiumGrants.createdAt), desc(premiumGrants.id))
}
