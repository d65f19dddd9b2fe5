import { desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { findUserContacts } from '../accounts/index.ts'
import { getAgentListing, type TAgentListing } from '../catalogue/index.ts'
import { isAppError } from '../shared/errors.ts'
import type { TClaimForReview, TFindClaimsQuery } from './claims.schemas.ts'
import { toClaim } from './to-claim.ts'

export type FindClaimsOptions = TFindClaimsQuery

async function listingOrNull(agentId: number): Promise<TAgentListing | null> {
  try {
    return await getAgentListing({ agentId })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null
    throw error
  }
}

/** The admin's claim queue: claims with one status (pending by default), with agent and claimant. */
export async function findClaims({ status, limit }: FindClaimsOptions): Promise<TClaimForReview[]> {
  const rows = await db
    .select()
    .from(agentClaims)
    .where(status === 'all' ? undefined : eq(agentClaims.status, status))
    .orderBy(status === 'pending' ? agentClaims.createdAt : desc(agentClaims.createdAt), agentClaims.id)
    .limit(limit)
  const contacts = await findUserContacts({ userIds: rows.map((row) => row.userId) })
  const claims: TClaimForReview[] = []
  for (const row of rows) {
    const agent = (await listingOrNull(row.agentId)) ?? { id: row.agentId, name: `Withdrawn agent ${row.agentId}`, repoFullName: null }
    const claimant = contacts.get(row.userId)
    claims.push({ ...toClaim({ row, agent, isCodeVisible: true }), claimant: claimant ? { id: claimant.id, name: claimant.name, email: claimant.email } : null })
  }

  return claims
}
