import { withAudit } from '../audit/index.ts'
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
  // The refund's state, what it takes back and the audit entry commit together; the mail after.
  const updated = await withAudit(
    async () => {
      const refunded = await recordTransactionStatus({ transactionId: transaction.id, status: 'refunded', from: ['pending', 'succeeded', 'failed'], eventId, changes: { refundedAt: new Date() } })
      if (!refunded) return null
      const reference = transactionReference(refunded.id)
      if (refunded.kind === 'upgrade' && refunded.agentId !== null) await revokePremiumGrants({ agentId: refunded.agentId, reference })
      if (refunded.kind === 'deployment-service') await setDeploymentPayment(reference, 'refunded')
      if (refunded.kind === 'premium-listing' && refunded.userId !== null && refunded.subscriptionId) {
        await syncSubscriptionPremium({ userId: refunded.userId, subscriptionId: refunded.subscriptionId, paidUntil: null })
      }

      return refunded
    },
    (refunded) =>
      refunded && {
        actor: null,
        action: 'payment.refunded',
        targetType: 'transaction',
        targetId: refunded.id,
        targetLabel: refunded.description,
        before: { status: transaction.status },
        after: { status: 'refunded', amountCents: refunded.amountCents },
      },
  )
  if (!updated) return 'already refunded'
  await sendPaymentMail({ userId: updated.userId, subject: 'Your Agent Atlas refund', lines: [`We refunded ${formatUsd(updated.amountCents)} for: ${updated.description}.`, 'It reaches your card within 5 to 10 business days.'] })

  return 'refunded'
}
