import { and, eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents } from '../../db/schema/index.ts'

/** product.md: a builder is a member who owns at least one (active) listing. */
export async function isBuilder({ userId }: { userId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.ownerUserId, userId), eq(agents.isActive, true)))
    .limit(1)

  return row !== undefined
}
