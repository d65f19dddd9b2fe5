/**
 * `npm run bench:start`: how long `npm start` (scripts/start.ts) takes to answer its first 200 on
 * `/`, on a fresh data directory (first start: migrate and seed the shipped catalogue) and then
 * again on the same directory (restart). Builds first when there is no build (timed apart).
 * Prints figures; asserts nothing.
 *
 *   BENCH_PORT=3300 BENCH_RUNS=3 npm run bench:start
 */
import { execSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-process-settings.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3300)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const base = `http://127.0.0.1:${PORT}`

if (!existsSync('build/server/index.js')) {
  const started = performance.now()
  execSync('npm run build', { stdio: 'ignore' })
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * CPU seconds a process has used (user + system, from /proc; NaN elsewhere): on a shared machine
 * wall time mostly measures the neighbours, CPU time what the start itself costs.
 */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // Fields 14 and 15 of stat (utime, stime), counted after the command name's closing parenthesis.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

type Timed = { seconds: number; cpuSeconds: number }

/** Starts the server on `dataDir`, waits for the first 200 on `/`, stops it; returns wall and CPU seconds. */
async function timeFirstPage(dataDir: string): Promise<Timed> {
  const started = performance.now()
  // As `npm start` runs it (package.json), without npm: with the server's settings, so no restart for them.
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    env: { ...serverEnvironment(process.env), NODE_ENV: 'production', PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', CRAWLER_SCHEDULE: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error('The server exited; see its output above')
      const status = await fetch(`${base}/`).then((response) => response.status, () => 0)
      if (status === 200) return { seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSecondsOf(server.pid) }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}

const firstStarts: Timed[] = []
const restarts: Timed[] = []
for (let run = 0; run < RUNS; run++) {
  const directory = await mkdtemp(path.join(tmpdir(), 'atlas-start-'))
  const dataDir = path.join(directory, 'pglite')
  firstStarts.push(await timeFirstPage(dataDir))
  restarts.push(await timeFirstPage(dataDir))
  await rm(directory, { recursive: true, force: true })
}
const median = (values: number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)]!.toFixed(2)
const describe = (runs: Timed[]) => {
  const seconds = runs.map((run) => run.seconds)
  const cpuSeconds = runs.map((run) => run.cpuSeconds)

  return `median ${median(seconds)} s of ${seconds.map((value) => value.toFixed(2)).join(', ')}; CPU median ${median(cpuSeconds)} s of ${cpuSeconds.map((value) => value.toFixed(2)).join(', ')}`
}
console.log(`first start (migrate, seed) to first 200 on /: ${describe(firstStarts)}`)
console.log(`restart to first 200 on /:                    ${describe(restarts)}`)
