import { and, desc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { getAgentOwnership } from '../listings/index.ts'
import type { TClaim } from './claims.schemas.ts'
import { toClaim } from './to-claim.ts'

export type GetListingOwnershipOptions = { agentId: number; viewerId: number | null }

export type TListingOwnership = {
  /** The builder who manages the listing, by name; null while nobody claimed it. */
  ownerName: string | null
  isOwner: boolean
  /** A signed-in member may start (or continue) a claim. */
  canClaim: boolean
  /** The viewer's latest claim on this agent, with the code when it is theirs. */
  viewerClaim: TClaim | null
}

/** Who manages a listing, and where the viewer stands with it: for the agent, claim and edit pages. */
export async function getListingOwnership({ agentId, viewerId }: GetListingOwnershipOptions): Promise<TListingOwnership> {
  const agent = await getAgentListing({ agentId })
  const ownership = await getAgentOwnership({ agentId, viewerId })
  const [latest] =
    viewerId === null
      ? []
      : await db
          .select()
          .from(agentClaims)
          .where(and(eq(agentClaims.agentId, agentId), eq(agentClaims.userId, viewerId)))
          .orderBy(desc(agentClaims.createdAt), desc(agentClaims.id))
          .limit(1)

  return {
    ownerName: ownership.ownerName,
    isOwner: ownership.isOwner,
    canClaim: ownership.canClaim,
    viewerClaim: latest ? toClaim({ row: latest, agent, isCodeVisible: true }) : null,
  }
}
