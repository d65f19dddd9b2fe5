import { randomUUID } from 'node:crypto'
import { logger } from '../shared/logger.ts'
import { ZCoachingChatRequest, type TCoachingChatAnswer, type TCoachingChatRequest } from './assistant.schemas.ts'
import { buildModelPrompt } from './build-model-prompt.ts'
import { detectConcepts } from './coaching.rules.ts'
import type { TChatMessage, TCoachingSessionData } from './coaching-session.schemas.ts'
import { composeCoachingAnswer } from './compose-coaching-answer.ts'
import { getCoachingSession } from './get-coaching-session.ts'
import { documentHref } from './knowledge-base.schemas.ts'
import { loadAgentContext } from './load-agent-context.ts'
import { saveCoachingSession } from './save-coaching-session.ts'
import { searchKnowledgeBase } from './search-knowledge-base.ts'
import { isModelConfigured, streamModelAnswer } from './stream-model-answer.ts'

export const COACH_FALLBACK_NOTICE = 'The AI model did not answer, so the built-in coach answered from our lessons instead.'

export type AnswerCoachingQuestionOptions = { request: TCoachingChatRequest; userId: number | null; onDelta?: (text: string) => void }

function message(sender: 'user' | 'ai', text: string, extra: Partial<TChatMessage> = {}): TChatMessage {
  return { id: randomUUID(), sender, text, timestamp: new Date().toISOString(), ...extra }
}

/**
 * The learning coach: lessons and guides retrieved for the question, shaped by the learning style
 * and goal; a model writes the answer when configured (streamed), the composer otherwise or on
 * failure. A member's turn is saved to their own session; a visitor's is not stored.
 */
export async function answerCoachingQuestion({ request, userId, onDelta }: AnswerCoachingQuestionOptions): Promise<TCoachingChatAnswer> {
  const { message: question, learningContext, sessionId, agentId } = ZCoachingChatRequest.parse(request)
  // A member's own earlier session, checked before any work: someone else's id is NOT_FOUND.
  const session = userId && sessionId ? await getCoachingSession({ userId, sessionId }) : null
  const agent = agentId ? await loadAgentContext(agentId) : null
  const hits = searchKnowledgeBase({ query: question, limit: 6 })
  const composed = composeCoachingAnswer({ question, style: learningContext.style, goal: learningContext.goal, hits, agent })
  let text = composed.message
  let answeredBy: TCoachingChatAnswer['answeredBy'] = 'composer'
  let notice: string | undefined
  if (isModelConfigured()) {
    try {
      const history = session?.data.messages.map((turn) => ({ sender: turn.sender, text: turn.text })) ?? []
      const instructions = `The learner prefers the ${learningContext.style} learning style and their goal is ${learningContext.goal.replace(/-/g, ' ')}. Shape the explanation for that style.`
      text = await streamModelAnswer({ messages: buildModelPrompt({ role: 'coaching', question, hits, agent, draft: composed.message, history, instructions }), onDelta })
      answeredBy = 'model'
    } catch (error) {
      logger.warn({ err: error }, 'learning coach: model failed, composer answered')
      notice = COACH_FALLBACK_NOTICE
    }
  }
  const concepts = detectConcepts(`${question}\n${text}`)
  let savedId: number | null = null
  if (userId) {
    const data: TCoachingSessionData = {
      style: learningContext.style,
      goal: learningContext.goal,
      agentId: agentId ?? session?.data.agentId ?? null,
      messages: [...(session?.data.messages ?? []), message('user', question), message('ai', text, { concepts, learningStyle: learningContext.style, type: 'guide' })],
    }
    savedId = await saveCoachingSession({ userId, sessionId: session?.id ?? null, data })
  }

  return {
    message: text,
    concepts,
    sources: hits.slice(0, 3).map((hit) => ({ title: hit.document.title, href: documentHref(hit.document) })),
    track: composed.document?.track ?? null,
    answeredBy,
    ...(notice ? { notice } : {}),
    sessionId: savedId,
  }
}
