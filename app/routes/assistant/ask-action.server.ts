import { z } from 'zod'
import { RATE_LIMITS, type TSessionUser } from '../../../server/accounts/index.ts'
import { COACHING_GOALS, LEARNING_STYLES, answerCoachingQuestion, answerDeploymentQuestion } from '../../../server/assistant/index.ts'
import { ZDatabaseId } from '../../../server/shared/database-id.ts'
import type { TPageActionFailure, TPageIntent } from '../../lib/page-action.server.ts'

/** What a chat form answers when it is posted without JavaScript: the question and the answer. */
export type TAskResult = { intent: 'ask'; ok: boolean; question?: string; answer?: string; notice?: string; sessionId?: number | null; message?: string; concepts?: string[] }

const ZAskForm = z.object({
  message: z.string().trim().min(1, 'Type a message first.').max(2000, 'Keep your message under 2,000 characters.'),
  agentId: ZDatabaseId.optional(),
  style: z.enum(LEARNING_STYLES).optional(),
  goal: z.enum(COACHING_GOALS).optional(),
  sessionId: ZDatabaseId.optional(),
})

function failure({ message, fieldErrors }: TPageActionFailure): TAskResult {
  return { intent: 'ask', ok: false, message: message && message !== 'Please correct the fields marked below.' ? message : (Object.values(fieldErrors ?? {})[0] ?? message) }
}

/**
 * The chat's no-JavaScript path (an intent of the page's pageAction): the same rate limit bucket
 * and the same domain functions as POST /api/deployment/help and /api/coaching/chat.
 */
export function askIntent(kind: 'deployment' | 'coaching'): TPageIntent<typeof ZAskForm, TSessionUser | null, TAskResult, TAskResult> {
  return {
    rateLimit: [{ rule: RATE_LIMITS.assistantPerSender, by: 'user-or-address' }],
    schema: ZAskForm,
    failure,
    handler: async ({ user, input }) => {
      const { message, agentId, style, goal, sessionId } = input
      if (kind === 'deployment') {
        const answer = await answerDeploymentQuestion({ request: { message, agentId } })
        return { intent: 'ask', ok: true, question: message, answer: answer.response, notice: answer.notice }
      }
      if (!style || !goal) return { intent: 'ask', ok: false, message: 'Choose a learning style and a goal first.' }
      const answer = await answerCoachingQuestion({ request: { message, agentId, sessionId, learningContext: { style, goal } }, userId: user?.id ?? null })
      return { intent: 'ask', ok: true, question: message, answer: answer.message, notice: answer.notice, sessionId: answer.sessionId, concepts: answer.concepts }
    },
  }
}
