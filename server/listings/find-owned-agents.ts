import { and, asc, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

export type FindOwnedAgentsOptions = { userId: number }

export type TOwnedAgent = {
  id: number
  name: string
  slug: string
  isPremium: boolean
  premiumUntil: Date | null
  priorityScore: number
  createdAt: Date
}

/**
 * The agents a member owns (their listings), by name. Reads only the ownership and placement
 * columns of `agents`: ownership is this domain's (decision 017), placement is derived by
 * server/placement.
 */
export async function findOwnedAgents({ userId }: FindOwnedAgentsOptions): Promise<TOwnedAgent[]> {
  return db
    .select({
      id: agents.id,
      name: agents.name,
      slug: agents.slug,
      isPremium: agents.isPremium,
      premiumUntil: agents.premiumUntil,
      priorityScore: agents.priorityScore,
      createdAt: agents.createdAt,
    })
    .from(agents)
    .where(and(eq(agents.ownerUserId, userId), eq(agents.isActive, true)))
    .orderBy(asc(agents.name), asc(agents.id))
}
