import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { paymentCustomers } from '../../db/schema/index.ts'
import { publicSiteUrl } from '../mail/index.ts'
import { AppError } from '../shared/errors.ts'
import { requirePaymentProvider } from './get-payment-provider.ts'

/** Stripe's billing portal (card, invoices, cancel); in the sandbox, the account page's premium card. */
export async function openBillingPortal({ userId }: { userId: number }): Promise<{ url: string }> {
  const provider = requirePaymentProvider()
  const [customer] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId))
  if (!customer || customer.provider !== provider.name) throw new AppError('NOT_FOUND', 'You have no billing account yet: subscribe or buy something first.')

  return provider.createPortalSession({ customerId: customer.customerId, returnUrl: publicSiteUrl('/account') })
}
