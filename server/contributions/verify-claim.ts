import { and, eq, ne } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { setAgentOwner } from '../listings/index.ts'
import { AppError } from '../shared/errors.ts'
import { claimInstructions } from './claim-instructions.ts'
import { CLAIM_FILES_DESCRIPTION, type TClaimResult } from './claims.schemas.ts'
import { findCodeInRepository } from './find-code-in-repository.ts'
import { toClaim } from './to-claim.ts'

export type VerifyClaimOptions = { claimId: number; userId: number; now?: Date }

/**
 * Looks for the claim's code in the repository (README or `.agent-atlas`, default branch,
 * through the crawler's raw-content client). Found: the claimant owns the listing and other
 * open claims on it are closed. Not found: 422 and the claim stays open for another try.
 */
export async function verifyClaim({ claimId, userId, now = new Date() }: VerifyClaimOptions): Promise<TClaimResult> {
  const [row] = await db.select().from(agentClaims).where(eq(agentClaims.id, claimId))
  // Someone else's claim is not theirs to verify, nor to know about.
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Claim not found')
  if (row.method !== 'github-file' || !row.verificationCode) throw new AppError('CONFLICT', 'This claim is decided by an admin, not by a code in the repository.')
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This claim was ${row.status} already.`)

  const agent = await getAgentListing({ agentId: row.agentId })
  if (!agent.repoFullName) throw new AppError('CONFLICT', 'This listing has no GitHub repository to verify against; an admin will decide the claim.')
  const foundIn = await findCodeInRepository({ repoFullName: agent.repoFullName, code: row.verificationCode })
  if (!foundIn) {
    const note = `The code was not found in ${CLAIM_FILES_DESCRIPTION} of ${agent.repoFullName} (default branch).`
    await db.update(agentClaims).set({ note }).where(eq(agentClaims.id, claimId))
    throw new AppError('UNPROCESSABLE', `${note} Commit it, wait a minute, then verify again.`)
  }

  const ownership = await setAgentOwner({ agentId: agent.id, ownerUserId: userId })
  if (ownership !== 'owned') throw new AppError('CONFLICT', 'This listing is managed by its builder already.')
  const [verified] = await db
    .update(agentClaims)
    .set({ status: 'verified', decidedAt: now, note: `Code found in ${foundIn}.` })
    .where(eq(agentClaims.id, claimId))
    .returning()
  await db
    .update(agentClaims)
    .set({ status: 'rejected', decidedAt: now, note: 'Another member proved they build this agent.' })
    .where(and(eq(agentClaims.agentId, agent.id), eq(agentClaims.status, 'pending'), ne(agentClaims.id, claimId)))
  const claim = toClaim({ row: verified ?? row, agent, isCodeVisible: true })

  return { claim, instructions: claimInstructions(claim) }
}
