import type { AgentDraft } from '../../catalogue/index.ts'
import { classifyEntry } from '../classify.ts'
import type { EntryOutcome } from '../parsers/parse-result.ts'
import { plainText } from '../parsers/plain-text.ts'
import type { THuggingFaceRepository } from './hugging-face.schemas.ts'
import { withDeploymentFacts } from '../../shared/derive-deployment-facts.ts'

/** Provenance key of everything found through the Hub's API (not one of DIRECTORIES). */
export const HUGGING_FACE_PROVENANCE = 'huggingface.co'
/** Agents link to the public Hub whatever base URL the crawler talked to. */
const HUB = 'https://huggingface.co'
const MAX_TAGS = 8

/** Tags that describe storage or hosting rather than what the model does. */
const NOISE_TAGS = /^(region:|license:|arxiv:|dataset:|base_model:|doi:|endpoints_compatible|autotrain_compatible|text-generation-inference|safetensors|pytorch|gguf|has_space|deploy:|custom_code|model-index|en$)/

function licenceOf(repository: THuggingFaceRepository): string | null {
  const stated = repository.cardData?.license ?? repository.tags.find((tag) => tag.startsWith('license:'))?.slice('license:'.length)
  const licence = Array.isArray(stated) ? stated[0] : stated

  return licence && licence !== 'other' ? licence : null
}

function describe(repository: THuggingFaceRepository, kind: 'model' | 'space', tags: string[]): string {
  const [author, name] = repository.id.split('/') as [string, string]
  const ownWords = plainText(repository.cardData?.short_description ?? '')
  const what =
    kind === 'space'
      ? `${repository.cardData?.title ?? name} is a Hugging Face Space by ${author}${repository.sdk ? `, a ${repository.sdk} app you can use in the browser or run yourself` : ''}.`
      : `${name} is a ${repository.pipeline_tag ? `${repository.pipeline_tag.replace(/-/g, ' ')} ` : ''}model by ${author} on Hugging Face${repository.library_name ? `, for ${repository.library_name}` : ''}.`
  const topics = tags.length ? ` Tagged ${tags.slice(0, 5).join(', ')}.` : ''
  const gating = repository.gated ? ' Access is gated: accept the author’s conditions on Hugging Face before downloading it.' : ''

  return `${ownWords ? `${ownWords.replace(/[.!]?$/, '.')} ` : ''}${what}${topics}${gating}`
}

/**
 * A public Hugging Face model or Space as a catalogue draft. Open weights and public Spaces are
 * free to use; gated ones are still listed (free, with consent) and say so. Private and disabled
 * repositories are left out.
 */
export function huggingFaceRepositoryToDraft({ repository, kind }: { repository: THuggingFaceRepository; kind: 'model' | 'space' }): EntryOutcome {
  const externalId = `${kind}/${repository.id}`
  if (repository.private) return { skipped: { externalId, reason: 'not-open-source' } }
  if (repository.disabled) return { skipped: { externalId, reason: 'stale' } }

  const [author, name] = repository.id.split('/') as [string, string]
  const tags = [
    ...new Set([...(repository.gated ? ['gated'] : []), ...repository.tags.map((tag) => tag.toLowerCase()).filter((tag) => !NOISE_TAGS.test(tag))]),
  ].slice(0, MAX_TAGS)
  const description = describe(repository, kind, tags.filter((tag) => tag !== 'gated'))
  const link = kind === 'space' ? `${HUB}/spaces/${repository.id}` : `${HUB}/${repository.id}`
  const displayName = kind === 'space' ? (repository.cardData?.title ?? name) : name
  const classification = classifyEntry({ name: displayName, description, tags, kind: kind === 'model' ? 'model' : 'agent-app' })

  const draft: AgentDraft = {
    name: displayName,
    description,
    source: 'huggingface',
    industry: classification.industry,
    category: classification.category,
    difficulty: classification.difficulty,
    tags,
    link,
    repoFullName: null,
    modelId: kind === 'space' ? `spaces/${repository.id}` : repository.id,
    builderProfile: author,
    builderUrl: `${HUB}/${author}`,
    priceCents: 0,
    pricingType: 'free',
    // Set from the finished draft by withDeploymentFacts below.
    selfDeployable: null,
    deploymentComplexity: null,
    infrastructureNeeded: null,
    deploymentGuide: null,
    stars: null,
    likes: repository.likes,
    downloads: repository.downloads ?? null,
    language: null,
    licence: licenceOf(repository),
    isArchived: false,
    provenance: [{ directory: HUGGING_FACE_PROVENANCE, licence: licenceOf(repository) ?? 'NOASSERTION', sourceUrl: link, externalId }],
  }

  return { draft: withDeploymentFacts(draft) }
}
