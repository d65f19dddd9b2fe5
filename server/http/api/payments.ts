import { Hono } from 'hono'
import { z } from 'zod'
import {
  PAYMENT_RATE_LIMITS,
  ZCheckoutAnswer,
  ZCreateCheckoutRequest,
  ZCreateCheckoutSessionRequest,
  ZCreatePaymentIntentRequest,
  ZPaymentIntentAnswer,
  ZPremiumStatus,
  ZTransactionIdParameters,
  cancelPremiumSubscription,
  getPremiumStatus,
  openBillingPortal,
  refundTransaction,
  startCheckout,
  startPaymentIntent,
  type TPurchase,
} from '../../payments/index.ts'
import { AppError } from '../../shared/errors.ts'
import { type AuthEnv, requireAdminMiddleware, requireUserMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { rateLimit } from '../rate-limit.ts'
import { validate } from '../validate.ts'

const limitCheckouts = rateLimit(PAYMENT_RATE_LIMITS.checkoutPerAccount, { by: 'user' })

/** spec §7 create-checkout: agentId + tier → upgrade; agentId alone → buy the agent; product picks another purchase. */
function purchaseFrom(body: z.infer<typeof ZCreateCheckoutRequest>): TPurchase {
  const kind = body.product ?? (body.tier ? 'upgrade' : 'agent-purchase')
  if (kind === 'premium-listing') return { kind }
  if (kind === 'test-payment') throw new AppError('BAD_REQUEST', 'Test payments start from /stripe-test.')
  if (body.agentId === undefined) throw new AppError('BAD_REQUEST', 'agentId: Required for this purchase.')
  if (kind === 'upgrade') {
    if (!body.tier) throw new AppError('BAD_REQUEST', 'tier: Choose basic, professional or enterprise.')

    return { kind, agentId: body.agentId, tier: body.tier }
  }

  return { kind, agentId: body.agentId }
}

/** Checkout, the Premium Listing subscription and the admin's manual premium (spec §7 payment calls). */
export const paymentRoutes = new Hono<AuthEnv>()
  // POST /api/create-checkout-session – upgrade one of my agents to a tier
  .post('/create-checkout-session', requireUserMiddleware, limitCheckouts, validate('json', ZCreateCheckoutSessionRequest), async (c) => {
    const { agentId, priceId } = c.req.valid('json')
    const checkout = await startCheckout({ user: c.var.user, purchase: { kind: 'upgrade', agentId, tier: priceId } })

    return c.json(checkout, 201)
  })
  // POST /api/payments/create-checkout – buy a paid agent (or another purchase); the price sent is ignored
  .post('/payments/create-checkout', requireUserMiddleware, limitCheckouts, validate('json', ZCreateCheckoutRequest), async (c) =>
    c.json(await startCheckout({ user: c.var.user, purchase: purchaseFrom(c.req.valid('json')) }), 201),
  )
  // POST /api/create-subscription – the Premium Listing ($29/month) checkout
  .post('/create-subscription', requireUserMiddleware, limitCheckouts, async (c) => c.json(await startCheckout({ user: c.var.user, purchase: { kind: 'premium-listing' } }), 201))
  // POST /api/create-payment-intent – a one-off payment confirmed by the client; the amount is the server's
  .post('/create-payment-intent', requireUserMiddleware, limitCheckouts, validate('json', ZCreatePaymentIntentRequest), async (c) => {
    const body = c.req.valid('json')
    let purchase: TPurchase
    if (body.product === 'test-payment') purchase = { kind: 'test-payment', amountCents: Math.round(Number(body.amount) * 100) }
    else if (body.agentId === undefined) throw new AppError('BAD_REQUEST', 'agentId: Required for this purchase.')
    else if (body.product === 'upgrade') purchase = { kind: 'upgrade', agentId: body.agentId, tier: body.tier ?? 'basic' }
    else purchase = { kind: body.product, agentId: body.agentId }
    const intent = await startPaymentIntent({ user: c.var.user, purchase })

    return c.json({ clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId, amountCents: intent.amountCents, url: intent.url }, 201)
  })
  // GET /api/user/premium-status – my Premium Listing: status and next billing date
  .get('/user/premium-status', requireUserMiddleware, async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await getPremiumStatus(c.var.user.id))
  })
  // POST /api/user/premium/cancel – cancel at the end of the paid period
  .post('/user/premium/cancel', requireUserMiddleware, limitCheckouts, async (c) => c.json(await cancelPremiumSubscription({ userId: c.var.user.id })))
  // POST /api/user/premium/portal – the billing portal's address
  .post('/user/premium/portal', requireUserMiddleware, limitCheckouts, async (c) => c.json(await openBillingPortal({ userId: c.var.user.id })))
  // PUT /api/agents/:id/premium (admin) is served by the admin sub-app (server/http/api/admin.ts): one route.
  // POST /api/admin/transactions/:id/refund – admin: the 30-day money-back guarantee
  .post('/admin/transactions/:id/refund', requireAdminMiddleware, validate('param', ZTransactionIdParameters), async (c) =>
    c.json(await refundTransaction({ admin: c.var.user, transactionId: c.req.valid('param').id })),
  )

