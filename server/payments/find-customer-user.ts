import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { paymentCustomers } from '../../db/schema/index.ts'

/** The member behind a provider customer id, or null for a customer we never created. */
export async function findCustomerUser(customerId: unknown): Promise<number | null> {
  if (typeof customerId !== 'string' || !customerId) return null
  const [row] = await db.select({ userId: paymentCustomers.userId }).from(paymentCustomers).where(eq(paymentCustomers.customerId, customerId))

  return row?.userId ?? null
}
