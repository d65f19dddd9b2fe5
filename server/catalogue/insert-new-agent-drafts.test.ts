import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../db/client.ts'
import { buildDraft } from '../../tests/support/draft-factory.ts'
import { setupTestDatabase } from '../../tests/support/database.ts'
import { insertNewAgentDrafts } from './insert-new-agent-drafts.ts'
import { mergeAgentDraft } from './merge-agent-draft.ts'

setupTestDatabase()

const provenance = (externalId: string) => [{ directory: 'lobehub/lobe-chat-agents', licence: 'MIT', sourceUrl: `https://github.com/x/y/blob/c/${externalId}`, externalId }]

describe('insertNewAgentDrafts', () => {
  it('stores drafts that can match nothing together and hands back the ones that might', async () => {
    await mergeAgentDraft({ draft: buildDraft({ name: 'Stored Helper', link: 'https://github.com/acme/agents/blob/c/stored.json', provenance: provenance('stored') }) })
    await mergeAgentDraft({ draft: buildDraft({ name: 'Acme', link: 'https://github.com/acme', provenance: provenance('acme-home') }) })

    const fresh = buildDraft({ name: 'Stored Helper', link: 'https://github.com/other/agents/blob/c/a.json', provenance: provenance('a') })
    const sameSlug = buildDraft({ name: 'Stored Helper', link: 'https://github.com/other/agents/blob/c/b.json', provenance: provenance('b') })
    const seenUrl = buildDraft({ name: 'Copy', link: 'https://github.com/acme/agents/blob/c/stored.json', provenance: provenance('copy') })
    const underStoredHome = buildDraft({ name: 'Acme Agent', link: 'https://github.com/acme/agents/blob/c/new.json', provenance: provenance('new') })
    const repository = buildDraft({ name: 'Repo', link: 'https://github.com/other/repo', repoFullName: 'other/repo', provenance: provenance('repo') })
    const twiceInBatch = buildDraft({ name: 'Again', link: 'https://github.com/other/agents/blob/c/a.json', provenance: provenance('again') })

    const { created, rest } = await insertNewAgentDrafts({ drafts: [fresh, sameSlug, seenUrl, underStoredHome, repository, twiceInBatch] })

    expect(created).toBe(2)
    expect(rest).toEqual([seenUrl, underStoredHome, repository, twiceInBatch])
    const rows = (await db.execute(sql`select a.slug, p.external_id from agents a join agent_provenance p on p.agent_id = a.id where p.external_id in ('a', 'b') order by p.external_id`)).rows
    expect(rows).toEqual([
      { slug: 'stored-helper-2', external_id: 'a' },
      { slug: 'stored-helper-3', external_id: 'b' },
    ])
  })

  it('leaves an entry seen before to the careful path', async () => {
    const draft = buildDraft({ name: 'Seen', link: 'https://github.com/z/agents/blob/c/seen.json', provenance: provenance('seen') })
    await insertNewAgentDrafts({ drafts: [draft] })
    const again = await insertNewAgentDrafts({ drafts: [{ ...draft, link: 'https://github.com/z/agents/blob/c/moved.json' }] })

    expect(again.created).toBe(0)
    expect(again.rest).toHaveLength(1)
  })
})
