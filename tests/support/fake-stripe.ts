import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A real HTTP server on 127.0.0.1 that answers the Stripe API calls the payments domain makes
 * (customers, Checkout Sessions, payment intents, subscription updates, the billing portal,
 * refunds), honouring Idempotency-Key like Stripe: the same key answers the same object. The
 * official SDK is pointed at it (STRIPE_API_URL → host, port, protocol). Events are signed the
 * way Stripe signs them (signStripeEvent).
 */

export type FakeStripeRequest = { method: string; path: string; idempotencyKey: string | undefined; form: Record<string, string> }

export type FakeStripe = {
  origin: string
  requests: FakeStripeRequest[]
  /** Billing periods the fake answers for subscription updates, by subscription id. */
  subscriptions: Map<string, { start: number; end: number }>
  close: () => Promise<void>
}

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_0123456789'
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdef'

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)

  return Buffer.concat(chunks).toString('utf8')
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = []
  const byIdempotencyKey = new Map<string, unknown>()
  const subscriptions = new Map<string, { start: number; end: number }>()
  let sequence = 0

  function answer(path: string, form: Record<string, string>): { status: number; body: unknown } {
    sequence += 1
    const now = Math.floor(Date.now() / 1000)
    if (path === '/v1/customers') return { status: 200, body: { id: `cus_fake_${sequence}`, object: 'customer', email: form.email } }
    if (path === '/v1/checkout/sessions') {
      const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]))
      const id = `cs_test_fake_${sequence}`

      return {
        status: 200,
        body: { id, object: 'checkout.session', mode: form.mode, customer: form.customer, metadata, amount_total: Number(form['line_items[0][price_data][unit_amount]']), url: `https://checkout.stripe.test/c/pay/${id}`, success_url: form.success_url },
      }
    }
    if (path === '/v1/payment_intents') {
      const id = `pi_fake_${sequence}`

      return { status: 200, body: { id, object: 'payment_intent', amount: Number(form.amount), client_secret: `${id}_secret_fake`, status: 'requires_payment_method' } }
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (subscription) {
      const id = decodeURIComponent(subscription[1]!)
      const period = subscriptions.get(id) ?? { start: now, end: now + 30 * 86_400 }

      return { status: 200, body: { id, object: 'subscription', status: 'active', cancel_at_period_end: form.cancel_at_period_end === 'true', items: { data: [{ current_period_start: period.start, current_period_end: period.end }] } } }
    }
    if (path === '/v1/billing_portal/sessions') return { status: 200, body: { id: `bps_fake_${sequence}`, object: 'billing_portal.session', url: `https://billing.stripe.test/p/session_${sequence}` } }
    if (path === '/v1/refunds') return { status: 200, body: { id: `re_fake_${sequence}`, object: 'refund', status: 'succeeded', payment_intent: form.payment_intent } }

    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${path})` } } }
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)))
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined
    requests.push({ method: request.method ?? 'GET', path, idempotencyKey, form })
    let result: { status: number; body: unknown }
    if (idempotencyKey && byIdempotencyKey.has(`${path}|${idempotencyKey}`)) result = { status: 200, body: byIdempotencyKey.get(`${path}|${idempotencyKey}`) }
    else {
      result = answer(path, form)
      if (idempotencyKey && result.status === 200) byIdempotencyKey.set(`${path}|${idempotencyKey}`, result.body)
    }
    response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}` })
    response.end(JSON.stringify(result.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

let eventSequence = 0

export type StripeEventOptions = { id?: string; created?: number; secret?: string }

/** A Stripe event body and its Stripe-Signature header, signed like Stripe (HMAC-SHA256 of `t.payload`). */
export function signStripeEvent(type: string, object: Record<string, unknown>, { id, created, secret = FAKE_STRIPE_WEBHOOK_SECRET }: StripeEventOptions = {}) {
  eventSequence += 1
  const payload = JSON.stringify({ id: id ?? `evt_fake_${Date.now()}_${eventSequence}`, object: 'event', type, created: created ?? Math.floor(Date.now() / 1000), livemode: false, data: { object } })

  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}
