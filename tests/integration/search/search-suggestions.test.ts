import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type Suggestions = { searches: string[]; industries: { value: string; label: string }[]; agents: { id: number; slug: string; name: string }[] }

async function suggest(q: string): Promise<Suggestions> {
  const response = await app.request(`/api/search/suggest?q=${encodeURIComponent(q)}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as Suggestions
}

beforeAll(async () => {
  await createAgents([
    { name: 'Contract Review Assistant', industry: 'legal', tags: ['contracts'], description: 'Reads commercial contracts and flags risky clauses for small law firms.' },
    { name: 'Contract Drafter', industry: 'legal', description: 'Drafts contracts and NDAs from a short brief.' },
    { name: 'Patient Intake Desk', industry: 'healthcare', description: 'Greets patients, collects their history and books appointments for a clinic.' },
    { name: 'Retired Contract Bot', industry: 'legal', description: 'Withdrawn contracts helper.', isActive: false },
  ])
})

describe('GET /api/search/suggest', () => {
  it('completes the last word from the catalogue and lists the best agents', async () => {
    const body = await suggest('contr')

    expect(body.searches).toEqual(['contract', 'contracts'])
    expect(body.agents.map((agent) => agent.name).sort()).toEqual(['Contract Drafter', 'Contract Review Assistant'])
    expect(body.industries).toEqual([{ value: 'legal', label: 'Legal' }])
  })

  it('points a clinic manager at healthcare agents', async () => {
    const body = await suggest('for my clinic ')

    expect(body.industries).toEqual([{ value: 'healthcare', label: 'Healthcare' }])
    expect(body.agents.map((agent) => agent.name)).toEqual(['Patient Intake Desk'])
  })

  it('answers empty lists for words nothing matches', async () => {
    expect(await suggest('qqzzxv')).toEqual({ searches: [], industries: [], agents: [] })
  })

  it('refuses an empty or overlong query with a clear error', async () => {
    const empty = await app.request('/api/search/suggest?q=')
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    expect((await app.request(`/api/search/suggest?q=${'a'.repeat(101)}`)).status).toBe(400)
    expect((await app.request('/api/search/suggest?q=a&x=1')).status).toBe(400)
  })
})
