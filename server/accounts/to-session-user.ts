import type { users } from '../../db/schema/index.ts'
import type { TSessionUser, TUserRole } from './accounts.schemas.ts'

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'email' | 'name' | 'role' | 'emailVerifiedAt' | 'createdAt'>

/** The public shape of a user row: never the password hash. */
export function toSessionUser(row: UserRow): TSessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : ('member' satisfies TUserRole),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}
