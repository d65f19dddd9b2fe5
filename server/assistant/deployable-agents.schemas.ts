import { z } from 'zod'
import { DEPLOYMENT_COMPLEXITIES, INFRASTRUCTURES } from '../shared/taxonomy.ts'
import type { TDeploymentFacts } from '../shared/deployment-facts.schemas.ts'

/** Browser-safe. The deployment page's filters: spec's Load All Free / HF / AutoGPT / FastChat are `origin`. */
export const DEPLOYMENT_ORIGINS = ['all', 'free', 'huggingface', 'autogpt', 'fastchat'] as const
export type TDeploymentOrigin = (typeof DEPLOYMENT_ORIGINS)[number]
export const DEPLOYMENT_ORIGIN_LABELS: Record<TDeploymentOrigin, string> = { all: 'All agents', free: 'Load All Free', huggingface: 'HF', autogpt: 'AutoGPT', fastchat: 'FastChat' }
export const DEPLOYABLE_PAGE_SIZE = 24

export const ZDeployableAgentsQuery = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  origin: z.enum(DEPLOYMENT_ORIGINS).catch('all').default('all'),
  complexity: z.enum(DEPLOYMENT_COMPLEXITIES).optional().catch(undefined),
  infrastructure: z.enum(INFRASTRUCTURES).optional().catch(undefined),
  selfDeployable: z.enum(['yes', 'no', 'unknown']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type TDeployableAgentsQuery = z.input<typeof ZDeployableAgentsQuery>

export type TDeployableAgent = {
  id: number
  slug: string
  name: string
  description: string
  source: string
  tags: string[]
  priceCents: number
  facts: TDeploymentFacts
}

export type TDeploymentStats = {
  totalAgents: number
  selfDeployable: number
  withGuide: number
  unknown: number
  byInfrastructure: Record<string, number>
  byComplexity: Record<string, number>
}

export type TDeployableAgentsResult = { agents: TDeployableAgent[]; total: number; page: number; pageCount: number; stats: TDeploymentStats }
