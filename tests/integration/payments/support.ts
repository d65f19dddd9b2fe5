import { eq } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents, transactions } from '../../../db/schema/index.ts'
import type { App } from '../../../server/http/app.ts'
import { createAgent, type AgentOverrides } from '../../support/factories/agents.ts'

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
