import { eq, sql } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type LinkHealth = {
  agentId: number
  /** dead after a 404/410; ok when the source answered. Refusals and timeouts are never recorded. */
  linkStatus: 'ok' | 'dead'
  /** Set when a repository look-up told us; otherwise left as it is. */
  isArchived?: boolean
}

/** Stores what the crawler's look-ups found; dead and archived agents sink in ranking and get a label. */
export async function recordLinkHealth({ checks }: { checks: LinkHealth[] }) {
  for (const { agentId, linkStatus, isArchived } of checks) {
    await db
      .update(agents)
      .set({ linkStatus, linkCheckedAt: sql`now()`, ...(isArchived === undefined ? {} : { isArchived }) })
      .where(eq(agents.id, agentId))
  }
}
