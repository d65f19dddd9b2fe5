/**
 * `npm run catalogue:phrases`: search phrases from the configured model (LLM_BASE_URL, LLM_MODEL)
 * for every active agent that has none, newest first; the same work a completed crawl starts for
 * 50 agents (docs/search.md, "Search phrases for new agents"). Stops at the first model error or
 * timeout: run it again to go on. Without a model it says so and exits 1. While the server holds
 * the embedded database, each batch goes through its local admin API and its model settings.
 */
import type { TWrittenSearchPhrases } from '../server/assistant/index.ts'

// The lines below are the output; the server's info logs would only interleave with them.
process.env.LOG_LEVEL ??= 'warn'

const { callLocalServer, openDatabaseOrServer } = await import('./open-database-or-server.ts')
const { migrateDatabase } = await import('../db/migrate.ts')
const { writeMissingSearchPhrases } = await import('../server/assistant/index.ts')

/**
 * Agents per batch. Small, so that through the running server each request (one model call per
 * agent, each up to LLM_TIMEOUT_MS) answers well within fetch's five minutes at the default timeout.
 */
const BATCH = 5

const { handle, server } = await openDatabaseOrServer()
const totals = { found: 0, written: 0, skipped: 0 }
let exitCode = 0
try {
  if (handle) await migrateDatabase(handle)
  let belowAgentId: number | undefined
  for (;;) {
    const request = { limit: BATCH, belowAgentId }
    const batch = server ? await callLocalServer<TWrittenSearchPhrases>(server, 'search-phrases', request) : await writeMissingSearchPhrases(request)
    if (!batch.isModelConfigured) {
      console.error('No model is configured: set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY if it needs one). Nothing was written.')
      exitCode = 1
      break
    }
    totals.found += batch.found
    totals.written += batch.written
    totals.skipped += batch.skipped
    if (batch.found) console.log(`${totals.found} agents without phrases so far: ${totals.written} given phrases, ${totals.skipped} skipped`)
    if (batch.stoppedBy) {
      console.error(`Stopped: ${batch.stoppedBy}. Run it again to go on.`)
      exitCode = 1
      break
    }
    if (batch.found < BATCH || batch.lastAgentId === null) break
    belowAgentId = batch.lastAgentId
  }
  if (!exitCode) console.log(totals.found ? `Done: ${totals.written} of ${totals.found} agents given search phrases; any still without are asked again next time.` : 'Every active agent has search phrases.')
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await handle?.close()
}
process.exit(exitCode)
