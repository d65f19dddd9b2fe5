import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import type { TSessionUser } from './accounts.schemas.ts'
import { ZEmail, ZPassword } from './accounts.schemas.ts'
import { hashPassword } from './hash-password.ts'
import { toSessionUser } from './to-session-user.ts'

export type EnsureAdminOptions = { email: string; password: string; name?: string }

export type TEnsureAdminResult = { user: TSessionUser; outcome: 'created' | 'promoted' | 'already-admin' }

/**
 * Creates an admin account, or promotes the existing account with that email (its password is
 * left as it is: the owner of the account keeps it). Used by `npm run admin:create` and the first start.
 */
export async function ensureAdmin({ email, password, name }: EnsureAdminOptions): Promise<TEnsureAdminResult> {
  const address = ZEmail.parse(email)
  const [existing] = await db.select().from(users).where(eq(users.email, address)).limit(1)
  if (existing) {
    if (existing.role === 'admin') return { user: toSessionUser(existing), outcome: 'already-admin' }
    const [promoted] = await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, existing.id)).returning()

    return { user: toSessionUser(promoted ?? existing), outcome: 'promoted' }
  }

  const passwordHash = await hashPassword({ password: ZPassword.parse(password) })
  const [created] = await db
    .insert(users)
    .values({ email: address, name: name?.trim() || 'Admin', passwordHash, role: 'admin' })
    .returning()
  if (!created) throw new Error('The admin account was not created')

  return { user: toSessionUser(created), outcome: 'created' }
}
