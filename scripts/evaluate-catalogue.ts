/**
 * npm run catalogue:eval [-- --catalogue path/to/catalogue.json] — measures the catalogue against
 * the hand labels in fixtures/eval: the industry classifier's precision and recall per industry,
 * de-duplication precision, recall and F1 on labelled pairs, the count per industry, and (for the
 * current parsers) every skipped entry by reason. Pass an older catalogue.json to get its figures.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { INDUSTRIES } from '../server/shared/taxonomy.ts'
import type { ShippedCatalogue } from '../server/catalogue/agent-draft.ts'
import { scoreDuplicatePairs, type DuplicatePair } from '../server/crawler/evaluation/score-duplicate-pairs.ts'
import { scoreIndustryLabels, type IndustryLabel } from '../server/crawler/evaluation/score-industry-labels.ts'
import { parseFixtureSources, repositoryRoot } from './read-fixture-sources.ts'

const { values } = parseArgs({ options: { catalogue: { type: 'string' }, errors: { type: 'boolean', default: false } } })
const cataloguePath = values.catalogue ?? join(repositoryRoot, 'db', 'seed', 'catalogue.json')
const percent = (value: number | null) => (value === null ? '   –  ' : `${(value * 100).toFixed(1).padStart(5)}%`)

const catalogue = JSON.parse(await readFile(cataloguePath, 'utf8')) as ShippedCatalogue
const { labels } = JSON.parse(await readFile(join(repositoryRoot, 'fixtures', 'eval', 'industry-labels.json'), 'utf8')) as { labels: IndustryLabel[] }
const { pairs } = JSON.parse(await readFile(join(repositoryRoot, 'fixtures', 'eval', 'duplicate-pairs.json'), 'utf8')) as { pairs: DuplicatePair[] }

console.log(`Catalogue ${cataloguePath}: ${catalogue.agents.length} agents`)

const industry = scoreIndustryLabels({ agents: catalogue.agents, labels })
console.log(`\nIndustry classifier on ${industry.scored} labelled agents (${industry.missing} labelled entries not in this catalogue): accuracy ${percent(industry.accuracy)}`)
console.log('  industry            predicted  correct  labelled  precision  recall')
for (const score of industry.perIndustry) {
  console.log(`  ${score.industry.padEnd(18)} ${String(score.predicted).padStart(9)} ${String(score.correct).padStart(8)} ${String(score.actual).padStart(9)}    ${percent(score.precision)}  ${percent(score.recall)}`)
}

const duplicates = scoreDuplicatePairs({ agents: catalogue.agents, pairs })
console.log(`\nDe-duplication on ${duplicates.scored} labelled pairs (${pairs.filter((pair) => pair.same).length} same, ${pairs.filter((pair) => !pair.same).length} different; ${duplicates.missing} with an entry not in this catalogue)`)
console.log(`  true merges ${duplicates.truePositives}, wrong merges ${duplicates.falsePositives}, missed ${duplicates.falseNegatives}, kept apart ${duplicates.trueNegatives}`)
console.log(`  precision ${percent(duplicates.precision)}  recall ${percent(duplicates.recall)}  F1 ${duplicates.f1.toFixed(3)}`)

console.log('\nAgents per industry')
for (const name of INDUSTRIES) console.log(`  ${String(catalogue.agents.filter((agent) => agent.industry === name).length).padStart(5)}  ${name}`)

if (!values.catalogue) {
  const skipped: Record<string, number> = {}
  for (const { result } of await parseFixtureSources()) for (const entry of result.skipped) skipped[entry.reason] = (skipped[entry.reason] ?? 0) + 1
  console.log('\nSkip records by reason (current parsers over fixtures/sources)')
  for (const [reason, count] of Object.entries(skipped).sort((left, right) => right[1] - left[1])) console.log(`  ${String(count).padStart(5)}  ${reason}`)
}

if (values.errors) {
  console.log('\nIndustry errors (label ← predicted)')
  for (const error of industry.errors) console.log(`  ${error.label} ← ${error.predicted}: ${error.name}`)
  console.log('\nDe-duplication errors')
  for (const error of duplicates.errors) console.log(`  ${error.merged ? 'merged, should not be' : 'not merged, should be'}: ${error.note}`)
}
