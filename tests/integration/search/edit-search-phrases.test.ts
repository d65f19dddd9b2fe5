import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as adminEditAction } from '../../../app/routes/admin/agent-edit.tsx'
import { action as ownerEditAction, loader as ownerEditLoader } from '../../../app/routes/agents/edit.tsx'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { mergeAgentDraft } from '../../../server/catalogue/merge-agent-draft.ts'
import { createApp } from '../../../server/http/app.ts'
import { setAgentOwner } from '../../../server/listings/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { buildAgentDraft } from '../../support/factories/agent-draft.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

/** A page's action called the way React Router calls it, with a form posted by a browser. */
function postForm(path: string, params: Record<string, string>, fields: [string, string][], cookie: string) {
  const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } })
  const context: AppLoadContext = { nonce: 'test-nonce', clientAddress: '192.0.2.10' }

  return { request, params, context, unstable_pattern: '' } as never
}

/** An action's plain return, or the data of a `data(…, { status })` it returned. */
function payload<Value>(result: unknown): Value {
  return (result && typeof result === 'object' && 'data' in result && 'init' in result ? (result as { data: Value }).data : result) as Value
}

async function found(word: string): Promise<string[]> {
  const response = await apiRequest(app, `/api/agents?search=${encodeURIComponent(word)}`)
  expect(response.status).toBe(200)

  return ((await response.json()) as { agents: { name: string }[] }).agents.map((agent) => agent.name)
}

async function stored(agentId: number) {
  const [row] = await db.select({ name: agents.name, searchPhrases: agents.searchPhrases, lockedFields: agents.lockedFields, stars: agents.stars }).from(agents).where(eq(agents.id, agentId))

  return row!
}

const thirteenPhrases = Array.from({ length: 13 }, (_, index) => `phrase number ${index + 1}`)
const longPhrase = `find me ${'a'.repeat(93)}`

