import { and, eq, isNull } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../shared/errors.ts'

export type SetUserBuilderOptions = { userId: number; isBuilder: boolean; now?: Date }

export type TUserBuilderResult = { userId: number; email: string; wasGranted: boolean; isGranted: boolean }

/**
 * Grants or revokes builder by hand (a builder whose listing is not claimed yet). Owning a listing
 * still makes a member a builder: revoking the grant does not take listings away.
 */
export async function setUserBuilder({ userId, isBuilder, now = new Date() }: SetUserBuilderOptions): Promise<TUserBuilderResult> {
  const [current] = await db.select({ email: users.email, grantedAt: users.builderGrantedAt }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt)))
  if (!current) throw new AppError('NOT_FOUND', 'User not found')
  await db
    .update(users)
    .set({ builderGrantedAt: isBuilder ? (current.grantedAt ?? now) : null, updatedAt: now })
    .where(eq(users.id, userId))

  return { userId, email: current.email, wasGranted: current.grantedAt !== null, isGranted: isBuilder }
}
