/**
 * `npm run bench`: loads a synthetic 100,000-agent catalogue into its own data directory (once),
 * times the catalogue queries in-process, then starts the real server on it and measures each
 * route with autocannon (50 connections) beside a bare Hono hello started the same way (the
 * ceiling), without and with `accept-encoding: br, gzip`. Prints figures; asserts nothing.
 * The hello is measured again right before each case, and each case's ratio is to that adjacent
 * run: on a shared 2-core machine the ceiling itself drifts by half between two passes, which
 * one ceiling per pass turned into swings of the ratio nobody's code caused.
 *
 *   BENCH_AGENTS=100000 BENCH_SECONDS=10 BENCH_PORT=3300 npm run bench
 *
 * BENCH_DATABASE_URL=postgres://… times the queries on that Postgres database instead (loaded with
 * the same catalogue when it does not hold it; the HTTP part serves it too). BENCH_HTTP=off stops
 * after the in-process queries.
 *
 * Only some cases, for A/B runs of what a change touches (the whole table takes ~9 minutes):
 * BENCH_CASES lists case labels as printed, separated by `|` (`BENCH_CASES='/marketplace|/api/agents?limit=24'`),
 * BENCH_ENCODINGS `identity` or `br, gzip` (both when unset), BENCH_QUERIES=off skips the in-process queries.
 * BENCH_ROUNDS=5 BENCH_SECONDS=3 measures each (hello, case) pair five times, three seconds each, and prints
 * each case's median ratio: shorter pairs, repeated, follow the neighbours' load better than one long pair.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import autocannon from 'autocannon'
import { db } from '../db/client.ts'
import { findAgents, watchCatalogueChanges } from '../server/catalogue/index.ts'
import { forgetCatalogueResults } from '../server/catalogue/cached-per-catalogue-version.ts'
import { prepareBenchDatabase } from './prepare-database.ts'

const TOTAL = Number(process.env.BENCH_AGENTS ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const PORT = Number(process.env.BENCH_PORT ?? 3300)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const CEILING = 'bare Hono hello (ceiling)'
const DATA_DIR = `bench/.data/pglite-${TOTAL}`
const SELECTED_CASES = process.env.BENCH_CASES ? new Set(process.env.BENCH_CASES.split('|').map((label) => label.trim())) : undefined
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1)
const ENCODINGS = (['identity', 'br, gzip'] as const).filter((encoding) => !process.env.BENCH_ENCODINGS || process.env.BENCH_ENCODINGS === encoding)

async function prepareDatabase() {
  return (await prepareBenchDatabase(TOTAL)).handle
}

const QUERIES = {
  'list, default order': {},
  'list, industry + difficulty, by rating': { useCase: 'legal', difficulty: 'beginner', sort: 'rating' },
  'list, free, rating ≥ 4': { pricing: 'free', rating: '4' },
  'search "contract review"': { search: 'contract review' },
  'search with typo "contrct reveiw"': { search: 'contrct reveiw' },
} as const

const SEARCH_WORDS = ['contract', 'invoice', 'patient', 'lesson', 'candidate', 'lead', 'ticket', 'report', 'meeting', 'policy', 'claim', 'budget']

/**
 * Each run asks for a different page (and searches a different subject) with the per-version
 * result cache emptied first, so every figure includes the total and facet counts: the server
 * time of a request nobody asked before. CPU is this process's (PGlite runs in it), which a
 * loaded machine disturbs less than wall time.
 */
async function timeQueries() {
  // As in the server: the process listens for catalogue changes, so the version is what it has heard (decision 043).
  await watchCatalogueChanges().ready
  const started = performance.now()
  await findAgents({ offset: '1' })
  console.log(`\nFirst list (loads what later lists reuse until the catalogue changes): ${(performance.now() - started).toFixed(0)} ms`)
  console.log(`In-process catalogue queries, uncached (${handleKind}, 30 distinct queries each after 3 warm-ups)`)
  for (const [label, query] of Object.entries(QUERIES)) {
    const durations: number[] = []
    const cpuTimes: number[] = []
    for (let run = 0; run < 33; run++) {
      const distinct: Record<string, unknown> = { ...query, offset: String(run * 24) }
      if ('search' in query) distinct.search = `${query.search} ${SEARCH_WORDS[run % SEARCH_WORDS.length]}`
      forgetCatalogueResults()
      const started = performance.now()
      const cpuStarted = process.cpuUsage()
      await findAgents(distinct as never)
      const cpu = process.cpuUsage(cpuStarted)
      if (run >= 3) {
        durations.push(performance.now() - started)
        cpuTimes.push((cpu.user + cpu.system) / 1000)
      }
    }
    const at = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)]!.toFixed(2)
    console.log(`  ${label.padEnd(40)} p50 ${at(durations, 0.5)} ms   p95 ${at(durations, 0.95)} ms   CPU p50 ${at(cpuTimes, 0.5)} ms`)
  }
}

