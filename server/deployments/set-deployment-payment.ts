import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { deploymentRequests } from '../../db/schema/index.ts'
import type { TDeploymentPaymentStatus } from './deployments.schemas.ts'

/** Payments report the full service's payment state (paid on the signed webhook, refunded later). */
export async function setDeploymentPayment(paymentReference: string, paymentStatus: TDeploymentPaymentStatus): Promise<number> {
  const updated = await db
    .update(deploymentRequests)
    .set({ paymentStatus, updatedAt: sql`now()` })
    .where(eq(deploymentRequests.paymentReference, paymentReference))
    .returning({ id: deploymentRequests.id })

  return updated.length
}
