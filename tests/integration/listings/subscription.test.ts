import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as sandboxAction } from '../../../app/routes/payments/sandbox-checkout.tsx'
import { action as subscribeAction } from '../../../app/routes/payments/premium-subscribe.tsx'
import { loader as dashboardLoader } from '../../../app/routes/premium/dashboard.tsx'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createBuilder } from './support.ts'

setupTestDatabase()
const app = createApp()

const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: '192.0.2.9' })
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context(), params, unstable_pattern: '' }) as never
const post = (path: string, fields: Record<string, string>, cookie: string) => new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } })

/** A real Premium Listing subscription, paid on the TEST MODE sandbox checkout (no Stripe keys). */
async function subscribe(cookie: string) {
  const started = (await subscribeAction(args(post('/premium/subscribe', { kind: 'premium-listing' }, cookie)))) as Response
  const location = started.headers.get('location')!
  const sessionId = decodeURIComponent(location.split('/').pop()!)
  const paid = (await sandboxAction(args(post(location, { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, cookie), { sessionId }))) as Response
  expect(paid.status).toBe(302)
}

describe('the dashboard with payments’ Premium Listing subscription', () => {
  it('shows Premium Active with the next billing date, and lets the subscriber set their listing’s priority', async () => {
    const builder = await createBuilder()
    expect((await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id } })).status).toBe(402)

    await subscribe(builder.cookie)
    const overview = await dashboardLoader(args(new Request('http://localhost/premium/dashboard', { headers: { cookie: builder.cookie } })))
    expect(overview.content.tab === 'overview' && overview.content.overview.premium).toMatchObject({ status: 'active', currentPeriodEnd: expect.any(String) })

    const saved = await apiRequest(app, '/api/premium/listings', { method: 'POST', cookie: builder.cookie, body: { agentId: builder.agent.id, priorityScore: 900 } })
    expect(saved.status).toBeLessThan(300)
    expect((await saved.json()).listing).toMatchObject({ isPremium: true, priorityScore: 900 })
  })
})
