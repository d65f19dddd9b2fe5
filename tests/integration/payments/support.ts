import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents, transactions } from '../../../db/schema/index.ts'
import type { App } from '../../../server/http/app.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts'
import { createAgent, type AgentOverrides } from '../../support/factories/agents.ts'

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const

/** Points the real Stripe SDK at a fake Stripe server on 127.0.0.1 for this file. */
export function useFakeStripe(): { fake: () => FakeStripe } {
  let fake: FakeStripe | undefined
  const saved = Object.fromEntries(STRIPE_VARIABLES.map((name) => [name, process.env[name]]))
  beforeAll(async () => {
    fake = await startFakeStripe()
    process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_SECRET_KEY
    process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET
    process.env.STRIPE_API_URL = fake.origin
    resetEnvForTests()
  })
  afterAll(async () => {
    for (const name of STRIPE_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    resetEnvForTests()
    await fake?.close()
  })

  return {
    fake: () => {
      if (!fake) throw new Error('The fake Stripe server starts in beforeAll')

      return fake
    },
  }
}

/** Sends a signed (or unsigned) event to POST /webhooks/stripe as Stripe would. */
export async function postWebhook(app: App, { payload, signature }: { payload: string; signature?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (signature !== undefined) headers['stripe-signature'] = signature

  return app.request('/webhooks/stripe', { method: 'POST', headers, body: payload })
}

export async function createOwnedAgent(ownerUserId: number, overrides: AgentOverrides = {}) {
  const agent = await createAgent(overrides)
  await db.update(agents).set({ ownerUserId }).where(eq(agents.id, agent.id))

  return agent
}

export async function storedAgent(agentId: number) {
  const [row] = await db.select({ isPremium: agents.isPremium, premiumTier: agents.premiumTier, premiumUntil: agents.premiumUntil }).from(agents).where(eq(agents.id, agentId))

  return row!
}

export async function storedTransactions(userId: number) {
  return db.select().from(transactions).where(eq(transactions.userId, userId)).orderBy(transactions.id)
}
