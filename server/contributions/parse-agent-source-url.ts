import { huggingFaceIdFromUrl, repoFullNameFromUrl } from '../catalogue/index.ts'
import { AppError } from '../shared/errors.ts'
import { EXTRACT_MESSAGES } from './extract.schemas.ts'
import { FIELD_MESSAGES } from './form-fields.ts'

export type TAgentSourceUrl =
  | { kind: 'github'; fullName: string }
  /** `id` as the Hub's API takes it: 'owner/name', or 'spaces/owner/name' for a Space. */
  | { kind: 'huggingface'; id: string }

export type ParseAgentSourceUrlOptions = { url: string }

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null

    return parsed.hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * Which repository a pasted link names. Only GitHub repositories and Hugging Face models or
 * Spaces can be auto-extracted; anything else is refused with the spec's messages (400).
 */
export function parseAgentSourceUrl({ url }: ParseAgentSourceUrlOptions): TAgentSourceUrl {
  const trimmed = url.trim()
  const host = hostOf(trimmed)
  if (!host || !host.includes('.')) throw new AppError('BAD_REQUEST', FIELD_MESSAGES.invalidUrl)

  if (host === 'github.com') {
    const fullName = repoFullNameFromUrl(trimmed)
    if (!fullName) throw new AppError('BAD_REQUEST', EXTRACT_MESSAGES.invalidGitHub)

    return { kind: 'github', fullName }
  }
  if (host === 'huggingface.co' || host === 'hf.co') {
    const id = huggingFaceIdFromUrl(trimmed)
    // Datasets are data, not agents.
    if (!id || id.startsWith('datasets/')) throw new AppError('BAD_REQUEST', EXTRACT_MESSAGES.invalidHuggingFace)

    return { kind: 'huggingface', id }
  }

  throw new AppError('BAD_REQUEST', EXTRACT_MESSAGES.unsupported)
}
