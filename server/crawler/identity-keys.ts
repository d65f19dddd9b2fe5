import type { AgentDraft } from '../catalogue/index.ts'
import { canonicalizeUrl, isRepositoryRootUrl, repoFullNameFromUrl } from '../catalogue/index.ts'
import { hostOfLink, isCodeHostLink } from './entry-kind.ts'

/**
 * De-duplication across directories, in order of certainty: the same canonical URL, the same
 * GitHub repository, the same Hugging Face id, then the same name on the same website (or, for
 * template galleries, the same template name on the same platform). Names are never compared
 * on code hosts: two GitHub projects called "LegalGPT" are different projects.
 */
export function identityKeys(draft: AgentDraft): string[] {
  const keys = [`url:${canonicalizeUrl(draft.link)}`]
  const repository = draft.repoFullName ?? repositoryHomeOf(draft.link)
  if (repository) keys.push(`repo:${repository}`)
  if (draft.modelId) keys.push(`hf:${draft.modelId.toLowerCase()}`)
  const name = normaliseName(draft.name)
  // LobeHub agents and Flowise templates are files with their own identifiers: the same title on two
  // files is two agents. n8n collections copy one workflow under several ids, so the title counts
  // there, but only with the same number of nodes (a 100-node and a 56-node version are two templates).
  if (draft.source === 'n8n') keys.push(`template:n8n:${name}:${draft.workflowNodeCount ?? '?'}`)
  else if (draft.source === 'flowise' || draft.source === 'lobehub') return keys
  else if (!isCodeHostLink(draft.link) && hostOfLink(draft.link) !== 'huggingface.co') keys.push(`name:${name}@${hostOfLink(draft.link)}`)

  return keys
}

/**
 * "AutoGPT" and "Auto-GPT ✨" are one name; case, accents, punctuation and spacing do not count, nor
 * does a maker's credit ("crewAI by João Moura" is "crewAI").
 */
export function normaliseName(name: string): string {
  return name
    .replace(/\s+by\s+\p{Lu}[\p{L}\p{N}.&' -]*$/u, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

/** `/owner/repo/tree/main` or `/owner/repo/blob/main/README.md` is the repository's home page too. */
export function repositoryHomeOf(link: string): string | null {
  if (isRepositoryRootUrl(link)) return repoFullNameFromUrl(link)
  const match = /^https:\/\/github\.com\/[^/]+\/[^/]+\/(?:tree\/[^/]+\/?|blob\/[^/]+\/readme(?:[._-][a-z]{2})?(?:\.md)?)$/i.exec(link)

  return match ? repoFullNameFromUrl(link) : null
}
