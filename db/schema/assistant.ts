import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/**
 * Owned by server/assistant. A member's conversation with the learning coach (learning style,
 * goal, messages), saved after each answer so it can be resumed. Visitors' chats are not stored.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TCoachingSessionData (server/assistant/coaching-session.schemas.ts): style, goal, agent, messages. */
    sessionData: jsonb('session_data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coaching_sessions_user_idx').on(t.userId, t.updatedAt)],
)

/** A member finished one lesson of a coaching track (bubble, flowise, n8n). Once per lesson. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    track: text('track').notNull(),
    lessonSlug: text('lesson_slug').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lesson_progress_user_lesson_key').on(t.userId, t.track, t.lessonSlug)],
)
