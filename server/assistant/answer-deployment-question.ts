import { logger } from '../shared/logger.ts'
import { ZDeploymentHelpRequest, type TDeploymentHelpAnswer, type TDeploymentHelpRequest } from './assistant.schemas.ts'
import { buildModelPrompt } from './build-model-prompt.ts'
import { composeDeploymentAnswer } from './compose-deployment-answer.ts'
import { loadAgentContext } from './load-agent-context.ts'
import { searchKnowledgeBase } from './search-knowledge-base.ts'
import { isModelConfigured, streamModelAnswer } from './stream-model-answer.ts'

export const MODEL_FALLBACK_NOTICE = 'The AI model did not answer, so our built-in deployment guide answered instead.'

export type AnswerDeploymentQuestionOptions = { request: TDeploymentHelpRequest; onDelta?: (text: string) => void }

/**
 * The deployment assistant: retrieve from the knowledge base (and the agent's own listing), compose
 * an answer with steps and a file for that agent; with a model configured, the model writes the
 * answer from the same context (streamed through onDelta) and the composer stands in on failure.
 */
export async function answerDeploymentQuestion({ request, onDelta }: AnswerDeploymentQuestionOptions): Promise<TDeploymentHelpAnswer> {
  const { message, agentId } = ZDeploymentHelpRequest.parse(request)
  const agent = agentId ? await loadAgentContext(agentId) : null
  const hits = searchKnowledgeBase({ query: agent ? `${message} ${agent.facts.kind.replace('-', ' ')}` : message, kinds: ['guide', 'troubleshooting'] })
  const composed = composeDeploymentAnswer({ question: message, agent, hits })
  if (!isModelConfigured()) return composed
  try {
    const text = await streamModelAnswer({ messages: buildModelPrompt({ role: 'deployment', question: message, hits, agent, draft: composed.response }), onDelta })

    return { ...composed, response: text, answeredBy: 'model' }
  } catch (error) {
    logger.warn({ err: error }, 'deployment assistant: model failed, composer answered')

    return { ...composed, notice: MODEL_FALLBACK_NOTICE }
  }
}