type Encoding = 'identity' | 'br, gzip'
type Row = {
  label: string
  encoding: Encoding
  requestsPerSecond: number
  p50: number
  p99: number
  bytes: number
  errors: number
  serverMicroseconds: number
  /** This process's CPU per request: autocannon, which reads and parses every response byte. */
  clientMicroseconds: number
}
/** A case and the hello measured just before it, under the same encoding. */
type Pair = { row: Row; ceiling: Row }

/**
 * CPU a process has used, in microseconds (user + system, from /proc; NaN elsewhere). Per request it
 * shows what the server itself spends, which the neighbours on a shared machine disturb far less
 * than req/s (autocannon, in this process, shares the same cores).
 */
function cpuMicrosecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')

    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100
  } catch {
    return Number.NaN
  }
}

async function startProcess(script: string, env: Record<string, string>, readyPath: string) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
  const base = `http://127.0.0.1:${env.PORT}`
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || attempt > 480) throw new Error(`${script} did not start; see its output above`)
    if (await fetch(`${base}${readyPath}`).then((response) => response.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }

  return { base, pid: child.pid, stop: async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  } }
}

/** One autocannon run; bytes are the average response size on the wire (headers included). */
async function measure(label: string, url: string, encoding: Encoding, serverPid: number | undefined): Promise<Row> {
  const headers: Record<string, string> = encoding === 'identity' ? {} : { 'accept-encoding': encoding }
  // Warm-up: fills the page cache and lets V8 optimise the path before the timed run.
  await autocannon({ url, connections: 10, amount: 200, headers })
  const cpuBefore = cpuMicrosecondsOf(serverPid)
  const clientCpuBefore = process.cpuUsage()
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  const serverCpu = cpuMicrosecondsOf(serverPid) - cpuBefore
  const clientCpu = process.cpuUsage(clientCpuBefore)

  return {
    label,
    encoding,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    errors: result.non2xx + result.errors,
    serverMicroseconds: result.requests.total ? serverCpu / result.requests.total : Number.NaN,
    clientMicroseconds: result.requests.total ? (clientCpu.user + clientCpu.system) / result.requests.total : Number.NaN,
  }
}

