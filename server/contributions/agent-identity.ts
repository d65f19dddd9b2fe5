import { canonicalizeUrl, huggingFaceIdFromUrl, isRepositoryRootUrl, repoFullNameFromUrl } from '../catalogue/index.ts'

export type AgentIdentityOptions = { link: string; githubRepo?: string | null }

export type TAgentIdentity = { canonicalUrl: string; repoFullName: string | null; modelId: string | null }

/**
 * The keys the catalogue de-duplicates by. A repository counts only when a link is the
 * repository itself: a folder inside a big repository is its own agent.
 */
export function agentIdentity({ link, githubRepo = null }: AgentIdentityOptions): TAgentIdentity {
  const repositoryLink = [link, githubRepo].find((candidate): candidate is string => Boolean(candidate) && isRepositoryRootUrl(candidate!))
  const huggingFaceId = huggingFaceIdFromUrl(link)

  return {
    canonicalUrl: canonicalizeUrl(link),
    repoFullName: repositoryLink ? repoFullNameFromUrl(repositoryLink) : null,
    modelId: huggingFaceId && !huggingFaceId.startsWith('datasets/') ? huggingFaceId : null,
  }
}
