import type { AgentDraft } from '../../catalogue/index.ts'
import { findAgentsForLinkCheck } from '../../catalogue/index.ts'
import { saveHttpValidators } from '../http/http-validator-store.ts'
import { createHuggingFaceClient } from '../hugging-face/create-hugging-face-client.ts'
import { HUGGING_FACE_PROVENANCE, huggingFaceRepositoryToDraft } from '../hugging-face/hugging-face-repository-to-draft.ts'
import { ZHuggingFaceRepository, type THuggingFaceRepository } from '../hugging-face/hugging-face.schemas.ts'
import { lookUpHuggingFaceModel } from '../hugging-face/look-up-hugging-face-model.ts'
import type { SkippedEntry } from '../parsers/parse-result.ts'
import { apiClientOptions } from './api-client-options.ts'
import { LIVE_CRAWLING_OFF, type Connector, type ConnectorBatch, type ConnectorContext, type LinkCheck } from './connector.ts'

type Listing = { kind: 'model' | 'space'; query: string }

/** Agent models and Spaces, then models for each vertical the product serves. */
export const HUGGING_FACE_LISTINGS: Listing[] = [
  { kind: 'model', query: 'search=agent&sort=likes&direction=-1' },
  { kind: 'model', query: 'filter=function-calling&sort=downloads&direction=-1' },
  { kind: 'space', query: 'search=agent&sort=likes&direction=-1' },
  ...['med', 'legal', 'fin', 'customer-support', 'job', 'edu'].map((search) => ({ kind: 'model' as const, query: `search=${search}&sort=downloads&direction=-1` })),
]

const MAX_PAGES_PER_LISTING = 10
const LOOK_UPS_PER_BATCH = 10

/**
 * Models an agent can be built on: ones that generate text or act on images and text. Classifiers
 * and fill-mask encoders that a vertical search also finds are components, not agents.
 */
const AGENT_PIPELINES = new Set(['text-generation', 'text2text-generation', 'image-text-to-text', 'conversational', 'any-to-any', 'visual-question-answering'])

function isAgentCapable(repository: THuggingFaceRepository, kind: Listing['kind']) {
  if (kind === 'space') return true
  if (repository.pipeline_tag) return AGENT_PIPELINES.has(repository.pipeline_tag)

  // Adapters (PEFT/LoRA) carry no pipeline tag; they fine-tune a generative base model.
  return repository.library_name === 'peft' || repository.tags.includes('peft')
}

type ListingPage = { drafts: AgentDraft[]; skipped: SkippedEntry[]; errors: string[] }

function readListingPage(text: string, listing: Listing, label: string): ListingPage | null {
  let items: unknown
  try {
    items = JSON.parse(text)
  } catch {
    return null
  }
  if (!Array.isArray(items)) return null

  const result: ListingPage = { drafts: [], skipped: [], errors: [] }
  items.forEach((item, index) => {
    const repository = ZHuggingFaceRepository.safeParse(item)
    if (!repository.success) {
      result.skipped.push({ externalId: `${label} item ${index + 1}`, reason: 'malformed' })

      return
    }
    if (!isAgentCapable(repository.data, listing.kind)) {
      result.skipped.push({ externalId: `${listing.kind}/${repository.data.id}`, reason: 'non-agent-link' })

      return
    }
    try {
      const outcome = huggingFaceRepositoryToDraft({ repository: repository.data, kind: listing.kind })
      if ('draft' in outcome) result.drafts.push(outcome.draft)
      else result.skipped.push(outcome.skipped)
    } catch (error) {
      result.errors.push(`${label}: could not read ${repository.data.id}: ${(error as Error).message}`)
    }
  })

  return result
}

async function* listRepositories(context: ConnectorContext, client: ReturnType<typeof createHuggingFaceClient>): AsyncGenerator<ConnectorBatch> {
  for (const listing of HUGGING_FACE_LISTINGS) {
    let url: string | undefined = `${context.baseUrls.huggingFace}/api/${listing.kind}s?${listing.query}&limit=100&full=true`
    for (let page = 1; url && page <= MAX_PAGES_PER_LISTING; page++) {
      const label = `Hugging Face ${listing.kind}s ${listing.query.split('&')[0]} page ${page}`
      context.report(label)
      const response = await client.get(url)
      url = response.links.next
      if (response.isNotModified) {
        yield { label: `${label} (unchanged)`, drafts: [], skipped: [], errors: [] }
        continue
      }
      const read = response.status === 200 ? readListingPage(response.text, listing, label) : null
      if (!read) {
        yield { label, drafts: [], skipped: [], errors: [`${label}: Hugging Face answered ${response.status} with no readable results`] }
        break
      }
      const validator = response.validator
      yield { label, ...read, afterMerge: validator ? () => saveHttpValidators({ validators: [validator] }) : undefined }
    }
  }
}

/** Look-ups for models and Spaces already in the catalogue: a repository that is gone is a dead link. */
async function* checkRepositories(context: ConnectorContext, client: ReturnType<typeof createHuggingFaceClient>): AsyncGenerator<ConnectorBatch> {
  const candidates = await findAgentsForLinkCheck({ identity: 'model', limit: context.linkChecksPerRun })
  for (let start = 0; start < candidates.length; start += LOOK_UPS_PER_BATCH) {
    const label = `Hugging Face look-ups ${start + 1}–${Math.min(start + LOOK_UPS_PER_BATCH, candidates.length)} of ${candidates.length}`
    context.report(label)
    const linkChecks: LinkCheck[] = []
    const drafts: AgentDraft[] = []
    for (const candidate of candidates.slice(start, start + LOOK_UPS_PER_BATCH)) {
      const result = await lookUpHuggingFaceModel({ id: candidate.modelId!, client, apiUrl: context.baseUrls.huggingFace })
      if (result.status === 'gone') linkChecks.push({ agentId: candidate.id, linkStatus: 'dead' })
      if (result.status !== 'found') continue
      linkChecks.push({ agentId: candidate.id, linkStatus: 'ok' })
      const outcome = huggingFaceRepositoryToDraft({ repository: result.repository, kind: result.kind })
      if ('draft' in outcome) drafts.push(outcome.draft)
    }
    yield { label, drafts, skipped: [], errors: [], linkChecks }
  }
}

export const huggingFaceConnector: Connector = {
  key: 'huggingface',
  title: 'Hugging Face',
  kind: 'model-hub',
  description: 'Agent and function-calling models, agent Spaces and models for each vertical, plus look-ups that find removed ones.',
  provenanceKeys: [HUGGING_FACE_PROVENANCE],
  disabledReason: ({ isLive }) => (isLive ? null : LIVE_CRAWLING_OFF),
  fetchEntries: async function* (context) {
    const client = createHuggingFaceClient(apiClientOptions(context, context.tokens.huggingFace))
    yield* listRepositories(context, client)
    yield* checkRepositories(context, client)
  },
}
