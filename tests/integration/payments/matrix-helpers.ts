import { count, eq, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents, paymentCustomers, premiumSubscriptions, transactions } from '../../../db/schema/index.ts'
import type { TTestUser } from '../../support/auth.ts'
import type { MatrixFixture } from '../security/matrix-support.ts'

/** The payment calls' rows in the authorisation matrix (server/http/api/payments.ts), in sandbox mode. */

const paidTransactionOf = new Map<number, number>()

async function transactionsOfAgent(fixture: MatrixFixture) {
  return (await db.select({ value: count() }).from(transactions).where(eq(transactions.agentId, fixture.agentId)))[0]
}

async function transactionsOfUsers(fixture: MatrixFixture) {
  const ids = [fixture.member.id, fixture.otherMember.id, fixture.admin.id]

  return (await db.select({ value: count() }).from(transactions).where(inArray(transactions.userId, ids)))[0]
}

/** The caller has a live Premium Listing (sandbox customer and subscription), so cancelling can succeed. */
async function subscribe(caller: TTestUser | null) {
  if (!caller) return undefined
  await db.insert(paymentCustomers).values({ userId: caller.id, provider: 'sandbox', customerId: `cus_matrix_${caller.id}` }).onConflictDoNothing()
  await db.insert(premiumSubscriptions).values({ userId: caller.id, stripeSubscriptionId: `sub_matrix_${caller.id}`, status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) })

  return undefined
}

/** A paid Basic upgrade of the fixture's agent, to refund. */
async function paidUpgrade(fixture: MatrixFixture) {
  const [row] = await db
    .insert(transactions)
    .values({ userId: fixture.member.id, agentId: fixture.agentId, kind: 'upgrade', tier: 'basic', description: 'Basic upgrade', amountCents: 500, status: 'succeeded', provider: 'sandbox', idempotencyKey: `matrix-${fixture.agentId}`, paymentIntentId: `pi_matrix_${fixture.agentId}`, paidAt: new Date() })
    .returning({ id: transactions.id })
  paidTransactionOf.set(fixture.agentId, row!.id)

  return undefined
}

export const paymentMatrixEntries = {
  upgrade: { body: (f: MatrixFixture) => ({ agentId: String(f.agentId), priceId: 'basic' }), snapshot: transactionsOfAgent },
  buy: { body: (f: MatrixFixture) => ({ agentId: f.agentId, product: 'deployment-service', price: 1 }), snapshot: transactionsOfAgent },
  subscription: { snapshot: transactionsOfUsers },
  paymentIntent: { body: () => ({ amount: 10, description: 'Matrix' }), snapshot: transactionsOfUsers },
  cancel: {
    body: (_f: MatrixFixture, caller: TTestUser | null) => subscribe(caller),
    snapshot: async (f: MatrixFixture) =>
      db.select({ cancel: premiumSubscriptions.cancelAtPeriodEnd }).from(premiumSubscriptions).where(inArray(premiumSubscriptions.userId, [f.member.id, f.otherMember.id, f.admin.id])).orderBy(premiumSubscriptions.id),
  },
  portal: {
    body: (_f: MatrixFixture, caller: TTestUser | null) => subscribe(caller),
    snapshot: async (f: MatrixFixture) => (await db.select({ value: count() }).from(paymentCustomers).where(inArray(paymentCustomers.userId, [f.member.id, f.otherMember.id, f.admin.id])))[0],
  },
  adminPremium: {
    path: (f: MatrixFixture) => `/api/agents/${f.agentId}/premium`,
    body: () => ({ isPremium: true }),
    snapshot: async (f: MatrixFixture) => (await db.select({ isPremium: agents.isPremium }).from(agents).where(eq(agents.id, f.agentId)))[0],
  },
  refund: {
    path: (f: MatrixFixture) => `/api/admin/transactions/${paidTransactionOf.get(f.agentId)}/refund`,
    body: async (f: MatrixFixture) => paidUpgrade(f),
    snapshot: async (f: MatrixFixture) => db.select({ status: transactions.status }).from(transactions).where(eq(transactions.agentId, f.agentId)),
  },
}