const TAGS = ['Payments']
const SIGN_IN = { description: 'Not signed in.', schema: ZApiError }
const NOT_CONFIGURED = { description: "Payment system is not configured (production without Stripe keys).", schema: ZApiError }
const CHECKOUT_ERRORS = {
  400: { description: 'A malformed body.', schema: ZApiError },
  401: SIGN_IN,
  404: { description: 'No active agent has this id.', schema: ZApiError },
  409: { description: 'This purchase was just paid.', schema: ZApiError },
  429: { description: 'Too many checkouts in a short time.', schema: ZApiError },
  503: NOT_CONFIGURED,
}

registerOpenApiOperation({
  method: 'post',
  path: '/api/create-checkout-session',
  summary: 'Upgrade my agent (checkout)',
  description: "Members only, for the listing's owner. priceId is the tier: basic ($5), professional ($12) or enterprise ($25), 30 days of priority placement from the confirmed payment. Answers the hosted checkout's url; the same request again within 15 minutes answers the same session.",
  tags: TAGS,
  requestBody: ZCreateCheckoutSessionRequest,
  responses: { 201: { description: 'The checkout session.', schema: ZCheckoutAnswer }, ...CHECKOUT_ERRORS, 403: { description: "Someone else's agent.", schema: ZApiError } },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/payments/create-checkout',
  summary: 'Buy a paid agent (checkout)',
  description: 'Members only. Buys the agent at its listed price (15% platform commission recorded); with tier it is an upgrade, with product another purchase (premium-listing, deployment-service). agentName and price are ignored: the server prices every purchase. A free agent answers 422: open its link instead.',
  tags: TAGS,
  requestBody: ZCreateCheckoutRequest,
  responses: { 201: { description: 'The checkout session.', schema: ZCheckoutAnswer }, ...CHECKOUT_ERRORS, 403: { description: "Upgrading someone else's agent.", schema: ZApiError }, 422: { description: 'A free agent.', schema: ZApiError } },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/create-subscription',
  summary: 'Subscribe to the Premium Listing (checkout)',
  description: 'Members only. $29 a month; active from the confirmed first payment.',
  tags: TAGS,
  responses: { 201: { description: 'The checkout session.', schema: ZCheckoutAnswer }, 401: SIGN_IN, 429: CHECKOUT_ERRORS[429], 503: NOT_CONFIGURED },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/create-payment-intent',
  summary: 'A one-off payment intent',
  description: 'Members only. product upgrade, agent-purchase or deployment-service (with agentId), or test-payment with amount 1, 10 or 39 dollars. Any other amount sent is ignored: the server prices the purchase. The payment_intent.succeeded webhook completes it.',
  tags: TAGS,
  requestBody: ZCreatePaymentIntentRequest,
  responses: { 201: { description: 'The client secret to confirm the payment with.', schema: ZPaymentIntentAnswer }, ...CHECKOUT_ERRORS },
})
registerOpenApiOperation({
  method: 'get',
  path: '/api/user/premium-status',
  summary: 'My Premium Listing',
  description: 'isPremium, the status (active, past_due, canceled, none), the plan and the next billing date.',
  tags: TAGS,
  responses: { 200: { description: 'The status.', schema: ZPremiumStatus }, 401: SIGN_IN },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/user/premium/cancel',
  summary: 'Cancel my Premium Listing',
  description: 'Stays active until the end of the paid period, then ends. Nothing more is charged.',
  tags: TAGS,
  responses: { 200: { description: 'The status after cancelling.', schema: ZPremiumStatus }, 401: SIGN_IN, 404: { description: 'No active subscription.', schema: ZApiError }, 503: NOT_CONFIGURED },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/user/premium/portal',
  summary: 'Open the billing portal',
  tags: TAGS,
  responses: { 200: { description: "The portal's address.", schema: z.object({ url: z.string() }) }, 401: SIGN_IN, 404: { description: 'No billing account yet.', schema: ZApiError }, 503: NOT_CONFIGURED },
})
registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/transactions/{id}/refund',
  summary: 'Refund a payment (admin)',
  description: 'Admins only, audit-logged, within the 30-day money-back guarantee. The refund event takes back what the payment bought.',
  tags: TAGS,
  pathParameters: ZTransactionIdParameters,
  responses: {
    200: { description: 'The transaction.', schema: z.object({ id: z.number(), status: z.string() }) },
    401: SIGN_IN,
    403: { description: 'Not an admin.', schema: ZApiError },
    404: { description: 'No such transaction.', schema: ZApiError },
    409: { description: 'Not a succeeded payment.', schema: ZApiError },
    422: { description: 'Past the money-back period.', schema: ZApiError },
  },
})
