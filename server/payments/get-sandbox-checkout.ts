import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { sandboxCheckoutSessions } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { getPaymentProvider } from './get-payment-provider.ts'

export type TSandboxCheckout = typeof sandboxCheckoutSessions.$inferSelect

/** The shape sandboxObjectId gives a checkout session; anything else (a NUL, a path) is not looked up. */
const SANDBOX_SESSION_ID = /^(cs|pi)_sandbox_[0-9a-f]{32}$/

/** A sandbox checkout session of this member (others' sessions are not found). Sandbox mode only. */
export async function getSandboxCheckout({ sessionId, userId }: { sessionId: string; userId: number }): Promise<TSandboxCheckout> {
  if (getPaymentProvider()?.name !== 'sandbox' || !SANDBOX_SESSION_ID.test(sessionId)) throw new AppError('NOT_FOUND', 'No such checkout.')
  const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId))
  if (!session || session.metadata.userId !== String(userId)) throw new AppError('NOT_FOUND', 'No such checkout.')

  return session
}
