/**
 * The crash test's child process: opens the database the parent names, then crawls GitHub and
 * Hugging Face from the (slowed-down) fixture server, printing its progress so the parent knows
 * when to kill it with SIGKILL. Not a test file: run with `node`.
 */
import { openDatabase, useDatabase } from '../../../db/client.ts'
import { migrateDatabase } from '../../../db/migrate.ts'
import { runCrawl } from '../../../server/crawler/run-crawl.ts'

const { CRASH_PGLITE_DIR, CRASH_DATABASE_URL, CRASH_FIXTURE_ORIGIN } = process.env
if (!CRASH_FIXTURE_ORIGIN || (!CRASH_PGLITE_DIR && !CRASH_DATABASE_URL)) throw new Error('crash-child needs CRASH_FIXTURE_ORIGIN and a database')

const handle = CRASH_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: CRASH_DATABASE_URL, max: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: CRASH_PGLITE_DIR })
useDatabase(handle)
await migrateDatabase(handle)

const baseUrls = { githubApi: `${CRASH_FIXTURE_ORIGIN}/github`, githubRaw: `${CRASH_FIXTURE_ORIGIN}/raw`, huggingFace: `${CRASH_FIXTURE_ORIGIN}/huggingface` }
await runCrawl({
  trigger: 'cli',
  sourceKeys: ['github', 'huggingface'],
  settings: { isLive: true, baseUrls, linkChecksPerRun: 0, maxRateLimitWaitMs: 0, tokens: { github: null, huggingFace: null } },
  retryDelayMs: 1,
  onProgress: ({ sourceKey, counts }) => console.log(`progress ${sourceKey} ${counts.fetched}`),
})
console.log('finished')
await handle.close()
