import type { HttpValidator, SourceClient } from '../http/create-source-client.ts'
import { crawlerSettings } from '../crawler-settings.ts'
import { httpValidatorStore } from '../http/http-validator-store.ts'
import { createGitHubClient } from './create-github-client.ts'
import { ZGitHubRepository, type TGitHubRepository } from './github.schemas.ts'

export type GitHubRepositoryLookup =
  /** renamedFrom: the name asked for, when GitHub answered 301 with the repository's new home. */
  | { status: 'found'; repository: TGitHubRepository; renamedFrom: string | null; validator: HttpValidator | null }
  /** Asked conditionally and unchanged since the stored ETag: the repository is still there. */
  | { status: 'unchanged' }
  /** 404 or 410: the link is dead. */
  | { status: 'gone'; httpStatus: number }
  /** Refused (403 without a rate limit), timed out or unexpected: says nothing about the link. */
  | { status: 'unavailable'; reason: string }

export type LookUpGitHubRepositoryOptions = {
  /** 'owner/repo' in any case. */
  fullName: string
  /** Defaults to a client on the configured GITHUB_API_URL and GITHUB_TOKEN. */
  client?: SourceClient
  apiUrl?: string
  /** Send the stored ETag (link health); a contribution's auto-extract wants the body every time. */
  isConditional?: boolean
}

const MAX_REDIRECTS = 3

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * GET /repos/{owner}/{repo}, following 301 renames (GitHub answers with /repositories/{id}).
 * A rate limit throws SourceRateLimitedError so the caller can stop cleanly.
 */
export async function lookUpGitHubRepository({ fullName, client, apiUrl, isConditional = false }: LookUpGitHubRepositoryOptions): Promise<GitHubRepositoryLookup> {
  const settings = crawlerSettings()
  const api = (apiUrl ?? settings.baseUrls.githubApi).replace(/\/+$/, '')
  const github =
    client ??
    createGitHubClient({ fetch, token: settings.tokens.github, maxRateLimitWaitMs: settings.maxRateLimitWaitMs, validators: httpValidatorStore })
  let url = `${api}/repos/${fullName.split('/').map(encodeURIComponent).join('/')}`

  for (let redirects = 0; ; redirects++) {
    const response = await github.get(url, { redirect: 'manual', isConditional: isConditional && redirects === 0 })
    if (response.isNotModified) return { status: 'unchanged' }
    if (response.status === 404 || response.status === 410) return { status: 'gone', httpStatus: response.status }

    if (response.status === 301 || response.status === 302 || response.status === 307) {
      const location = response.headers.get('location')
      if (!location || redirects >= MAX_REDIRECTS) return { status: 'unavailable', reason: `GitHub redirected ${fullName} without a usable location` }
      // GitHub points at its own host; keep talking to the configured API base (proxy, fixture server).
      const moved = new URL(location, url)
      const repositoryPath = /\/repositories\/\d+$/.exec(moved.pathname)?.[0]
      url = repositoryPath ? `${api}${repositoryPath}` : moved.href
      continue
    }
    if (response.status !== 200) return { status: 'unavailable', reason: `GitHub answered ${response.status} for ${fullName}` }

    const parsed = ZGitHubRepository.safeParse(parseJson(response.text))
    if (!parsed.success) return { status: 'unavailable', reason: `GitHub sent an unexpected answer for ${fullName}` }
    const repository = parsed.data
    const isRenamed = repository.full_name.toLowerCase() !== fullName.toLowerCase()

    return { status: 'found', repository, renamedFrom: isRenamed ? fullName.toLowerCase() : null, validator: response.validator }
  }
}
