import { fillSearchPhrases, findAgentsWithoutSearchPhrases, refreshSearchLexicon } from '../catalogue/index.ts'
import { logger } from '../shared/logger.ts'
import { buildSearchPhrasesPrompt } from './build-search-phrases-prompt.ts'
import { parseSearchPhrasesAnswer } from './parse-search-phrases-answer.ts'
import { isModelConfigured, streamModelAnswer } from './stream-model-answer.ts'

/**
 * Agents asked about per call: one model request each, one after another, so a crawl that added
 * hundreds catches up over a few runs instead of holding a model for an hour (`npm run
 * catalogue:phrases` goes through them all by hand).
 */
export const SEARCH_PHRASES_BATCH_SIZE = 50

export type WriteMissingSearchPhrasesOptions = {
  limit?: number
  /** Continue below this agent id (the previous batch's lastAgentId). */
  belowAgentId?: number
  /** Aborts the model request in flight and stops the batch (shutdown). */
  signal?: AbortSignal
}

export type TWrittenSearchPhrases = {
  /** Without LLM_BASE_URL and LLM_MODEL nothing is asked or stored. */
  isModelConfigured: boolean
  /** Active agents without phrases this batch took up (at most the limit). */
  found: number
  written: number
  /** The answer was not a clean list of phrases, or a person set phrases meanwhile: nothing stored. */
  skipped: number
  /** Why the batch stopped before its end: the model failed or timed out, or it was aborted. */
  stoppedBy: string | null
  /** The lowest agent id the batch took up: the next batch continues below it. */
  lastAgentId: number | null
}

/**
 * Asks the configured model for search phrases for active agents that have none (newest first),
 * one agent per request, and stores each clean answer while the agent still has none. A bad
 * answer skips that agent; a model error or timeout ends the batch (the rest wait for the next
 * call) without throwing. Errors of the database are thrown.
 */
export async function writeMissingSearchPhrases({ limit = SEARCH_PHRASES_BATCH_SIZE, belowAgentId, signal }: WriteMissingSearchPhrasesOptions = {}): Promise<TWrittenSearchPhrases> {
  const result: TWrittenSearchPhrases = { isModelConfigured: isModelConfigured(), found: 0, written: 0, skipped: 0, stoppedBy: null, lastAgentId: null }
  if (!result.isModelConfigured) return result

  const candidates = await findAgentsWithoutSearchPhrases({ limit, belowAgentId })
  result.found = candidates.length
  result.lastAgentId = candidates.at(-1)?.id ?? null
  for (const agent of candidates) {
    if (signal?.aborted) {
      result.stoppedBy = 'stopped before the end of the batch'
      break
    }
    let answer: string
    try {
      answer = await streamModelAnswer({ messages: buildSearchPhrasesPrompt(agent), signal })
    } catch (error) {
      result.stoppedBy = signal?.aborted ? 'stopped before the end of the batch' : `the model did not answer: ${(error as Error).message}`
      logger.warn({ err: error, agentId: agent.id }, 'search phrases: the model did not answer; the other agents wait for the next run')
      break
    }
    const phrases = parseSearchPhrasesAnswer(answer)
    if (!phrases) {
      logger.info({ agentId: agent.id, answer: answer.slice(0, 300) }, 'search phrases: the answer was not a clean list; nothing stored')
      result.skipped++
      continue
    }
    if (await fillSearchPhrases({ agentId: agent.id, phrases })) result.written++
    else result.skipped++
  }
  // Spelling corrections know the new words (the search index itself follows the catalogue version).
  if (result.written) await refreshSearchLexicon()

  return result
}
