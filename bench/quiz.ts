/**
 * `npm run bench:quiz`: the matchmaker and the agent page's related agents at 100,000 agents
 * (decision 013). Times in-process calls against the shared synthetic catalogue (bench/.data),
 * then POST /api/quiz/match over HTTP. Prints figures; asserts nothing.
 *
 *   BENCH_AGENTS=100000 BENCH_RUNS=200 BENCH_SECONDS=5 npm run bench:quiz
 */
import { sql } from 'drizzle-orm'
import autocannon from 'autocannon'
import { db } from '../db/client.ts'
import { findRelatedAgents, getAgentMatchFeatures } from '../server/catalogue/index.ts'
import {
  DEPLOYMENT_PREFERENCES,
  PRIMARY_USES,
  PROBLEMS,
  TECH_EXPERIENCES,
  TIME_COMMITMENTS,
  matchAgents,
  type TQuizAnswers,
} from '../server/quiz/index.ts'
import { startBuiltServer } from './built-server.ts'
import { prepareBenchDatabase } from './prepare-database.ts'

const TOTAL = Number(process.env.BENCH_AGENTS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 3301)

/** Every run answers differently (a deterministic walk through the options). */
function answersFor(run: number): TQuizAnswers {
  const pick = <Option extends { code: string }>(options: readonly Option[], salt: number) => options[(run * 7 + salt) % options.length]!.code

  return {
    primaryUse: pick(PRIMARY_USES, 0) as TQuizAnswers['primaryUse'],
    techExperience: pick(TECH_EXPERIENCES, 1) as TQuizAnswers['techExperience'],
    deploymentPreference: pick(DEPLOYMENT_PREFERENCES, 2) as TQuizAnswers['deploymentPreference'],
    timeCommitment: pick(TIME_COMMITMENTS, 3) as TQuizAnswers['timeCommitment'],
    problemSolving: [pick(PROBLEMS, 4) as TQuizAnswers['problemSolving'][number]],
    complexity: (run % 5) + 1,
  }
}

function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!

  return `p50 ${at(0.5).toFixed(2)} ms   p99 ${at(0.99).toFixed(2)} ms   max ${sorted.at(-1)!.toFixed(2)} ms`
}

async function time<Result>(work: () => Promise<Result>): Promise<number> {
  const started = performance.now()
  await work()

  return performance.now() - started
}

const { handle, dataDir } = await prepareBenchDatabase(TOTAL)

console.log(`\nMatchmaker over ${TOTAL.toLocaleString('en-US')} agents (in-process, PGlite)`)
console.log(`  first request (reads the features once per catalogue version): ${(await time(() => matchAgents({ answers: answersFor(0) }))).toFixed(0)} ms`)
const features = await getAgentMatchFeatures()
console.log(`  features held in memory: ${features.count.toLocaleString('en-US')} agents`)
const quiz: number[] = []
for (let run = 1; run <= RUNS; run++) quiz.push(await time(() => matchAgents({ answers: answersFor(run) })))
console.log(`  POST /api/quiz/match's work, ${RUNS} distinct answer sets: ${percentiles(quiz)}`)
const again: number[] = []
for (let run = 1; run <= RUNS; run++) again.push(await time(() => matchAgents({ answers: answersFor(run) })))
console.log(`  the same ${RUNS} answer sets again (remembered per catalogue version): ${percentiles(again)}`)

const ids = ((await db.execute(sql`select id from agents order by id limit ${RUNS} offset 1000`)).rows as { id: number }[]).map((row) => Number(row.id))
const agents = (await db.execute(sql`select id, industry, category, tags from agents where id = any(${`{${ids.join(',')}}`}::int[])`)).rows as {
  id: number
  industry: string
  category: string
  tags: string[]
}[]
const related: number[] = []
for (const agent of agents) related.push(await time(() => findRelatedAgents({ agentId: Number(agent.id), industry: agent.industry, category: agent.category, tags: agent.tags })))
console.log(`  related agents on an agent page, ${agents.length} distinct agents (uncached): ${percentiles(related)}`)
await handle.close()

const server = await startBuiltServer({ port: PORT, env: { DATA_DIR: dataDir } })
const { base } = server
// The first request reads the features (seconds at 100,000 agents): do it before timing.
await fetch(`${base}/api/quiz/match`, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` }, body: JSON.stringify(answersFor(3)) })
const result = await autocannon({
  url: `${base}/api/quiz/match`,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
  body: JSON.stringify(answersFor(3)),
  connections: 10,
  duration: SECONDS,
})
console.log(`\nHTTP POST /api/quiz/match (the same answers each time: remembered after the first), autocannon, 10 connections, ${SECONDS} s: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`)
await server.stop()
