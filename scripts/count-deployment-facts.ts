/**
 * `npx tsx scripts/count-deployment-facts.ts [catalogue.json]`: the shipped catalogue's deployment
 * facts as stored and as the one derivation gives them (decision 030), and how many agents differ.
 * After `npm run catalogue:build` the two columns are equal and nothing differs.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ShippedCatalogue } from '../server/catalogue/agent-draft.ts'
import { deriveDeploymentFacts } from '../server/shared/derive-deployment-facts.ts'
import { selfDeployableFromStored } from '../server/shared/deployment-facts.schemas.ts'

const path = process.argv[2] ?? join(import.meta.dirname, '..', 'db', 'seed', 'catalogue.json')
const { agents } = JSON.parse(readFileSync(path, 'utf8')) as ShippedCatalogue
const derived = agents.map((agent) => deriveDeploymentFacts(agent))

function countBy(values: readonly unknown[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const value of values) counts[String(value ?? 'unknown')] = (counts[String(value ?? 'unknown')] ?? 0) + 1

  return counts
}

const rows: [string, unknown[], unknown[]][] = [
  ['self-deployable', agents.map((agent) => selfDeployableFromStored(agent.selfDeployable)), derived.map((facts) => facts.selfDeployable)],
  ['complexity', agents.map((agent) => agent.deploymentComplexity), derived.map((facts) => facts.deploymentComplexity)],
  ['infrastructure', agents.map((agent) => agent.infrastructureNeeded), derived.map((facts) => facts.infrastructureNeeded)],
]
console.log(`${agents.length} agents in ${path}`)
for (const [name, stored, fromSources] of rows) console.log(`${name}\n  stored   ${JSON.stringify(countBy(stored))}\n  derived  ${JSON.stringify(countBy(fromSources))}`)
console.log(`guide: ${derived.filter((facts) => facts.hasGuide).length}; kinds ${JSON.stringify(countBy(derived.map((facts) => facts.kind)))}`)
const differing = agents.filter((agent, index) => {
  const facts = derived[index]!

  return selfDeployableFromStored(agent.selfDeployable) !== facts.selfDeployable || agent.deploymentComplexity !== facts.deploymentComplexity || agent.infrastructureNeeded !== facts.infrastructureNeeded
})
console.log(`stored facts differ from the derivation: ${differing.length}`)
