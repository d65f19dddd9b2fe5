import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { deploymentRequests } from '../../db/schema/index.ts'
import { withAudit } from '../audit/index.ts'
import { AppError } from '../shared/errors.ts'
import { ZUpdateDeploymentRequest, type TUpdateDeploymentRequest } from './deployments.schemas.ts'
import type { TDeploymentRequest } from './create-deployment-request.ts'

export type UpdateDeploymentRequestOptions = { requestId: number; admin: { id: number; email: string }; changes: TUpdateDeploymentRequest }

/** An admin moves a request along (open → in-progress → done, or cancelled) or notes on it; audited. */
export async function updateDeploymentRequest({ requestId, admin, changes }: UpdateDeploymentRequestOptions): Promise<TDeploymentRequest> {
  const update = ZUpdateDeploymentRequest.parse(changes)
  const { after } = await withAudit(
    async () => {
      const [current] = await db.select().from(deploymentRequests).where(eq(deploymentRequests.id, requestId)).for('update')
      if (!current) throw new AppError('NOT_FOUND', 'Deployment request not found')
      const [updated] = await db
        .update(deploymentRequests)
        .set({ ...update, updatedAt: sql`now()` })
        .where(eq(deploymentRequests.id, requestId))
        .returning()

      return { before: current, after: updated! }
    },
    (change) => ({
      actor: admin,
      action: 'deployment-request.update',
      targetType: 'deployment-request',
      targetId: requestId,
      targetLabel: change.before.agentName,
      before: { status: change.before.status, adminNotes: change.before.adminNotes },
      after: { status: change.after.status, adminNotes: change.after.adminNotes },
    }),
  )

  return after
}
