import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sandboxCheckoutSessions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { getPaymentProvider } from './get-payment-provider.ts'

export type TSandboxCheckout = typeof sandboxCheckoutSessions.$inferSelect

/** A sandbox checkout session of this member (others' sessions are not found). Sandbox mode only. */
export async function getSandboxCheckout({ sessionId, userId }: { sessionId: string; userId: number }): Promise<TSandboxCheckout> {
  if (getPaymentProvider()?.name !== 'sandbox') throw new AppError('NOT_FOUND', 'No such checkout.')
  const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId.slice(0, 100)))
  if (!session || session.metadata.userId !== String(userId)) throw new AppError('NOT_FOUND', 'No such checkout.')

  return session
}
