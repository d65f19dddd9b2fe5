import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { buildAgentDraft } from '../../../tests/support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../../tests/support/database.ts'
import type { AgentDraft } from '../../catalogue/index.ts'
import { mergeAgentDraft } from '../../catalogue/index.ts'
import { storeDrafts, type StoredGroup } from './store-drafts.ts'

setupTestDatabase()

const provenance = (externalId: string) => [{ directory: 'lobehub/lobe-chat-agents', licence: 'MIT', sourceUrl: `https://github.com/x/y/blob/c/${externalId}`, externalId }]
const alone = (draft: AgentDraft) => ({ agent: draft, drafts: [draft] })
const outcomes = (results: StoredGroup[]) => results.map((result) => ('outcomes' in result ? result.outcomes : result.error))
const agentCount = async () => ((await db.execute(sql`select count(*)::int as count from agents`)).rows[0] as { count: number }).count

describe('storeDrafts', () => {
  it('inserts drafts that match nothing together under free slugs, and merges the others into what they match', async () => {
    await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Stored Helper', link: 'https://github.com/acme/agents/blob/c/stored.json', provenance: provenance('stored') }) })
    const fresh = buildAgentDraft({ name: 'Stored Helper', link: 'https://github.com/other/agents/blob/c/a.json', provenance: provenance('a') })
    const sameSlug = buildAgentDraft({ name: 'Stored Helper', link: 'https://github.com/other/agents/blob/c/b.json', provenance: provenance('b') })
    const seenUrl = buildAgentDraft({ name: 'Copy', link: 'https://github.com/acme/agents/blob/c/stored.json', provenance: provenance('copy') })
    const repository = buildAgentDraft({ name: 'Repo', link: 'https://github.com/other/repo', repoFullName: 'other/repo', provenance: provenance('repo') })

    const results = await storeDrafts({ groups: [fresh, sameSlug, seenUrl, repository].map(alone) })

    const outcomeOf = (draft: AgentDraft) => outcomes(results.filter((result) => result.group.agent === draft))
    expect([fresh, sameSlug, seenUrl, repository].map(outcomeOf)).toEqual([[['created']], [['created']], [['duplicate']], [['created']]])
    const rows = (await db.execute(sql`select a.slug, p.external_id from agents a join agent_provenance p on p.agent_id = a.id where p.external_id in ('a', 'b') order by p.external_id`)).rows
    expect(rows).toEqual([
      { slug: 'stored-helper-2', external_id: 'a' },
      { slug: 'stored-helper-3', external_id: 'b' },
    ])
  })

  it('stores a group once: its first entry created the agent, the others are its duplicates; again, nothing changes', async () => {
    const left = buildAgentDraft({ name: 'Twin', link: 'https://twin.example/', provenance: provenance('twin-left') })
    const right = buildAgentDraft({ name: 'Twin', link: 'https://twin.example/', provenance: provenance('twin-right') })
    const group = { agent: { ...left, provenance: [...left.provenance, ...right.provenance] }, drafts: [left, right] }
    const before = await agentCount()

    expect(outcomes(await storeDrafts({ groups: [group] }))).toEqual([['created', 'duplicate']])
    expect(outcomes(await storeDrafts({ groups: [group] }))).toEqual([['unchanged', 'unchanged']])
    expect(await agentCount()).toBe(before + 1)
  })

  it('merges one by one when the batch itself repeats a link', async () => {
    const first = buildAgentDraft({ name: 'Again', link: 'https://github.com/z/agents/blob/c/again.json', provenance: provenance('again-1') })
    const second = buildAgentDraft({ name: 'Again copy', link: 'https://github.com/z/agents/blob/c/again.json', provenance: provenance('again-2') })
    const before = await agentCount()

    expect(outcomes(await storeDrafts({ groups: [first, second].map(alone) }))).toEqual([['created'], ['duplicate']])
    expect(await agentCount()).toBe(before + 1)
  })

  it('compares a home page with the other pages of its site by name, as a merge would', async () => {
    await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Cognosys AI', link: 'https://cognosys.ai/product', provenance: provenance('cognosys-product') }) })
    await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Acme Agents', link: 'https://github.com/acme-agents/agents/blob/c/x.json', provenance: provenance('acme-file') }) })
    const website = buildAgentDraft({ name: 'Cognosys', link: 'https://cognosys.ai/', provenance: provenance('cognosys-home') })
    const ownerPage = buildAgentDraft({ name: 'Acme Agents', link: 'https://github.com/acme-agents', provenance: provenance('acme-home') })
    const unrelated = buildAgentDraft({ name: 'Cognosys', link: 'https://elsewhere.example/', provenance: provenance('elsewhere') })

    expect(outcomes(await storeDrafts({ groups: [website, ownerPage, unrelated].map(alone) }))).toEqual([['duplicate'], ['duplicate'], ['created']])
  })
})
