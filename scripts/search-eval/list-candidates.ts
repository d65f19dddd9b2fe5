/**
 * Grading helper: lists shipped-catalogue agents whose name, tags or description match any of the
 * given patterns (regular expressions, case-insensitive), with their stable key.
 *
 *   node scripts/search-eval/list-candidates.ts 'law firm|attorney' 'contract'
 */
import { readFileSync } from 'node:fs'
import { agentKey } from './agent-key.ts'

type Entry = { name: string; description: string; tags: string[]; industry: string; category: string; source: string; link: string }
const { agents } = JSON.parse(readFileSync(new URL('../../db/seed/catalogue.json', import.meta.url), 'utf8')) as { agents: Entry[] }

const patterns = process.argv.slice(2).map((pattern) => new RegExp(pattern, 'i'))
for (const agent of agents) {
  const text = `${agent.name} | ${agent.tags.join(' ')} | ${agent.description}`
  const hits = patterns.filter((pattern) => pattern.test(text)).length
  if (hits === 0) continue
  console.log(`${hits} ${agentKey(agent.link)}\n   ${agent.name} [${agent.industry}/${agent.category}/${agent.source}] ${agent.description.slice(0, 160)}`)
}
