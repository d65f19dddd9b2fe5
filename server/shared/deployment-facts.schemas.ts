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

/** The fields the derivation reads: a crawler's draft, a stored row or a detail has them. */
export type TDeploymentSourceFields = {
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

/** An agent the assistant talks about: the derivation's fields plus its id and slug. */
export type TDeploymentFactsInput = TDeploymentSourceFields & {
  id: number
  slug: string
}

/** The three facts as the agents table stores them; self_deployable null is "unknown". */
export type TStoredDeploymentFacts = {
  selfDeployable: boolean | null
  deploymentComplexity: DeploymentComplexity | null
  infrastructureNeeded: Infrastructure | null
}

export function selfDeployableFromStored(value: boolean | null): TSelfDeployable {
  return value === null ? 'unknown' : value ? 'yes' : 'no'
}

export const SELF_DEPLOYABLE_LABELS: Record<TSelfDeployable, string> = { yes: 'Yes', no: 'No', unknown: 'Unknown' }

/** The Yes / No / Not stated select of the listing forms; "Not stated" leaves it to the sources. */
export const SELF_DEPLOYABLE_FORM_OPTIONS: [string, string][] = [['', 'Not stated'], ['yes', 'Yes'], ['no', 'No']]

export function selfDeployableFormValue(value: boolean | null): string {
  return value === null ? '' : value ? 'yes' : 'no'
}

export function selfDeployableFromForm(value: FormDataEntryValue | null): boolean | null {
  return value === 'yes' ? true : value === 'no' ? false : null
}
