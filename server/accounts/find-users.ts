import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { agents, users } from '../../db/schema/index.ts'
import type { TAdminUser, TFindUsersQuery, TFindUsersResult } from './accounts.schemas.ts'
import { toSessionUser } from './to-session-user.ts'

/**
 * Builder = owns at least one agent. A read of catalogue's owner column inside this one list
 * query (one round trip for the whole page); the catalogue exposes no per-user ownership count yet.
 */
const isBuilder = sql<boolean>`(${users.builderGrantedAt} is not null or exists (select 1 from ${agents} where ${agents.ownerUserId} = ${users.id}))`

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The admin's user list: live accounts, newest first, searchable by email or name. */
export async function findUsers({ search, role, limit, offset }: TFindUsersQuery): Promise<TFindUsersResult> {
  const conditions: SQL[] = [isNull(users.deletedAt)]
  if (role) conditions.push(eq(users.role, role))
  if (search) {
    const pattern = `%${escapeLike(search)}%`
    const matches = or(ilike(users.email, pattern), ilike(users.name, pattern))
    if (matches) conditions.push(matches)
  }
  const where = and(...conditions)

  const [rows, totals] = await Promise.all([
    db.select({ user: users, isBuilder }).from(users).where(where).orderBy(sql`${users.id} desc`).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ])
  const list: TAdminUser[] = rows.map(({ user, isBuilder: builder }) => ({
    ...toSessionUser(user),
    isBuilder: Boolean(builder),
    deletedAt: user.deletedAt?.toISOString() ?? null,
    lockedAt: user.lockedAt?.toISOString() ?? null,
    isBuilderGranted: user.builderGrantedAt !== null,
  }))

  return { users: list, total: totals[0]?.total ?? 0 }
}
