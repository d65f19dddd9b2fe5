/**
 * `npm run search:grade`: drafts queries.json (tuning set), held-out-queries.json and
 * people-queries.json, fresh-queries.json, fresh-2-queries.json, fresh-3-queries.json, fresh-4-queries.json, fresh-5-queries.json, fresh-6-queries.json, fresh-7-queries.json, fresh-8-queries.json, fresh-9-queries.json, fresh-10-queries.json, fresh-11-queries.json, fresh-12-queries.json and fresh-13-queries.json from the rules in grading-rules.ts,
 * held-out-rules.ts, people-words-rules.ts and the fresh-words*-rules.ts files over the shipped catalogue. Run when a set changes, then review the diff;
 * the evaluation reads only the JSON, so a rebuilt catalogue cannot move grades.
 * `npm run search:grade -- people-queries.json` writes that one set only (the others keep grades
 * reviewed by hand since they were drafted).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { agentKey } from './agent-key.ts'
import { QUERY_RULES, type Agent, type QueryRules } from './grading-rules.ts'
import { HAND_GRADES } from './hand-grades.ts'
import { HELD_OUT_RULES } from './held-out-rules.ts'
import { FRESH_RULES } from './fresh-words-rules.ts'
import { FRESH_2_RULES } from './fresh-words-2-rules.ts'
import { FRESH_3_RULES } from './fresh-words-3-rules.ts'
import { FRESH_4_RULES } from './fresh-words-4-rules.ts'
import { FRESH_5_RULES } from './fresh-words-5-rules.ts'
import { FRESH_6_RULES } from './fresh-words-6-rules.ts'
import { FRESH_7_RULES } from './fresh-words-7-rules.ts'
import { FRESH_8_RULES } from './fresh-words-8-rules.ts'
import { FRESH_9_RULES } from './fresh-words-9-rules.ts'
import { FRESH_10_RULES } from './fresh-words-10-rules.ts'
import { FRESH_11_RULES } from './fresh-words-11-rules.ts'
import { FRESH_12_RULES } from './fresh-words-12-rules.ts'
import { FRESH_13_RULES } from './fresh-words-13-rules.ts'
import { PEOPLE_RULES } from './people-words-rules.ts'

const { agents } = JSON.parse(readFileSync(new URL('../../db/seed/catalogue.json', import.meta.url), 'utf8')) as { agents: Agent[] }

function grade(rules: QueryRules[]) {
  return rules.map(({ query, group, rules: queryRules }) => {
    const grades: Record<string, number> = {}
    for (const agent of agents) {
      const rule = queryRules.find((candidate) => candidate.test(agent))
      if (rule) grades[agentKey(agent.link)] = Math.max(grades[agentKey(agent.link)] ?? 0, rule.grade)
    }
    // A person's grade replaces the rules' (hand-grades.ts); 0 removes the agent.
    for (const { name, grade: handGrade } of HAND_GRADES.filter((entry) => entry.query === query)) {
      const named = agents.filter((agent) => agent.name === name)
      if (named.length === 0) throw new Error(`hand-grades.ts: no agent named ${name}`)
      for (const agent of named) {
        if (handGrade === 0) delete grades[agentKey(agent.link)]
        else grades[agentKey(agent.link)] = handGrade
      }
    }
    const sorted = Object.fromEntries(Object.entries(grades).sort(([a, x], [b, y]) => y - x || a.localeCompare(b)))

    return { query, group, grades: sorted }
  })
}

for (const [file, rules, note] of [
  ['./queries.json', QUERY_RULES, 'Graded search queries: grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts, reviewed by hand.'],
  ['./held-out-queries.json', HELD_OUT_RULES, 'Held-out graded search queries (never tuned on): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from held-out-rules.ts.'],
  ['./people-queries.json', PEOPLE_RULES, "Graded search queries in people's words (never tuned on): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from people-words-rules.ts; no grades means nothing should match."],
  ['./fresh-queries.json', FRESH_RULES, "Fresh graded search queries (decision 045, never tuned on): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-rules.ts."],
  ['./fresh-2-queries.json', FRESH_2_RULES, "Second fresh graded search queries (decision 049, never tuned on): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-2-rules.ts."],
  ['./fresh-3-queries.json', FRESH_3_RULES, "Third fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-3-rules.ts."],
  ['./fresh-4-queries.json', FRESH_4_RULES, "Fourth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-4-rules.ts."],
  ['./fresh-5-queries.json', FRESH_5_RULES, "Fifth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-5-rules.ts."],
  ['./fresh-6-queries.json', FRESH_6_RULES, "Sixth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-6-rules.ts."],
  ['./fresh-7-queries.json', FRESH_7_RULES, "Seventh fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-7-rules.ts."],
  ['./fresh-8-queries.json', FRESH_8_RULES, "Eighth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-8-rules.ts."],
  ['./fresh-9-queries.json', FRESH_9_RULES, "Ninth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-9-rules.ts."],
  ['./fresh-10-queries.json', FRESH_10_RULES, "Tenth fresh graded search queries (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-10-rules.ts."],
  ['./fresh-11-queries.json', FRESH_11_RULES, "Eleventh fresh graded search queries, mainstream everyday requests (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-11-rules.ts."],
  ['./fresh-12-queries.json', FRESH_12_RULES, "Twelfth fresh graded search queries, mainstream everyday requests (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-12-rules.ts."],
  ['./fresh-13-queries.json', FRESH_13_RULES, "Thirteenth fresh graded search queries, mainstream everyday requests (never tuned on; graded and committed before any result was run): grades 0-3 per agent, keyed by scripts/search-eval/agent-key.ts. Drafted by write-graded-queries.ts from fresh-words-13-rules.ts."],
] as const) {
  if (process.argv[2] && `./${process.argv[2]}` !== file) continue
  const queries = grade(rules)
  writeFileSync(new URL(file, import.meta.url), `${JSON.stringify({ note, queries }, null, 1)}\n`)
  console.log(`\n${file}`)
  for (const { query, grades } of queries) {
    const counts = [3, 2, 1].map((value) => Object.values(grades).filter((graded) => graded === value).length)
    console.log(`${query.slice(0, 60).padEnd(62)} 3:${counts[0]} 2:${counts[1]} 1:${counts[2]}`)
  }
}
