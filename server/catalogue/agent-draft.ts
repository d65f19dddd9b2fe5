import type {
  AgentSource,
  Category,
  DeploymentComplexity,
  Difficulty,
  Industry,
  Infrastructure,
  PricingType,
} from '../shared/taxonomy.ts'

/** What a catalogue entry is; the crawler's EntryKind (server/crawler/entry-kind.ts) explains each. */
export type AgentEntryKind =
  | 'prompt-agent'
  | 'agent-skill'
  | 'workflow-template'
  | 'mcp-server'
  | 'agent-app'
  | 'framework'
  | 'model'
  | 'hosted-service'

/** Where an agent entry was found: a public directory, API or submission, with the licence we reuse it under. */
export type Provenance = {
  /** Directory key from server/crawler/directories.ts, e.g. 'slavakurilyak/awesome-ai-agents'. */
  directory: string
  /** SPDX id of the licence we reuse the directory's text under ('MIT', 'Apache-2.0', 'CC-BY-4.0', 'CC0-1.0'). */
  licence: string
  /** URL of the entry inside the directory (file or README anchor). */
  sourceUrl: string
  /** The entry's identity inside the directory (file name, row name, id); stable across runs. */
  externalId: string
}

/**
 * A normalised agent as a connector produces it and the catalogue stores it.
 * The shipped catalogue (db/seed/catalogue.json) is a list of these.
 */
export type AgentDraft = {
  name: string
  /** At least 50 characters, plain text. */
  description: string
  source: AgentSource
  industry: Industry
  category: Category
  difficulty: Difficulty
  /** Lower-case, at most 8, no duplicates. */
  tags: string[]
  /** Working public URL of the agent (repository, template file, model page). */
  link: string
  /** 'owner/repo', lower-cased, when the agent is a GitHub repository. */
  repoFullName: string | null
  /** Hugging Face model or space id. */
  modelId: string | null
  builderProfile: string | null
  builderUrl: string | null
  priceCents: number
  pricingType: PricingType
  /** null: the sources do not say (server/shared/derive-deployment-facts.ts). */
  selfDeployable: boolean | null
  deploymentComplexity: DeploymentComplexity | null
  infrastructureNeeded: Infrastructure | null
  deploymentGuide: string | null
  stars: number | null
  likes: number | null
  downloads: number | null
  language: string | null
  /** The agent's own licence (SPDX) when the source states it. */
  licence: string | null
  isArchived: boolean
  provenance: Provenance[]
  /** What the entry is (server/crawler/entry-kind.ts); undefined or null when no source said. */
  entryKind?: AgentEntryKind | null
  /** Fields a person stated when adding the agent by hand (crawls leave them alone); crawled drafts have none. */
  lockedFields?: string[]
  /** How people would ask for the agent in their own words (db/seed/search-phrases.json for the shipped catalogue). */
  searchPhrases?: string[]
  /** n8n templates: how many nodes the workflow has (two versions with different counts are different templates). */
  workflowNodeCount?: number | null
}

export type ShippedCatalogue = {
  generatedAt: string
  agents: AgentDraft[]
}
