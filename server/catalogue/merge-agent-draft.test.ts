import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../db/client.ts'
import { agentProvenance, agents } from '../../db/schema/index.ts'
import { buildAgentDraft } from '../../tests/support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../tests/support/database.ts'
import { mergeAgentDraft } from './merge-agent-draft.ts'

setupTestDatabase()

const agentRow = async (id: number) => (await db.select().from(agents).where(eq(agents.id, id)))[0]!
const provenanceOf = async (id: number) =>
  (await db.select().from(agentProvenance).where(eq(agentProvenance.agentId, id))).map((row) => `${row.directory}#${row.externalId}`).sort()

describe('mergeAgentDraft', () => {
  it('creates a new agent with a slug and its provenance', async () => {
    const result = await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Contract Review Assistant', link: 'https://github.com/acme/contract-review', repoFullName: 'acme/contract-review' }) })

    expect(result.outcome).toBe('created')
    const row = await agentRow(result.agentId)
    expect(row).toMatchObject({ slug: 'contract-review-assistant', canonicalUrl: 'https://github.com/acme/contract-review', repoFullName: 'acme/contract-review' })
    expect(await provenanceOf(result.agentId)).toHaveLength(1)
  })

  it('gives a second agent with the same name its own slug', async () => {
    const first = await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Tutor Bot', link: 'https://tutor-one.test' }) })
    const second = await mergeAgentDraft({ draft: buildAgentDraft({ name: 'Tutor Bot', link: 'https://tutor-two.test' }) })

    expect((await agentRow(first.agentId)).slug).toBe('tutor-bot')
    expect((await agentRow(second.agentId)).slug).toBe('tutor-bot-2')
  })

  it('merges a duplicate from another source: gaps filled, highest stars, tags joined, both provenances kept', async () => {
    const first = await mergeAgentDraft({
      draft: buildAgentDraft({ name: 'MediScribe', link: 'https://github.com/clinic/mediscribe', repoFullName: 'clinic/mediscribe', tags: ['healthcare'], stars: 120, industry: 'general' }),
    })
    const second = await mergeAgentDraft({
      draft: buildAgentDraft({
        name: 'MediScribe AI',
        description: 'A different description that must not replace the first one because descriptions only fill gaps.',
        link: 'https://github.com/Clinic/MediScribe/',
        repoFullName: 'clinic/mediscribe',
        tags: ['scribe', 'healthcare'],
        stars: 340,
        industry: 'healthcare',
        language: 'Python',
        licence: 'MIT',
        provenance: [{ directory: 'other/list', licence: 'CC0-1.0', sourceUrl: 'https://github.com/other/list', externalId: 'mediscribe' }],
      }),
    })

    expect(second).toEqual({ agentId: first.agentId, outcome: 'duplicate' })
    const row = await agentRow(first.agentId)
    expect(row).toMatchObject({ name: 'MediScribe', stars: 340, industry: 'healthcare', language: 'Python', licence: 'MIT', tags: ['healthcare', 'scribe'] })
    expect(row.description).not.toContain('A different description')
    expect(await provenanceOf(first.agentId)).toEqual(expect.arrayContaining(['other/list#mediscribe']))
    expect(await provenanceOf(first.agentId)).toHaveLength(2)
  })

  it('never lowers a popularity count', async () => {
    const first = await mergeAgentDraft({ draft: buildAgentDraft({ link: 'https://github.com/a/popular', repoFullName: 'a/popular', stars: 900 }) })
    await mergeAgentDraft({ draft: buildAgentDraft({ link: 'https://github.com/a/popular', repoFullName: 'a/popular', stars: 10 }) })

    expect((await agentRow(first.agentId)).stars).toBe(900)
  })

  it('answers unchanged for the same entry seen again, updated when it brings something new', async () => {
    const draft = buildAgentDraft({ link: 'https://github.com/a/steady', repoFullName: 'a/steady', stars: 5 })
    const first = await mergeAgentDraft({ draft })

    expect(await mergeAgentDraft({ draft })).toEqual({ agentId: first.agentId, outcome: 'unchanged' })
    expect(await mergeAgentDraft({ draft: { ...draft, stars: 6 } })).toEqual({ agentId: first.agentId, outcome: 'updated' })
  })

  it('never overwrites a field an admin or owner locked', async () => {
    const first = await mergeAgentDraft({ draft: buildAgentDraft({ link: 'https://github.com/a/locked', repoFullName: 'a/locked', stars: 1, industry: 'general', tags: ['one'] }) })
    await db
      .update(agents)
      .set({ industry: 'general', lockedFields: ['industry', 'tags', 'stars', 'deployment_guide'] })
      .where(eq(agents.id, first.agentId))

    await mergeAgentDraft({
      draft: buildAgentDraft({ link: 'https://github.com/a/locked', repoFullName: 'a/locked', stars: 999, industry: 'legal', tags: ['two'], deploymentGuide: 'Run docker compose up.' }),
    })

    expect(await agentRow(first.agentId)).toMatchObject({ industry: 'general', tags: ['one'], stars: 1, deploymentGuide: null })
  })

  it('follows a renamed repository to its new home unless the link is locked', async () => {
    const renamed = await mergeAgentDraft({ draft: buildAgentDraft({ name: 'OpenDevin', link: 'https://github.com/OpenDevin/OpenDevin', repoFullName: 'opendevin/opendevin' }) })
    const draft = buildAgentDraft({ name: 'OpenHands', link: 'https://github.com/All-Hands-AI/OpenHands', repoFullName: 'all-hands-ai/openhands' })

    expect(await mergeAgentDraft({ draft, repoAliases: ['opendevin/opendevin'] })).toMatchObject({ agentId: renamed.agentId, outcome: 'duplicate' })
    expect(await agentRow(renamed.agentId)).toMatchObject({ repoFullName: 'all-hands-ai/openhands', link: 'https://github.com/All-Hands-AI/OpenHands', name: 'OpenDevin' })
  })

  it('keeps the catalogue consistent when the same draft is merged concurrently', async () => {
    const draft = buildAgentDraft({ name: 'Concurrent Agent', link: 'https://github.com/a/concurrent', repoFullName: 'a/concurrent' })

    const results = await Promise.all([mergeAgentDraft({ draft }), mergeAgentDraft({ draft }), mergeAgentDraft({ draft })])

    expect(new Set(results.map((result) => result.agentId)).size).toBe(1)
    const [{ total }] = (await db.execute(sql`select count(*)::int as total from agents where repo_full_name = 'a/concurrent'`)).rows as [{ total: number }]
    expect(total).toBe(1)
  })
})
