/**
 * `npm run crawl`: one crawl of every source, or `npm run crawl -- --source github` (repeatable),
 * into the configured database. Live traffic only with CRAWLER_LIVE=true; otherwise the bundled
 * snapshots in fixtures/sources are read through the same parsers. `--list` shows the sources.
 * A progress bar on a terminal, plain lines otherwise, and a summary table at the end.
 */
import { parseArgs } from 'node:util'

// The crawl's own lines are the output; the server's info logs would only interleave with them.
process.env.LOG_LEVEL ??= 'warn'

const { values } = parseArgs({
  options: { source: { type: 'string', multiple: true }, list: { type: 'boolean', default: false } },
})

const { callLocalServer, openDatabaseOrServer } = await import('./open-database-or-server.ts')
const { migrateDatabase } = await import('../db/migrate.ts')
const { CONNECTORS, findCrawlRuns, runCrawl, stopCrawls } = await import('../server/crawler/index.ts')
const { isAppError } = await import('../server/shared/errors.ts')

if (values.list) {
  for (const connector of CONNECTORS) console.log(`${connector.key.padEnd(12)} ${connector.title}: ${connector.description}`)
  process.exit(0)
}

const isTerminal = Boolean(process.stdout.isTTY)
const sourceKeys = (values.source ?? []).flatMap((value) => value.split(',')).map((key) => key.trim()).filter(Boolean)
const opened = await openDatabaseOrServer()
if (opened.server) {
  // The running server crawls (it holds the embedded database); its /crawler page shows progress.
  const { runId } = await callLocalServer<{ runId: number }>(opened.server, 'crawl', { sourceKeys })
  console.log(`Started crawl run ${runId} on the running server: follow it at ${opened.server.url}/crawler`)
  process.exit(0)
}
const handle = opened.handle
await migrateDatabase(handle)

const total = sourceKeys.length || CONNECTORS.length
const seen: string[] = []

function progressLine(sourceKey: string, message: string, entries: number) {
  if (!seen.includes(sourceKey)) seen.push(sourceKey)
  if (!isTerminal) {
    console.log(`${sourceKey}: ${message} (${entries} entries so far)`)

    return
  }
  const width = 24
  const done = Math.min(seen.length - 1, total)
  const filled = Math.round((done / total) * width)
  const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
  const line = `${bar} ${done}/${total} sources · ${sourceKey} · ${entries.toLocaleString('en-US')} entries · ${message}`
  process.stdout.write(`\r\x1b[2K${line.slice(0, (process.stdout.columns ?? 120) - 1)}`)
}

function printSummary(run: Awaited<ReturnType<typeof findCrawlRuns>>[number]) {
  if (isTerminal) process.stdout.write('\r\x1b[2K')
  const columns = ['source', 'status', 'fetched', 'new', 'updated', 'duplicates', 'unchanged', 'not free', 'invalid', 'filtered', 'errors'] as const
  const rows = run.sources.map((source) => [
    source.sourceKey,
    source.status,
    ...[source.fetched, source.created, source.updated, source.duplicates, source.unchanged, source.skippedNotFree, source.skippedInvalid, source.skippedFiltered, source.errors].map(
      (count) => count.toLocaleString('en-US'),
    ),
  ])
  const widths = columns.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index]!.length)))
  const format = (cells: readonly string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ')
  console.log(`\nCrawl run ${run.id} ${run.status} (${run.isLive ? 'live' : 'offline: bundled snapshots'})`)
  console.log(format(columns))
  console.log(widths.map((width) => '─'.repeat(width)).join('  '))
  for (const row of rows) console.log(format(row))
  for (const source of run.sources) {
    if (source.note) console.log(`  ${source.sourceKey}: ${source.note}`)
    for (const message of source.errorMessages ?? []) console.log(`  ${source.sourceKey} error: ${message}`)
  }
  console.log(`\n${run.message}${run.error ? `\n${run.error}` : ''}`)
}

process.once('SIGINT', () => {
  console.log('\nStopping the crawl…')
  void stopCrawls()
})

let exitCode = 0
try {
  const started = performance.now()
  const { runId, status } = await runCrawl({
    trigger: 'cli',
    sourceKeys,
    onProgress: ({ sourceKey, message, counts }) => progressLine(sourceKey, message, counts.fetched),
  })
  const [run] = await findCrawlRuns({ limit: 1, runId, includeErrorMessages: true })
  if (run) printSummary(run)
  console.log(`Wall time ${((performance.now() - started) / 1000).toFixed(1)} s`)
  exitCode = status === 'completed' ? 0 : 1
} catch (error) {
  if (isTerminal) process.stdout.write('\r\x1b[2K')
  console.error(isAppError(error) ? error.message : error)
  exitCode = isAppError(error) && error.code === 'CONFLICT' ? 2 : 1
} finally {
  await handle.close()
}
process.exit(exitCode)
