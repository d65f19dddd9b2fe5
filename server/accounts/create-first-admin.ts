import { eq } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { ensureAdmin, type TEnsureAdminResult } from './ensure-admin.ts'

export type CreateFirstAdminOptions = { email?: string; password?: string }

/**
 * At start-up with ADMIN_EMAIL and ADMIN_PASSWORD: makes that account an admin only while the
 * product has no admin at all, so the variables cannot re-promote someone an admin later demoted.
 */
export async function createFirstAdmin({ email, password }: CreateFirstAdminOptions): Promise<TEnsureAdminResult | null> {
  if (!email || !password) return null
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  if (anyAdmin) return null

  return ensureAdmin({ email, password })
}
