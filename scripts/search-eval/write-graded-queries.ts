/**
 * `npm run search:grade`: drafts queries.json from grading-rules.ts over the shipped catalogue.
 * Run once when the query set changes, then review the diff; the evaluation reads only the JSON.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { agentKey } from './agent-key.ts'
import { QUERY_RULES, type Agent } from './grading-rules.ts'

const { agents } = JSON.parse(readFileSync(new URL('../../db/seed/catalogue.json', import.meta.url), 'utf8')) as { agents: Agent[] }

const queries = QUERY_RULES.map(({ query, group, rules }) => {
  const grades: Record<string, number> = {}
  for (const agent of agents) {
    const rule = rules.find((candidate) => candidate.test(agent))
    if (rule) grades[agentKey(agent.link)] = Math.max(grades[agentKey(agent.link)] ?? 0, rule.grade)
  }
  const sorted = Object.fromEntries(Object.entries(grades).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)))

  return { query, group, grades: sorted }
})

writeFileSync(new URL('./queries.json', import.meta.url), `${JSON.stringify({ note: 'Graded search queries: grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts, reviewed by hand.', queries }, null, 1)}\n`)
for (const { query, grades } of queries) {
  const counts = [3, 2, 1].map((grade) => Object.values(grades).filter((value) => value === grade).length)
  console.log(`${query.padEnd(50)} 3:${counts[0]} 2:${counts[1]} 1:${counts[2]}`)
}
