import { createDeploymentRequest } from '../deployments/index.ts'
import { grantPremium } from '../placement/index.ts'
import { recordAgentUsage } from '../reviews/index.ts'
import { upgradeTier } from '../shared/pricing.ts'
import type { transactions } from '../../db/schema/index.ts'

type TTransactionRow = typeof transactions.$inferSelect

const DAY_MS = 86_400_000

/** The reference every effect of one payment carries: each effect happens once per payment. */
export function transactionReference(transactionId: number): string {
  return `transaction:${transactionId}`
}

/**
 * What a confirmed payment buys, each step idempotent per payment so a retried event after a
 * crash finishes the job without doing any of it twice. Subscriptions are granted per paid invoice.
 */
export async function fulfilTransaction(transaction: TTransactionRow, paidAt: Date): Promise<void> {
  const reference = transactionReference(transaction.id)
  const { userId, agentId } = transaction
  if (agentId === null || userId === null) return
  switch (transaction.kind) {
    case 'upgrade': {
      const tier = upgradeTier(transaction.tier ?? '')
      if (!tier) return
      await grantPremium({ agentId, source: 'upgrade', tier: tier.code, endsAt: new Date(paidAt.getTime() + tier.days * DAY_MS), grantedByUserId: userId, reference })
      return
    }
    case 'agent-purchase':
      await recordAgentUsage({ userId, agentId, kind: 'purchase', reference })
      return
    case 'deployment-service':
      await createDeploymentRequest({ userId, agentId, service: 'full-service', paymentStatus: 'paid', paymentReference: reference })
      await recordAgentUsage({ userId, agentId, kind: 'purchase', reference })
      return
  }
}
