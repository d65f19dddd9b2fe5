import type { AgentDraft } from '../catalogue/index.ts'
import { identityKeys } from './identity-keys.ts'
import { mergeDuplicates } from './merge-duplicates.ts'
import { joinWebsitesToTheirRepositories, movedRepositories, sameN8nTemplates } from './same-agent-rules.ts'

/** Groups drafts that share any identity key (union-find), keeping the input order inside each group. */
export function groupDuplicates(drafts: readonly AgentDraft[]): AgentDraft[][] {
  const parent = drafts.map((_, index) => index)
  const find = (index: number): number => {
    let root = index
    while (parent[root] !== root) root = parent[root] ?? root
    parent[index] = root

    return root
  }
  const owner = new Map<string, number>()
  drafts.forEach((draft, index) => {
    for (const key of identityKeys(draft)) {
      const existing = owner.get(key)
      if (existing === undefined) owner.set(key, index)
      else parent[find(index)] = find(existing)
    }
  })

  for (const [left, right] of [...sameN8nTemplates(drafts), ...movedRepositories(drafts)]) parent[find(left)] = find(right)

  const groups = new Map<number, AgentDraft[]>()
  drafts.forEach((draft, index) => {
    const root = find(index)
    groups.set(root, [...(groups.get(root) ?? []), draft])
  })

  return joinWebsitesToTheirRepositories([...groups.values()])
}

export type DeduplicatedDraft = {
  /** The one agent the group's drafts describe. */
  agent: AgentDraft
  /** The drafts merged into it, in input order. */
  drafts: AgentDraft[]
}

/**
 * The one de-duplication path: the shipped catalogue's build (build-catalogue.ts) and every crawl
 * of the catalogue's sources (runs/store-catalogue-drafts.ts) call this, so a crawl of the same
 * snapshots gives the same agents as db/seed/catalogue.json.
 */
export function deduplicateDrafts(drafts: readonly AgentDraft[]): DeduplicatedDraft[] {
  return groupDuplicates(drafts).map((group) => ({ agent: mergeDuplicates(group), drafts: group }))
}
