import { randomBytes } from 'node:crypto'
import { loadStripe } from './load-stripe.ts'
import { receiveWebhook, type TWebhookReceipt } from './receive-webhook.ts'
import { sandboxWebhookSecret } from './sandbox-secret.ts'

/**
 * The sandbox's stand-in for Stripe calling us: a Stripe-shaped event, signed as Stripe signs,
 * through the same code as POST /webhooks/stripe (signature check, ledger, handlers).
 */
export async function deliverSandboxEvent(type: string, object: Record<string, unknown>): Promise<TWebhookReceipt> {
  const payload = JSON.stringify({
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
  const signature = (await loadStripe()).webhooks.generateTestHeaderString({ payload, secret: await sandboxWebhookSecret() })

  return receiveWebhook({ rawBody: payload, signature })
}
