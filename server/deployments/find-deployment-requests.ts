import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { deploymentRequests, users } from '../../db/schema/index.ts'
import { ZDeploymentRequestQuery, type TDeploymentRequestQuery } from './deployments.schemas.ts'

export type TDeploymentRequestRow = typeof deploymentRequests.$inferSelect & { userEmail: string; userName: string }

/** The admin queue (every member) or one member's own requests (pass userId), newest first. */
export async function findDeploymentRequests(query: TDeploymentRequestQuery = {}): Promise<{ requests: TDeploymentRequestRow[]; total: number }> {
  const { status, userId, page, limit } = ZDeploymentRequestQuery.parse(query)
  const conditions: SQL[] = []
  if (status) conditions.push(eq(deploymentRequests.status, status))
  if (userId) conditions.push(eq(deploymentRequests.userId, userId))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: deploymentRequests, userEmail: users.email, userName: users.name })
      .from(deploymentRequests)
      .innerJoin(users, eq(users.id, deploymentRequests.userId))
      .where(where)
      .orderBy(desc(deploymentRequests.createdAt), desc(deploymentRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(deploymentRequests).where(where),
  ])

  return { requests: rows.map(({ request, userEmail, userName }) => ({ ...request, userEmail, userName })), total: totals?.total ?? 0 }
}
