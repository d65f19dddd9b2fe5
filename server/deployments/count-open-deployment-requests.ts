import { count, inArray } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { deploymentRequests } from '../../db/schema/index.ts'

/** What waits for an admin: open and in-progress requests (the admin hub's counter). */
export async function countOpenDeploymentRequests(): Promise<number> {
  const [row] = await db.select({ total: count() }).from(deploymentRequests).where(inArray(deploymentRequests.status, ['open', 'in-progress']))

  return row?.total ?? 0
}
