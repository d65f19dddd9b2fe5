import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { deploymentRequests } from '../../db/schema/index.ts'
import { recordAuditEvent } from '../audit/index.ts'
import { AppError } from '../shared/errors.ts'
import { ZUpdateDeploymentRequest, type TUpdateDeploymentRequest } from './deployments.schemas.ts'
import type { TDeploymentRequest } from './create-deployment-request.ts'

export type UpdateDeploymentRequestOptions = { requestId: number; admin: { id: number; email: string }; changes: TUpdateDeploymentRequest }

/** An admin moves a request along (open → in-progress → done, or cancelled) or notes on it; audited. */
export async function updateDeploymentRequest({ requestId, admin, changes }: UpdateDeploymentRequestOptions): Promise<TDeploymentRequest> {
  const update = ZUpdateDeploymentRequest.parse(changes)

  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(deploymentRequests).where(eq(deploymentRequests.id, requestId)).for('update')
    if (!before) throw new AppError('NOT_FOUND', 'Deployment request not found')
    const [after] = await tx
      .update(deploymentRequests)
      .set({ ...update, updatedAt: sql`now()` })
      .where(eq(deploymentRequests.id, requestId))
      .returning()
    await recordAuditEvent(
      {
        actor: admin,
        action: 'deployment-request.update',
        targetType: 'deployment-request',
        targetId: requestId,
        targetLabel: before.agentName,
        before: { status: before.status, adminNotes: before.adminNotes },
        after: { status: after!.status, adminNotes: after!.adminNotes },
      },
      tx,
    )

    return after!
  })
}
