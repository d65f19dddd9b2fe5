import type { AgentDraft } from '../../catalogue/index.ts'
import { isRepositoryRootUrl } from '../../catalogue/index.ts'
import { resolveRepositoryNames } from '../github/resolve-repository-names.ts'

/**
 * A draft under its repository's current name, with the names it had: a list that still says
 * OpenDevin/OpenDevin merges into the agent GitHub now calls All-Hands-AI/OpenHands.
 */
export async function withCurrentRepositoryName(draft: AgentDraft, knownAliases: string[]): Promise<{ draft: AgentDraft; repoAliases: string[] }> {
  if (!draft.repoFullName) return { draft, repoAliases: [] }
  const names = await resolveRepositoryNames({ repoFullName: draft.repoFullName })
  const repoAliases = [...new Set([...names.aliases, ...knownAliases])]
  if (names.current === draft.repoFullName) return { draft, repoAliases }

  const link = isRepositoryRootUrl(draft.link) && names.displayName ? `https://github.com/${names.displayName}` : draft.link

  return { draft: { ...draft, repoFullName: names.current, link }, repoAliases: [...new Set([...repoAliases, draft.repoFullName])] }
}
