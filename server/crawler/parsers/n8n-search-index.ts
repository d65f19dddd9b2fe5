import type { Difficulty } from '../../shared/taxonomy.ts'
import { createDraft } from '../create-draft.ts'
import type { Directory } from '../directories.ts'
import { judgeIndexedIntegrations } from './n8n-ai-judgement.ts'
import { humanList, servicesOf } from './n8n-services.ts'
import { collectOutcomes, skip, type EntryOutcome, type ParseResult } from './parse-result.ts'
import { repositoryFileUrl } from './repository-links.ts'

/**
 * The generated search index of an n8n workflow collection (Zie619/n8n-workflows,
 * docs/api/search-index.json): `{ workflows: [{ id, name, description, filename, complexity,
 * node_count, integrations[], category, download_url }] }`. A workflow is an agent when it uses
 * an AI node (n8n-ai-judgement.ts); the rest are plain automations.
 */
export type ParseN8nSearchIndexOptions = {
  json: string
  directory: Directory
  path: string
}

type IndexedWorkflow = {
  id: string
  name: string
  description: string
  filename: string
  complexity: string
  trigger_type?: string
  node_count?: number
  integrations: string[]
  category: string
  download_url: string
}

function isIndexedWorkflow(value: unknown): value is IndexedWorkflow {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>

  return (
    ['id', 'name', 'description', 'filename', 'download_url'].every((key) => typeof record[key] === 'string') &&
    Array.isArray(record.integrations)
  )
}

/** Names the index generated from the file name ("Splitout Webhook Automation Webhook") say nothing. */
function isGeneratedName(workflow: IndexedWorkflow): boolean {
  const fromFile = workflow.filename.replace(/\.json$/i, '').replace(/^\d+_/, '').replace(/_/g, ' ').toLowerCase()

  return workflow.name.trim().toLowerCase() === fromFile
}

const TRIGGER_PHRASES: Record<string, string> = {
  Webhook: 'It starts from a webhook',
  Scheduled: 'It runs on a schedule',
  Manual: 'It is started by hand or from a chat',
  Complex: 'It combines several triggers',
}

/**
 * The index's own descriptions are generated from node type names ("orchestrates Executeworkflow,
 * Toolworkflow…"); this says the same facts in words a visitor reads: the agent node, the services,
 * the trigger and the size.
 */
function describeWorkflow(workflow: IndexedWorkflow, services: readonly string[], usesAgentNode: boolean): string {
  const connects = services.length ? ` that connects ${humanList(services.slice(0, 5))}` : ''
  const core = usesAgentNode ? 'built around the AI Agent node' : 'that runs an AI model step (a language model, classifier or extractor)'
  const trigger = TRIGGER_PHRASES[workflow.trigger_type ?? ''] ?? ''
  const size = typeof workflow.node_count === 'number' ? `${workflow.node_count} nodes` : ''
  const details = [trigger, size].filter(Boolean).join('; ')

  return `An n8n workflow ${core}${connects}.${details ? ` ${details}.` : ''}`
}

const DIFFICULTY_BY_COMPLEXITY: Record<string, Difficulty> = { low: 'beginner', medium: 'intermediate', high: 'intermediate' }

function workflowOutcome(value: unknown, index: number, { directory, path }: ParseN8nSearchIndexOptions): EntryOutcome {
  if (!isIndexedWorkflow(value)) return skip(`${path}#${index}`, 'malformed')
  // The index's integration names come from the workflow's nodes: AI when a model, chain,
  // classifier, extractor, embeddings or agent node is among them, not only the AI Agent node.
  const judged = judgeIndexedIntegrations(value.integrations)
  if (!judged.isAi) return skip(value.id, 'not-ai')
  if (isGeneratedName(value)) return skip(value.id, 'generated-name')

  // The file lives in workflows/<Folder>/<file>; the index's raw URL names the folder.
  const filePath = /\/(workflows\/.+)$/.exec(new URL(value.download_url).pathname)?.[1]
  if (!filePath) return skip(value.id, 'malformed')
  const link = repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path: decodeURIComponent(filePath) })
  const services = servicesOf(value.integrations)

  return createDraft({
    directory,
    externalId: value.id,
    sourceUrl: repositoryFileUrl({ repositoryUrl: directory.url, commit: directory.commit, path }),
    name: value.name,
    description: describeWorkflow(value, services, judged.usesAgentNode),
    link,
    kind: 'workflow-template',
    source: 'n8n',
    sections: [value.category].filter(Boolean),
    tags: ['n8n', ...(judged.usesAgentNode ? ['ai-agent'] : []), ...services],
    workflowNodeCount: typeof value.node_count === 'number' ? value.node_count : null,
    licence: directory.licence,
    statedDifficulty: DIFFICULTY_BY_COMPLEXITY[value.complexity] ?? null,
  })
}

export function parseN8nSearchIndex(options: ParseN8nSearchIndexOptions): ParseResult {
  let data: unknown
  try {
    data = JSON.parse(options.json)
  } catch {
    return { drafts: [], skipped: [{ externalId: options.path, reason: 'malformed' }] }
  }
  const workflows = (data as { workflows?: unknown }).workflows
  if (!Array.isArray(workflows)) return { drafts: [], skipped: [{ externalId: options.path, reason: 'malformed' }] }

  return collectOutcomes(workflows.map((value, index) => workflowOutcome(value, index, options)))
}
