import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

let first: CreatedAgent
let second: CreatedAgent
let member: string
let otherMember: string

beforeAll(async () => {
  const created = await createAgents([{ name: 'Saved First' }, { name: 'Saved Second' }])
  first = created[0]!
  second = created[1]!
  member = await sessionCookieFor(await createUser())
  otherMember = await sessionCookieFor(await createUser())
})

const listIds = async (cookie: string) => {
  const response = await apiRequest(app, '/api/saved-agents', { cookie })
  const body = (await response.json()) as { agents: { agent: { id: number }; savedAt: string }[] }

  return body.agents.map(({ agent }) => agent.id)
}

describe('saved agents API', () => {
  it('asks visitors to sign in', async () => {
    for (const [method, path] of [['GET', '/api/saved-agents'], ['PUT', `/api/saved-agents/${first.id}`], ['DELETE', `/api/saved-agents/${first.id}`]] as const) {
      const response = await apiRequest(app, path, { method })
      expect(response.status).toBe(401)
      expect((await response.json()).error.code).toBe('UNAUTHORIZED')
    }
  })

  it('saves (201, then 200 when saved again), lists most recent first, and unsaves', async () => {
    const created = await apiRequest(app, `/api/saved-agents/${first.id}`, { method: 'PUT', cookie: member })
    expect(created.status).toBe(201)
    expect(await created.json()).toEqual({ agentId: first.id, saved: true })
    const again = await apiRequest(app, `/api/saved-agents/${first.id}`, { method: 'PUT', cookie: member })
    expect(again.status).toBe(200)
    await apiRequest(app, `/api/saved-agents/${second.id}`, { method: 'PUT', cookie: member })

    expect(await listIds(member)).toEqual([second.id, first.id])
    expect(await listIds(otherMember)).toEqual([])

    const removed = await apiRequest(app, `/api/saved-agents/${second.id}`, { method: 'DELETE', cookie: member })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({ agentId: second.id, saved: false })
    expect(await listIds(member)).toEqual([first.id])
  })

  it('refuses unknown and withdrawn agents (404) and malformed ids (400), storing nothing', async () => {
    const unknown = await apiRequest(app, '/api/saved-agents/999999', { method: 'PUT', cookie: otherMember })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toEqual({ code: 'NOT_FOUND', message: 'Agent not found' })
    const malformed = await apiRequest(app, '/api/saved-agents/abc', { method: 'PUT', cookie: otherMember })
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).error.message).toContain('agentId')
    for (const method of ['PUT', 'DELETE'] as const) {
      const beyondInt32 = await apiRequest(app, '/api/saved-agents/9999999999', { method, cookie: otherMember })
      expect(beyondInt32.status).toBe(400)
    }
    expect(await listIds(otherMember)).toEqual([])
  })

  it('hides an agent that was withdrawn after it was saved', async () => {
    const [gone] = await createAgents([{ name: 'Saved Then Withdrawn' }])
    await apiRequest(app, `/api/saved-agents/${gone!.id}`, { method: 'PUT', cookie: otherMember })
    expect(await listIds(otherMember)).toEqual([gone!.id])

    await db.update(agents).set({ isActive: false }).where(eq(agents.id, gone!.id))
    expect(await listIds(otherMember)).toEqual([])
  })
})
