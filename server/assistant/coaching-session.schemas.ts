import { z } from 'zod'
import { ANSWER_TYPES, COACHING_GOALS, LEARNING_STYLES } from './assistant.schemas.ts'

/** Browser-safe. Spec §3 Chat message, and what a saved coaching session holds. */
export const SESSION_MESSAGE_LIMIT = 60

export const ZChatMessage = z.object({
  id: z.string(),
  text: z.string(),
  sender: z.enum(['user', 'ai']),
  timestamp: z.string(),
  type: z.enum(ANSWER_TYPES).optional(),
  concepts: z.array(z.string()).max(4).optional(),
  learningStyle: z.enum(LEARNING_STYLES).optional(),
})
export type TChatMessage = z.infer<typeof ZChatMessage>

export const ZCoachingSessionData = z.object({
  style: z.enum(LEARNING_STYLES).nullable(),
  goal: z.enum(COACHING_GOALS).nullable(),
  agentId: z.number().int().nullable().default(null),
  messages: z.array(ZChatMessage).max(SESSION_MESSAGE_LIMIT),
})
export type TCoachingSessionData = z.infer<typeof ZCoachingSessionData>

export type TCoachingSession = { id: number; data: TCoachingSessionData; createdAt: string; updatedAt: string }