function printTable(pairs: Pair[]) {
  console.log(`\nHTTP, autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case after a warm-up, ${TOTAL} agents`)
  console.log('  ceiling: the bare hello measured right before the case; µs/req: server CPU per request (case / hello);')
  console.log('  client µs: autocannon\'s CPU per request (case / hello); CPU ceiling: the hello\'s server + client CPU per request')
  console.log('  over the case\'s, the ratio two cores would give with nothing else running (the neighbours move it far less than req/s)')
  const header = `  ${'case'.padEnd(30)} ${'encoding'.padEnd(9)} ${'req/s'.padStart(8)} ${'hello'.padStart(8)} ${'ceiling'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'bytes'.padStart(8)} ${'errors'.padStart(7)} ${'µs/req'.padStart(11)} ${'client µs'.padStart(11)} ${'CPU ceiling'.padStart(12)}`
  console.log(header)
  console.log(`  ${'-'.repeat(header.length - 2)}`)
  for (const { row, ceiling } of pairs) {
    const ratio = row.requestsPerSecond / ceiling.requestsPerSecond
    const cpu = `${row.serverMicroseconds.toFixed(0)} / ${ceiling.serverMicroseconds.toFixed(0)}`
    const clientCpu = `${row.clientMicroseconds.toFixed(0)} / ${ceiling.clientMicroseconds.toFixed(0)}`
    const cpuRatio = (ceiling.serverMicroseconds + ceiling.clientMicroseconds) / (row.serverMicroseconds + row.clientMicroseconds)
    console.log(
      `  ${row.label.padEnd(30)} ${row.encoding.padEnd(9)} ${row.requestsPerSecond.toFixed(0).padStart(8)} ${ceiling.requestsPerSecond.toFixed(0).padStart(8)} ${`${(ratio * 100).toFixed(1)}%`.padStart(8)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${row.bytes.toFixed(0).padStart(8)} ${String(row.errors).padStart(7)} ${cpu.padStart(11)} ${clientCpu.padStart(11)} ${`${(cpuRatio * 100).toFixed(1)}%`.padStart(12)}`,
    )
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** With BENCH_ROUNDS > 1: each case's median ratio over its rounds, and the range. */
function printMedians(pairs: Pair[]) {
  console.log(`\n  median of ${ROUNDS} rounds (range)              ceiling            CPU ceiling`)
  const keys = [...new Set(pairs.map(({ row }) => `${row.label}\t${row.encoding}`))]
  for (const key of keys) {
    const rounds = pairs.filter(({ row }) => `${row.label}\t${row.encoding}` === key)
    const ratios = rounds.map(({ row, ceiling }) => (100 * row.requestsPerSecond) / ceiling.requestsPerSecond)
    const cpuRatios = rounds.map(({ row, ceiling }) => (100 * (ceiling.serverMicroseconds + ceiling.clientMicroseconds)) / (row.serverMicroseconds + row.clientMicroseconds))
    const summary = (values: number[]) => `${median(values).toFixed(1)}% (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`
    const [label, encoding] = key.split('\t')
    console.log(`  ${label!.padEnd(30)} ${encoding!.padEnd(9)} ${summary(ratios).padStart(20)} ${summary(cpuRatios).padStart(22)}`)
  }
}

async function measureRoutes(agentId: number) {
  const hello = await startProcess('bench/hello-server.ts', { PORT: String(PORT + 1) }, '/')
  const server = await startProcess('scripts/start.ts', { NODE_ENV: 'production', PORT: String(PORT), LOG_LEVEL: 'warn', ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATA_DIR }) }, '/api/health')
  const base = server.base

  // /agents/{id} answers 301 to its canonical /agents/{id}-{slug}: measure the page itself.
  const detail = await fetch(`${base}/agents/${agentId}`, { redirect: 'manual' })
  const detailPath = new URL(detail.headers.get('location') ?? `/agents/${agentId}`, base).pathname

  const allCases: [string, string][] = [
    ['/', `${base}/`],
    ['/marketplace', `${base}/marketplace`],
    ['/marketplace?useCase=legal', `${base}/marketplace?useCase=legal`],
    ['/agents/{id}', `${base}${detailPath}`],
    ['/api/agents?limit=24', `${base}/api/agents?limit=24`],
    ['/api/agents (filters)', `${base}/api/agents?useCase=legal&difficulty=beginner&sort=rating`],
    ['/api/agents (search)', `${base}/api/agents?search=contract%20review`],
  ]
  const cases = allCases.filter(([label]) => !SELECTED_CASES || SELECTED_CASES.has(label))
  if (cases.length === 0) throw new Error(`BENCH_CASES names no case; the cases are: ${allCases.map(([label]) => label).join(' | ')}`)
  const pairs: Pair[] = []
  const loadBefore = loadavg()[0]!
  for (let round = 0; round < ROUNDS; round++) {
    for (const encoding of ENCODINGS) {
      for (const [label, url] of cases) {
        const ceiling = await measure(CEILING, `${hello.base}/`, encoding, hello.pid)
        pairs.push({ ceiling, row: await measure(label, url, encoding, server.pid) })
      }
    }
  }
  await server.stop()
  await hello.stop()
  printTable(pairs)
  if (ROUNDS > 1) printMedians(pairs)
  // The neighbours' share of the two cores while this ran: a ratio is only comparable at a similar load.
  console.log(`  load average (1 min) at the start ${loadBefore.toFixed(1)}, at the end ${loadavg()[0]!.toFixed(1)}`)
}

const handle = await prepareDatabase()
const handleKind = handle.kind
if (process.env.BENCH_QUERIES !== 'off') await timeQueries()
const [row] = (await db.execute(sql`select id from agents order by id limit 1 offset 500`)).rows as { id: number }[]
await handle.close()
if (process.env.BENCH_HTTP !== 'off') await measureRoutes(row!.id)
