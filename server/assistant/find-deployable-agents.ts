import { listAgentsForDeployment, type TDeploymentCandidate } from '../catalogue/index.ts'
import { ZDeployableAgentsQuery, DEPLOYABLE_PAGE_SIZE, type TDeployableAgent, type TDeployableAgentsQuery, type TDeployableAgentsResult, type TDeploymentOrigin, type TDeploymentStats } from './deployable-agents.schemas.ts'
import type { TDeploymentFacts } from '../shared/deployment-facts.schemas.ts'
import { deploymentFactsOf } from '../shared/derive-deployment-facts.ts'

type Derived = { agent: TDeploymentCandidate; facts: TDeploymentFacts; haystack: string }

/** Facts per agent, kept while the catalogue list (itself cached per catalogue version) is the same array. */
let memo: { list: TDeploymentCandidate[]; derived: Derived[]; stats: TDeploymentStats } | null = null

function derive(list: TDeploymentCandidate[]) {
  if (memo?.list === list) return memo
  const derived = list.map((agent) => ({ agent, facts: deploymentFactsOf(agent), haystack: `${agent.name} ${agent.description} ${agent.tags.join(' ')} ${agent.link}`.toLowerCase() }))
  const stats: TDeploymentStats = { totalAgents: derived.length, selfDeployable: 0, withGuide: 0, unknown: 0, byInfrastructure: {}, byComplexity: {} }
  for (const { facts } of derived) {
    if (facts.selfDeployable === 'yes') stats.selfDeployable += 1
    if (facts.selfDeployable === 'unknown') stats.unknown += 1
    if (facts.hasGuide) stats.withGuide += 1
    if (facts.infrastructureNeeded) stats.byInfrastructure[facts.infrastructureNeeded] = (stats.byInfrastructure[facts.infrastructureNeeded] ?? 0) + 1
    if (facts.deploymentComplexity) stats.byComplexity[facts.deploymentComplexity] = (stats.byComplexity[facts.deploymentComplexity] ?? 0) + 1
  }
  memo = { list, derived, stats }

  return memo
}

function matchesOrigin({ agent, haystack }: Derived, origin: TDeploymentOrigin): boolean {
  if (origin === 'free') return agent.priceCents === 0
  if (origin === 'huggingface') return agent.source === 'huggingface'
  if (origin === 'autogpt') return agent.source === 'autogpt' || haystack.includes('autogpt')
  if (origin === 'fastchat') return agent.source === 'fastchat' || haystack.includes('fastchat')

  return true
}

/** The deployment page's list: every active agent with its derived facts, filtered, 24 a page, and the catalogue-wide figures. */
export async function findDeployableAgents(query: TDeployableAgentsQuery = {}): Promise<TDeployableAgentsResult> {
  const filters = ZDeployableAgentsQuery.parse(query)
  const { derived, stats } = derive(await listAgentsForDeployment())
  const words = filters.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? []
  const matching = derived.filter(
    (entry) =>
      matchesOrigin(entry, filters.origin) &&
      (!filters.complexity || entry.facts.deploymentComplexity === filters.complexity) &&
      (!filters.infrastructure || entry.facts.infrastructureNeeded === filters.infrastructure) &&
      (!filters.selfDeployable || entry.facts.selfDeployable === filters.selfDeployable) &&
      words.every((word) => entry.haystack.includes(word)),
  )
  const pageCount = Math.max(1, Math.ceil(matching.length / DEPLOYABLE_PAGE_SIZE))
  const page = Math.min(filters.page, pageCount)
  const agents: TDeployableAgent[] = matching.slice((page - 1) * DEPLOYABLE_PAGE_SIZE, page * DEPLOYABLE_PAGE_SIZE).map(({ agent, facts }) => ({
    id: agent.id,
    slug: agent.slug,
    name: agent.name,
    description: agent.description,
    source: agent.source,
    tags: agent.tags,
    priceCents: agent.priceCents,
    facts,
  }))

  return { agents, total: matching.length, page, pageCount, stats }
}
