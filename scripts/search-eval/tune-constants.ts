/**
 * Coordinate ascent over ranking constants and field weights (decision 059): each candidate value
 * is one `search:eval -- --all` run with SEARCH_RANKING / SEARCH_FIELDS; a value is kept when the
 * summed nDCG@10 of every set but the held-back ones rises by more than 0.01. The held-back sets'
 * figures are never printed: look at them once, after, to accept or refuse the result.
 *
 *   node scripts/search-eval/tune-constants.ts '{"R.intentBoost":[1.8,3.2],"F.tags.weight":[1.8,3.5]}' [start ranking JSON]
 *
 * "R.name" is a RANKING constant, "N.name" a NEIGHBOURS setting, "F.field.setting" a SEARCH_FIELDS setting.
 */
import { execFileSync } from 'node:child_process'

// Fresh 11 and 12 were held back until their misses were read (docs/search.md, the ninth pass).
const HELD_BACK = ['fresh-10-queries.json', 'fresh-13-queries.json']
const KEEP_RULE = 0.01
type Settings = Record<string, Record<string, number>>

function evaluate(ranking: Record<string, number>, fields: Settings, neighbours: Record<string, number>) {
  const env = { ...process.env, SEARCH_RANKING: JSON.stringify(ranking), SEARCH_FIELDS: JSON.stringify(fields), SEARCH_NEIGHBOUR_SETTINGS: JSON.stringify(neighbours) }
  const output = execFileSync('npm', ['run', '-s', 'search:eval', '--', '--all'], { env, encoding: 'utf8', maxBuffer: 1e8 })
  const summary = output.trim().split('\n').at(-1) ?? ''
  const sets = [...summary.matchAll(/([a-z0-9-]+\.json) ([0-9.]+)/g)].filter(([, name]) => !HELD_BACK.includes(name!)).map(([, name, value]) => [name!.replace('-queries.json', ''), Number(value)] as const)

  return { sum: sets.reduce((total, [, value]) => total + value, 0), shown: sets.map(([name, value]) => `${name} ${value}`).join(' ') }
}

const candidates = JSON.parse(process.argv[2] ?? '{}') as Record<string, number[]>
const ranking = JSON.parse(process.argv[3] ?? '{}') as Record<string, number>
const fields: Settings = {}
const neighbours: Record<string, number> = {}
let best = evaluate(ranking, fields, neighbours)
console.log(`start ${best.sum.toFixed(3)}  ${best.shown}`)
for (const [key, values] of Object.entries(candidates)) {
  for (const value of values) {
    const [kind, name, setting] = key.split('.') as [string, string, string | undefined]
    const tryRanking = kind === 'R' ? { ...ranking, [name]: value } : ranking
    const tryFields = kind === 'F' ? { ...fields, [name]: { ...fields[name], [setting!]: value } } : fields
    const tryNeighbours = kind === 'N' ? { ...neighbours, [name]: value } : neighbours
    const result = evaluate(tryRanking, tryFields, tryNeighbours)
    const kept = result.sum > best.sum + KEEP_RULE
    console.log(`${key}=${value} ${result.sum.toFixed(3)}${kept ? ' kept' : ''}  ${result.shown}`)
    if (kept) {
      best = result
      Object.assign(ranking, tryRanking)
      Object.assign(fields, tryFields)
      Object.assign(neighbours, tryNeighbours)
    }
  }
}
console.log(`best ${best.sum.toFixed(3)} SEARCH_RANKING='${JSON.stringify(ranking)}' SEARCH_FIELDS='${JSON.stringify(fields)}' SEARCH_NEIGHBOUR_SETTINGS='${JSON.stringify(neighbours)}'`)
