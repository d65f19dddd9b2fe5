import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, deploymentRequests } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'
import { ZCreateDeploymentRequest, type TCreateDeploymentRequest } from './deployments.schemas.ts'

export type TDeploymentRequest = typeof deploymentRequests.$inferSelect

/**
 * A member asks for help deploying an agent (or has paid for the full service). One open request
 * per member and agent and service: asking again returns the one that is open.
 */
export async function createDeploymentRequest(input: TCreateDeploymentRequest): Promise<{ request: TDeploymentRequest; isNew: boolean }> {
  const request = ZCreateDeploymentRequest.parse(input)
  const [agent] = await db.select({ name: agents.name, isActive: agents.isActive }).from(agents).where(eq(agents.id, request.agentId))
  if (!agent || !agent.isActive) throw new AppError('NOT_FOUND', 'Agent not found')

  return db.transaction(async (tx) => {
    if (request.paymentReference) {
      const [paid] = await tx.select().from(deploymentRequests).where(eq(deploymentRequests.paymentReference, request.paymentReference))
      if (paid) return { request: paid, isNew: false }
    }
    const open = await tx.select().from(deploymentRequests).where(eq(deploymentRequests.userId, request.userId))
    const existing = open.find((row) => row.agentId === request.agentId && row.service === request.service && (row.status === 'open' || row.status === 'in-progress'))
    if (existing && !request.paymentReference) return { request: existing, isNew: false }
    const [created] = await tx
      .insert(deploymentRequests)
      .values({ ...request, agentName: agent.name })
      .returning()

    return { request: created!, isNew: true }
  })
}
