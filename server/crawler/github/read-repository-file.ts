import { crawlerSettings } from '../crawler-settings.ts'
import type { SourceClient } from '../http/create-source-client.ts'
import { createGitHubClient } from './create-github-client.ts'

export type RepositoryFileRead =
  | { status: 'found'; text: string }
  /** 404: no such file on the default branch (or no such repository). */
  | { status: 'missing' }
  /** Refused or unexpected: says nothing about the file. */
  | { status: 'unavailable'; reason: string }

export type ReadRepositoryFileOptions = {
  /** 'owner/repo' in any case. */
  fullName: string
  /** Path inside the repository, e.g. 'README.md' or '.agent-atlas'. */
  path: string
  /** Branch, tag or commit; HEAD is the default branch. */
  ref?: string
  client?: SourceClient
  /** Defaults to the configured GITHUB_RAW_URL (raw.githubusercontent.com, a proxy or the fixture server). */
  rawUrl?: string
}

/**
 * One file of a public GitHub repository from the raw-content host, fresh (never conditional).
 * Used to verify that a builder controls a repository (a code they put in a file). Timeouts and
 * 5xx after retries throw SourceUnavailableError, a rate limit SourceRateLimitedError.
 */
export async function readRepositoryFile({ fullName, path, ref = 'HEAD', client, rawUrl }: ReadRepositoryFileOptions): Promise<RepositoryFileRead> {
  const settings = crawlerSettings()
  const base = (rawUrl ?? settings.baseUrls.githubRaw).replace(/\/+$/, '')
  const github = client ?? createGitHubClient({ fetch, token: settings.tokens.github, maxRateLimitWaitMs: settings.maxRateLimitWaitMs })
  const segments = [...fullName.split('/'), ref, ...path.split('/')].map(encodeURIComponent)

  const response = await github.get(`${base}/${segments.join('/')}`, { isConditional: false })
  if (response.status === 404 || response.status === 410) return { status: 'missing' }
  if (response.status !== 200) return { status: 'unavailable', reason: `GitHub answered ${response.status} for ${fullName}/${path}` }

  return { status: 'found', text: response.text }
}