describe('editing an agent’s search phrases', () => {
  it('an admin saves them from the edit page; they are normalised, locked, audited, and search finds the agent by them', async () => {
    const admin = await createUser({ role: 'admin' })
    const cookie = await sessionCookieFor(admin)
    const agent = await createAgent({ name: 'Keeper Rota', description: 'Plans shifts for the keepers of a small animal park.', searchPhrases: ['who works on saturday'] })
    expect(await found('walrus'), 'no agent says walrus yet').toEqual([])

    const text = '  Feed the WALRUS before   opening\nfeed the walrus before opening\n\nwho works on saturday\r\n'
    const saved = payload<{ ok: boolean; message: string }>(await adminEditAction(postForm(`/admin/agents/${agent.id}`, { agentId: String(agent.id) }, [['searchPhrases', text]], cookie)))

    expect(saved).toEqual({ ok: true, message: 'Saved. Changed and locked against crawls: searchPhrases.' })
    expect(await stored(agent.id)).toMatchObject({ searchPhrases: ['feed the walrus before opening', 'who works on saturday'], lockedFields: ['searchPhrases'] })
    expect(await found('walrus')).toEqual(['Keeper Rota'])
    const audit = await apiRequest(app, `/api/admin/audit?targetType=agent&targetId=${agent.id}`, { cookie })
    expect((await audit.json()).events).toEqual([
      expect.objectContaining({ action: 'agent.update', before: { searchPhrases: ['who works on saturday'] }, after: { searchPhrases: ['feed the walrus before opening', 'who works on saturday'] } }),
    ])
  })

  it('refuses 13 phrases or one over 100 characters, from the API and the page, and saves nothing', async () => {
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const agent = await createAgent({ name: 'Otter Feeder', description: 'Reminds keepers when each animal is fed.', searchPhrases: ['remind me to feed the otters'] })
    const before = await stored(agent.id)

    const tooMany = await apiRequest(app, `/api/admin/agents/${agent.id}`, { method: 'PATCH', cookie, body: { name: 'Renamed', searchPhrases: thirteenPhrases } })
    const tooLong = await apiRequest(app, `/api/admin/agents/${agent.id}`, { method: 'PATCH', cookie, body: { name: 'Renamed', searchPhrases: ['penguin rota', longPhrase] } })
    const fromPage = payload<{ ok: boolean; fieldErrors: Record<string, string> }>(
      await adminEditAction(postForm(`/admin/agents/${agent.id}`, { agentId: String(agent.id) }, [['name', 'Renamed'], ['searchPhrases', thirteenPhrases.join('\n')]], cookie)),
    )

    expect(tooMany.status).toBe(400)
    expect((await tooMany.json()).error.message).toBe('searchPhrases: At most 12 search phrases (one per line); there are 13')
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).error.message).toBe(`searchPhrases: A search phrase is at most 100 characters; "${longPhrase.slice(0, 40)}…" has 101`)
    expect(fromPage).toMatchObject({ ok: false, fieldErrors: { searchPhrases: 'At most 12 search phrases (one per line); there are 13' } })
    expect(await stored(agent.id)).toEqual(before)
    expect(await found('penguin')).toEqual([])
  })

  it('an owner edits their own listing’s phrases (API and page), with the same rules, and not someone else’s', async () => {
    const [owner, otherBuilder] = [await createUser(), await createUser()]
    const cookie = await sessionCookieFor(owner)
    const own = await createAgent({ name: 'Tide Tables', description: 'Reads the tide tables for harbour masters and warns them before the water runs low.' })
    const others = await createAgent({ name: 'Harbour Fees', description: 'Invoices boats for their moorings.', searchPhrases: ['bill the boats'] })
    await setAgentOwner({ agentId: own.id, ownerUserId: owner.id })
    await setAgentOwner({ agentId: others.id, ownerUserId: otherBuilder.id })

    const edited = await apiRequest(app, `/api/agents/${own.id}`, { method: 'PATCH', cookie, body: { searchPhrases: ['When is high water for my Dinghy'] } })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ changedFields: ['searchPhrases'], lockedFields: ['searchPhrases'] })
    expect(await found('dinghy')).toEqual(['Tide Tables'])

    const params = { agentId: String(own.id) }
    const { values } = await ownerEditLoader({ request: new Request(`http://localhost/agents/${own.id}/edit`, { headers: { cookie } }), params, context: {} } as never)
    expect(values.searchPhrases).toBe('when is high water for my dinghy')
    const fields = (searchPhrases: string): [string, string][] => [
      ...Object.entries({ ...values, tags: undefined, searchPhrases }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ...values.tags.map((tag): [string, string] => ['tags', tag]),
    ]
    const refused = payload<{ fieldErrors: Record<string, string> }>(await ownerEditAction(postForm(`/agents/${own.id}/edit`, params, fields(`${values.searchPhrases}\n${longPhrase}`), cookie)))
    expect(refused.fieldErrors).toEqual({ searchPhrases: `A search phrase is at most 100 characters; "${longPhrase.slice(0, 40)}…" has 101` })
    const saved = (await ownerEditAction(postForm(`/agents/${own.id}/edit`, params, fields('when is high water for my dinghy\nSpring tides this week'), cookie))) as Response
    expect(saved.status).toBe(303)
    expect((await stored(own.id)).searchPhrases).toEqual(['when is high water for my dinghy', 'spring tides this week'])

    const tooMany = await apiRequest(app, `/api/agents/${own.id}`, { method: 'PATCH', cookie, body: { searchPhrases: thirteenPhrases.join('\n') } })
    expect(tooMany.status).toBe(400)
    const notTheirs = await apiRequest(app, `/api/agents/${others.id}`, { method: 'PATCH', cookie, body: { searchPhrases: ['steal this listing'] } })
    expect(notTheirs.status).toBe(403)
    expect((await stored(others.id)).searchPhrases).toEqual(['bill the boats'])
    expect((await stored(own.id)).searchPhrases).toEqual(['when is high water for my dinghy', 'spring tides this week'])
  })

  it('a crawl that finds the same entry again leaves the phrases alone, edited or shipped', async () => {
    const cookie = await sessionCookieFor(await createUser({ role: 'admin' }))
    const provenance = (key: string) => [{ directory: 'test/fixtures', licence: 'MIT', sourceUrl: `https://example.org/list#${key}`, externalId: key }]
    const edited = await createAgent({ name: 'Seal Weigher', link: 'https://example.org/agents/seal-weigher', provenance: provenance('seal-weigher'), stars: 10 })
    const shipped = await createAgent({ name: 'Puffin Counter', link: 'https://example.org/agents/puffin-counter', provenance: provenance('puffin-counter'), stars: 10, searchPhrases: ['count the puffins'] })
    const patched = await apiRequest(app, `/api/admin/agents/${edited.id}`, { method: 'PATCH', cookie, body: { searchPhrases: ['weigh the seals every week'] } })
    expect(patched.status).toBe(200)

    for (const agent of [edited, shipped]) {
      // A crawled draft carries no phrases; one that did is ignored all the same.
      const draft = buildAgentDraft({ name: agent.name, link: agent.link, provenance: provenance(agent.link.split('/').pop()!), stars: 99, searchPhrases: ['crawler words'] })
      expect(await mergeAgentDraft({ draft })).toEqual({ agentId: agent.id, outcome: 'updated' })
    }

    expect(await stored(edited.id)).toMatchObject({ stars: 99, searchPhrases: ['weigh the seals every week'] })
    expect(await stored(shipped.id)).toMatchObject({ stars: 99, searchPhrases: ['count the puffins'] })
    expect(await found('crawler')).toEqual([])
  })
})
