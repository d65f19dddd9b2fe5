import type { DeploymentComplexity, Infrastructure } from '../shared/taxonomy.ts'

/** Browser-safe. What we can honestly say about deploying one agent, from what its sources say. */
export type TAgentDeploymentKind =
  | 'n8n-template'
  | 'flowise-template'
  | 'lobehub-agent'
  | 'hf-space'
  | 'hf-model'
  | 'repository'
  | 'unknown'

export type TSelfDeployable = 'yes' | 'no' | 'unknown'

export type TDeploymentFacts = {
  kind: TAgentDeploymentKind
  selfDeployable: TSelfDeployable
  /** null: the sources do not let us tell. */
  deploymentComplexity: DeploymentComplexity | null
  infrastructureNeeded: Infrastructure | null
  /** The language runtime the generated files assume; null when unknown or not applicable. */
  runtime: 'python' | 'node' | null
  /** One sentence: why we say so (shown beside the facts). */
  basis: string
  /** Knowledge-base guides that apply, most relevant first ('guides/docker'). */
  guideSlugs: string[]
  /** A generated or owner-written guide exists for this agent. */
  hasGuide: boolean
  /** github.com owner/repo or the Hugging Face id, when known. */
  repository: string | null
}

/** The agent fields the derivation reads: any catalogue row or detail has them. */
export type TDeploymentFactsInput = {
  id: number
  slug: string
  name: string
  source: string
  link: string
  tags: string[]
  language?: string | null
  /** Read for the runtime when the source gives no language ("a TypeScript framework…"). */
  description?: string
  modelId?: string | null
  deploymentGuide?: string | null
}

export const SELF_DEPLOYABLE_LABELS: Record<TSelfDeployable, string> = { yes: 'Yes', no: 'No', unknown: 'Unknown' }
