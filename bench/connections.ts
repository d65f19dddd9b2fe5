/**
 * `npm run bench:connections`: 200 concurrent connections for 60 s (BENCH_CONNECTIONS,
 * BENCH_SECONDS) against the real server on a fresh embedded database, over the API and a page;
 * prints errors, status counts, latency and the server's resident memory (start, peak, end).
 * Figures, not assertions (issue 11: "0 errors and flat memory").
 *
 * Soak (issue 19: RSS ≤ 400 MB with 10,000 agents after 5 minutes, no growth over 10): with
 * BENCH_AGENTS=10000 the database holds that many synthetic agents (loaded before the server
 * starts), and every BENCH_SAMPLE_SECONDS (30) a line gives the server's RSS so far.
 *
 *   BENCH_AGENTS=10000 BENCH_CONNECTIONS=50 BENCH_SECONDS=300 npm run bench:connections
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-process-settings.ts'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const PORT = Number(process.env.BENCH_PORT ?? 3301)
const base = `http://127.0.0.1:${PORT}`

const AGENTS = Number(process.env.BENCH_AGENTS ?? 0)
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 30)

/**
 * BENCH_REUSE_CATALOGUE=1 keeps the loaded synthetic catalogue (in the temporary directory, one per
 * BENCH_AGENTS) and copies it for each run, instead of loading it again: for A/B runs of one change.
 */
const REUSE_CATALOGUE = process.env.BENCH_REUSE_CATALOGUE === '1'

const dataDir = await mkdtemp(path.join(tmpdir(), 'atlas-connections-'))
if (AGENTS > 0) {
  const kept = path.join(tmpdir(), `atlas-connections-catalogue-${AGENTS}`)
  const target = REUSE_CATALOGUE ? kept : path.join(dataDir, 'pglite')
  if (!REUSE_CATALOGUE || !existsSync(kept)) {
    // A child process: the bench itself must not hold the data directory the server opens.
    const started = performance.now()
    execFileSync(process.execPath, ['bench/load-synthetic-catalogue.ts', target, String(AGENTS)], { stdio: 'inherit' })
    console.log(`loaded ${AGENTS} synthetic agents in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  }
  if (REUSE_CATALOGUE) await cp(kept, path.join(dataDir, 'pglite'), { recursive: true })
}
// Started as `npm start` starts it (scripts/server-process-settings.ts); BENCH_NODE_FLAGS adds flags to try.
const nodeFlags = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])]
const server = spawn(process.execPath, [...nodeFlags, '-e', "import('./server/main.ts').then((m) => m.main())"], {
  env: { ...serverEnvironment(process.env), NODE_ENV: 'production', PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: path.join(dataDir, 'pglite'), LOG_LEVEL: 'warn', CRAWLER_SCHEDULE: 'off' },
  stdio: ['ignore', 'inherit', 'inherit'],
})

async function rssMegabytes(): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8')

  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

for (let waited = 0; ; waited += 500) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break
  } catch {
    if (waited > 180_000) throw new Error('The server did not start')
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
}

const samples: number[] = [await rssMegabytes()]
const benchStarted = performance.now()
const sampler = setInterval(() => void rssMegabytes().then((mb) => samples.push(mb)), 1000)
const reporter = setInterval(() => {
  console.log(`  ${((performance.now() - benchStarted) / 1000).toFixed(0).padStart(4)} s: server RSS ${samples.at(-1)!.toFixed(0)} MB (peak so far ${Math.max(...samples).toFixed(0)})`)
}, SAMPLE_SECONDS * 1000)
/** Failed requests by error code (ECONNRESET, timeouts…): the count alone does not say what failed. */
const errorsByCode = new Map<string, number>()
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const options = {
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    // The last search's word is in no synthetic agent, so the word vectors (decision 055) are loaded and held.
    requests: [{ path: '/api/agents?limit=24' }, { path: '/api/health' }, { path: '/marketplace' }, { path: '/api/agents?search=legal' }, { path: '/api/agents?search=photographer' }],
  }
  const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)))
  instance.on('reqError', (error: NodeJS.ErrnoException) => {
    const code = error.code ?? error.message
    errorsByCode.set(code, (errorsByCode.get(code) ?? 0) + 1)
  })
})
clearInterval(sampler)
clearInterval(reporter)
samples.push(await rssMegabytes())

const firstQuarter = samples.slice(0, Math.max(1, Math.floor(samples.length / 4)))
console.log(`${CONNECTIONS} connections for ${SECONDS} s: ${result.requests.total} requests (${Math.round(result.requests.average)}/s)`)
console.log(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, 1xx/2xx/3xx/4xx/5xx ${result['1xx']}/${result['2xx']}/${result['3xx']}/${result['4xx']}/${result['5xx']}`)
if (errorsByCode.size > 0) console.log(`errors by code: ${[...errorsByCode].map(([code, count]) => `${code} ${count}`).join(', ')}`)
console.log(`latency ms: p50 ${result.latency.p50}, p97.5 ${result.latency.p97_5}, p99 ${result.latency.p99}, max ${result.latency.max}`)
console.log(`server RSS MB: start ${samples[0]!.toFixed(0)}, first-quarter peak ${Math.max(...firstQuarter).toFixed(0)}, peak ${Math.max(...samples).toFixed(0)}, end ${samples.at(-1)!.toFixed(0)}`)

server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))
await rm(dataDir, { recursive: true, force: true })
