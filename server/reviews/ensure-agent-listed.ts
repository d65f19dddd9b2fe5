import { getAgent } from '../catalogue/index.ts'
import { AppError, isAppError } from '../shared/errors.ts'
import { REVIEW_MESSAGES } from './review-rules.ts'

export type EnsureAgentListedOptions = { agentId: number }

/**
 * 404 unless the agent is in the catalogue and active, like GET /api/agents/{id}. Asked through the
 * catalogue's read kept per catalogue version: on the agent page, which has just read the agent,
 * the reviews panel's two checks cost no query.
 */
export async function ensureAgentListed({ agentId }: EnsureAgentListedOptions): Promise<void> {
  try {
    await getAgent({ id: agentId })
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', REVIEW_MESSAGES.agentNotFound)
    throw error
  }
}
