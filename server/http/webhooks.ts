import { Hono } from 'hono'
import { PAYMENT_RATE_LIMITS, receiveWebhook } from '../payments/index.ts'
import { rateLimit } from './rate-limit.ts'

/**
 * POST /webhooks/stripe: the provider's signed events. The body is read raw (the signature is
 * over its exact bytes); CSRF does not apply (server/http/csrf.ts), security headers do.
 */
export const webhookRoutes = new Hono().post('/stripe', rateLimit(PAYMENT_RATE_LIMITS.webhookPerAddress, { by: 'address' }), async (c) => {
  const rawBody = Buffer.from(await c.req.arrayBuffer()).toString('utf8')
  const receipt = await receiveWebhook({ rawBody, signature: c.req.header('stripe-signature') })

  return c.json(receipt)
})
