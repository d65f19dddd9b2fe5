import { formatCount } from './agent-display.ts'
import { SELF_DEPLOYABLE_LABELS, selfDeployableFromStored } from '../../server/shared/deployment-facts.schemas.ts'
import { formatPrice } from './money.ts'
import { CATEGORY_LABELS, INFRASTRUCTURE_LABELS, labelFromCode, type Category, type Infrastructure } from '../../server/shared/taxonomy.ts'

/** The agent fields the comparison shows (a TAgentDetail has them all). */
export type ComparedAgent = {
  source: string
  builderProfile: string | null
  industry: string
  category: string
  difficulty: string
  priceCents: number
  pricingType: string
  averageRating: number
  totalRatings: number
  deploymentComplexity: string | null
  infrastructureNeeded: string | null
  selfDeployable: boolean | null
  deploymentGuide: string | null
  apiEndpoint: string | null
  licence: string | null
  language: string | null
  stars: number | null
  likes: number | null
  downloads: number | null
  tags: string[]
  linkStatus: string
  isArchived: boolean
  createdAt: string
  description: string
}

export type CompareRow = { label: string; values: string[]; differs: boolean }

const NOT_STATED = 'Not stated'

const LINK_STATUS_LABELS: Record<string, string> = { ok: 'Working', dead: 'Broken link', unknown: 'Not checked yet' }

function rating(agent: ComparedAgent): string {
  if (agent.totalRatings === 0) return 'No ratings yet'

  return `${agent.averageRating.toFixed(1)} out of 5`
}

const FIELDS: [label: string, read: (agent: ComparedAgent) => string][] = [
  ['Rating', rating],
  ['Reviews', (agent) => formatCount(agent.totalRatings)],
  ['Price', (agent) => formatPrice(agent.priceCents)],
  ['Pricing', (agent) => labelFromCode(agent.pricingType)],
  ['Use case', (agent) => labelFromCode(agent.industry)],
  ['Category', (agent) => CATEGORY_LABELS[agent.category as Category] ?? labelFromCode(agent.category)],
  ['Difficulty', (agent) => labelFromCode(agent.difficulty)],
  ['Deployment complexity', (agent) => (agent.deploymentComplexity ? labelFromCode(agent.deploymentComplexity) : NOT_STATED)],
  ['Infrastructure needed', (agent) => (agent.infrastructureNeeded ? (INFRASTRUCTURE_LABELS[agent.infrastructureNeeded as Infrastructure] ?? agent.infrastructureNeeded) : NOT_STATED)],
  ['Self deployable', (agent) => SELF_DEPLOYABLE_LABELS[selfDeployableFromStored(agent.selfDeployable)]],
  ['Deployment guide', (agent) => (agent.deploymentGuide ? 'Yes' : 'No')],
  ['API endpoint', (agent) => (agent.apiEndpoint ? 'Yes' : 'No')],
  ['Source', (agent) => labelFromCode(agent.source)],
  ['Builder', (agent) => agent.builderProfile ?? NOT_STATED],
  ['Licence', (agent) => agent.licence ?? NOT_STATED],
  ['Language', (agent) => agent.language ?? NOT_STATED],
  ['GitHub stars', (agent) => (agent.stars === null ? NOT_STATED : formatCount(agent.stars))],
  ['Hugging Face likes', (agent) => (agent.likes === null ? NOT_STATED : formatCount(agent.likes))],
  ['Downloads', (agent) => (agent.downloads === null ? NOT_STATED : formatCount(agent.downloads))],
  ['Tags', (agent) => (agent.tags.length ? agent.tags.join(', ') : 'None')],
  ['Link', (agent) => (agent.isArchived ? 'Archived repository' : (LINK_STATUS_LABELS[agent.linkStatus] ?? agent.linkStatus))],
  ['Listed since', (agent) => new Date(agent.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })],
  ['Description', (agent) => agent.description],
]

/** One row per field, with the agents' values side by side; `differs` when they are not all the same. */
export function compareRows(agents: ComparedAgent[]): CompareRow[] {
  return FIELDS.map(([label, read]) => {
    const values = agents.map(read)

    return { label, values, differs: agents.length > 1 && new Set(values).size > 1 }
  })
}
