import { z } from 'zod'

export const AGENT_USAGE_KINDS = ['purchase', 'deployment'] as const
export type TAgentUsageKind = (typeof AGENT_USAGE_KINDS)[number]

export const ZRecordAgentUsage = z.object({
  userId: z.number().int().positive(),
  agentId: z.number().int().positive(),
  kind: z.enum(AGENT_USAGE_KINDS),
  /** The payment's or deployment's own id (e.g. a Stripe Checkout Session id): replays record nothing new. */
  reference: z.string().trim().min(1).max(200),
})
export type TRecordAgentUsage = z.infer<typeof ZRecordAgentUsage>
