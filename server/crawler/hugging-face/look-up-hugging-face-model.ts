import { crawlerSettings } from '../crawler-settings.ts'
import type { SourceClient } from '../http/create-source-client.ts'
import { createHuggingFaceClient } from './create-hugging-face-client.ts'
import { ZHuggingFaceRepository, type THuggingFaceRepository } from './hugging-face.schemas.ts'

export type HuggingFaceLookup =
  /** isGated: free to use once the author's conditions are accepted. */
  | { status: 'found'; kind: 'model' | 'space'; repository: THuggingFaceRepository; isGated: boolean }
  /** 404, or 401 RepoNotFound (the Hub's answer to anonymous requests for unknown repositories). */
  | { status: 'gone'; httpStatus: number }
  /** Refused, timed out or unexpected: says nothing about the link. */
  | { status: 'unavailable'; reason: string }

export type LookUpHuggingFaceModelOptions = {
  /** 'owner/name' for a model, 'spaces/owner/name' for a Space. */
  id: string
  client?: SourceClient
  apiUrl?: string
}

/** GET /api/models/{id} (or /api/spaces/{id}). A rate limit throws SourceRateLimitedError. */
export async function lookUpHuggingFaceModel({ id, client, apiUrl }: LookUpHuggingFaceModelOptions): Promise<HuggingFaceLookup> {
  const settings = crawlerSettings()
  const api = (apiUrl ?? settings.baseUrls.huggingFace).replace(/\/+$/, '')
  const hub = client ?? createHuggingFaceClient({ fetch, token: settings.tokens.huggingFace, maxRateLimitWaitMs: settings.maxRateLimitWaitMs })
  const kind = id.startsWith('spaces/') ? 'space' : 'model'
  const repositoryId = kind === 'space' ? id.slice('spaces/'.length) : id
  const path = repositoryId.split('/').map(encodeURIComponent).join('/')

  const response = await hub.get(`${api}/api/${kind === 'space' ? 'spaces' : 'models'}/${path}`, { isConditional: false })
  const isRepoNotFound = response.status === 401 && response.headers.get('x-error-code') === 'RepoNotFound'
  if (response.status === 404 || response.status === 410 || isRepoNotFound) return { status: 'gone', httpStatus: response.status }
  if (response.status !== 200) return { status: 'unavailable', reason: `Hugging Face answered ${response.status} for ${id}` }

  let parsed
  try {
    parsed = ZHuggingFaceRepository.safeParse(JSON.parse(response.text))
  } catch {
    return { status: 'unavailable', reason: `Hugging Face sent an unreadable answer for ${id}` }
  }
  if (!parsed.success) return { status: 'unavailable', reason: `Hugging Face sent an unexpected answer for ${id}` }

  return { status: 'found', kind, repository: parsed.data, isGated: parsed.data.gated !== false }
}
