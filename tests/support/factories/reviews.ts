import { faker } from '@faker-js/faker'
import { eq } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { createOrUpdateReview, type TCreateReviewResult } from '../../../server/reviews/index.ts'
import { createUser, sessionCookieFor, type TTestUser } from '../auth.ts'

export type TReviewer = TTestUser & { cookie: string }

/** A member with a live session cookie, ready to call the API. */
export async function createReviewer(options: { role?: 'member' | 'admin'; name?: string } = {}): Promise<TReviewer> {
  const user = await createUser(options)

  return { ...user, cookie: await sessionCookieFor(user) }
}

/** A comment long enough to pass the minimum, unique unless the test gives one. */
export function reviewComment(): string {
  return `${faker.lorem.sentence({ min: 8, max: 14 })} ${faker.string.alphanumeric(10)}`
}

export type CreateReviewOptions = {
  agentId: number
  userId?: number
  rating?: number
  title?: string
  comment?: string
  now?: Date
}

/** Writes a review through the domain (so aggregates stay exact); makes a member when none is given. */
export async function createReview({ agentId, userId, rating = 4, title, comment, now }: CreateReviewOptions): Promise<TCreateReviewResult & { userId: number }> {
  const authorId = userId ?? (await createUser()).id
  const result = await createOrUpdateReview({
    agentId,
    userId: authorId,
    rating,
    title: title ?? faker.lorem.words(3),
    comment: comment ?? reviewComment(),
    now,
  })

  return { ...result, userId: authorId }
}

/** Makes `userId` the owner (builder) of the agent, as claiming a listing will. */
export async function makeOwner({ agentId, userId }: { agentId: number; userId: number }): Promise<void> {
  await db.update(agents).set({ ownerUserId: userId }).where(eq(agents.id, agentId))
}

/** The agent's stored aggregate, as cards, search and JSON-LD read it. */
export async function storedRating(agentId: number): Promise<{ averageRating: number; totalRatings: number }> {
  const [row] = await db.select({ averageRating: agents.averageRating, totalRatings: agents.totalRatings }).from(agents).where(eq(agents.id, agentId))
  if (!row) throw new Error(`No agent ${agentId}`)

  return { averageRating: Number(row.averageRating), totalRatings: row.totalRatings }
}
