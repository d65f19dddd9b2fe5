import type { agentClaims } from '../../db/schema/index.ts'
import type { TClaim, TClaimMethod, TClaimStatus } from './claims.schemas.ts'

export type ClaimRow = typeof agentClaims.$inferSelect

export type ToClaimOptions = {
  row: ClaimRow
  agent: { id: number; name: string; repoFullName: string | null }
  /** The code is for the claimant and admins only. */
  isCodeVisible: boolean
}

export function toClaim({ row, agent, isCodeVisible }: ToClaimOptions): TClaim {
  return {
    id: row.id,
    agentId: row.agentId,
    agentName: agent.name,
    agentUrl: `/agents/${agent.id}`,
    method: row.method as TClaimMethod,
    status: row.status as TClaimStatus,
    verificationCode: isCodeVisible ? row.verificationCode : null,
    repository: row.method === 'github-file' ? agent.repoFullName : null,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
