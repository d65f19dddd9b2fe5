import { recordAuditEvent } from '../audit/index.ts'
import { setDeploymentPayment } from '../deployments/index.ts'
import { revokePremiumGrants } from '../placement/index.ts'
import type { transactions } from '../../db/schema/index.ts'
import { formatUsd } from './format-usd.ts'
import { transactionReference } from './fulfil-transaction.ts'
import { recordTransactionStatus } from './record-transaction-status.ts'
import { sendPaymentMail } from './send-payment-mail.ts'
import { syncSubscriptionPremium } from './sync-subscription-premium.ts'

type TTransactionRow = typeof transactions.$inferSelect

/**
 * charge.refunded (full refunds): the transaction is refunded and what it bought is taken back
 * (the upgrade's placement, the subscription's current placement, the deployment service's
 * payment state). Arriving before the payment event, it still wins: a refunded transaction is
 * never completed afterwards.
 */
export async function applyChargeRefunded({ transaction, charge, eventId }: { transaction: TTransactionRow; charge: Record<string, unknown>; eventId: string }): Promise<string> {
  if (charge.refunded !== true) return 'partial refund: recorded by the provider only'
  const updated = await recordTransactionStatus({ transactionId: transaction.id, status: 'refunded', from: ['pending', 'succeeded', 'failed'], eventId, changes: { refundedAt: new Date() } })
  if (!updated) return 'already refunded'

  const reference = transactionReference(updated.id)
  if (updated.kind === 'upgrade' && updated.agentId !== null) await revokePremiumGrants({ agentId: updated.agentId, reference })
  if (updated.kind === 'deployment-service') await setDeploymentPayment(reference, 'refunded')
  if (updated.kind === 'premium-listing' && updated.userId !== null && updated.subscriptionId) {
    await syncSubscriptionPremium({ userId: updated.userId, subscriptionId: updated.subscriptionId, paidUntil: null })
  }
  await recordAuditEvent({
    actor: null,
    action: 'payment.refunded',
    targetType: 'transaction',
    targetId: updated.id,
    targetLabel: updated.description,
    before: { status: transaction.status },
    after: { status: 'refunded', amountCents: updated.amountCents },
  })
  await sendPaymentMail({ userId: updated.userId, subject: 'Your Agent Atlas refund', lines: [`We refunded ${formatUsd(updated.amountCents)} for: ${updated.description}.`, 'It reaches your card within 5 to 10 business days.'] })

  return 'refunded'
}
