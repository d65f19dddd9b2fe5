import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agentClaims } from '../../db/schema/index.ts'
import { getAgentListing } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { claimInstructions } from './claim-instructions.ts'
import type { TClaimResult } from './claims.schemas.ts'
import { toClaim } from './to-claim.ts'

export type StartClaimOptions = { agentId: number; userId: number }

function verificationCode(): string {
  return `agent-atlas-verify=${randomBytes(12).toString('hex')}`
}

/**
 * A member asks to own a listing. A GitHub agent is claimed by proving control of the
 * repository (a code to publish in it); any other agent waits for an admin. Asking again
 * returns the open claim with the same code.
 */
export async function startClaim({ agentId, userId }: StartClaimOptions): Promise<TClaimResult> {
  const agent = await getAgentListing({ agentId })
  if (agent.ownerUserId === userId) throw new AppError('CONFLICT', 'You manage this listing already.')
  if (agent.ownerUserId !== null) throw new AppError('CONFLICT', 'This listing is managed by its builder already.')

  const isOpen = and(eq(agentClaims.agentId, agentId), eq(agentClaims.userId, userId), eq(agentClaims.status, 'pending'))
  const method = agent.repoFullName ? 'github-file' : 'admin'
  const [inserted] = await db
    .insert(agentClaims)
    .values({ agentId, userId, method, verificationCode: method === 'github-file' ? verificationCode() : null })
    .onConflictDoNothing()
    .returning()
  const row = inserted ?? (await db.select().from(agentClaims).where(isOpen).limit(1))[0]
  if (!row) throw new Error('The claim was neither stored nor found')

  const claim = toClaim({ row, agent, isCodeVisible: true })

  return { claim, instructions: claimInstructions(claim) }
}
