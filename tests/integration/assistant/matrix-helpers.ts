import { count, eq } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { coachingSessions, deploymentRequests } from '../../../db/schema/index.ts'
import type { MatrixEntry } from '../security/matrix-support.ts'

type Fixture = Parameters<NonNullable<MatrixEntry['path']>>[0]

/** What the assistants' calls may change: saved coaching sessions and deployment requests. */
export async function snapshotAssistantState(fixture: Fixture) {
  const [sessions] = await db.select({ total: count() }).from(coachingSessions)
  const [requests] = await db.select({ total: count() }).from(deploymentRequests).where(eq(deploymentRequests.agentId, fixture.agentId))

  return { sessions: sessions?.total ?? 0, requests: requests?.total ?? 0 }
}

export const assistantMatrixBodies = {
  help: () => ({ message: 'How do I run this with Docker?', type: 'deployment_guidance' }),
  coach: () => ({ message: 'How do I start n8n?', learningContext: { style: 'reading', goal: 'personal-productivity' } }),
}
