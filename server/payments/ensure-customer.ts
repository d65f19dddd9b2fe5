import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { paymentCustomers } from '../../db/schema/index.ts'
import type { TPaymentProvider } from './payment-provider.ts'

export type EnsureCustomerOptions = { user: { id: number; email: string; name: string }; provider: TPaymentProvider }

/**
 * The member's customer id at the provider, created on their first checkout. Events name the
 * customer; this row is how a webhook finds the member (an unknown customer changes nothing).
 */
export async function ensureCustomer({ user, provider }: EnsureCustomerOptions): Promise<string> {
  const [existing] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id))
  if (existing && existing.provider === provider.name) return existing.customerId

  const customerId = await provider.createCustomer({ userId: user.id, email: user.email, name: user.name })
  // A sandbox customer is replaced when real keys arrive; two concurrent first checkouts keep one row.
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider: provider.name, customerId })
    .onConflictDoUpdate({ target: paymentCustomers.userId, set: { provider: provider.name, customerId } })
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id))

  return row!.customerId
}
