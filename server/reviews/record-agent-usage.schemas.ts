import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'

export const AGENT_USAGE_KINDS = ['purchase', 'deployment'] as const
export type TAgentUsageKind = (typeof AGENT_USAGE_KINDS)[number]

export const ZRecordAgentUsage = z.object({
  userId: z.number().int().positive().max(MAX_DATABASE_ID, 'No such record'),
  agentId: z.number().int().positive().max(MAX_DATABASE_ID, 'No such record'),
  kind: z.enum(AGENT_USAGE_KINDS),
  /** The payment's or deployment's own id (e.g. a Stripe Checkout Session id): replays record nothing new. */
  reference: z.string().trim().min(1).max(200),
})
export type TRecordAgentUsage = z.infer<typeof ZRecordAgentUsage>
