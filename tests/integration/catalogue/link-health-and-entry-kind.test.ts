import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgents } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

type Summary = { name: string; linkStatus: string; isArchived: boolean; entryKind: string | null; isBusinessReady: boolean }

async function list(query: string): Promise<{ agents: Summary[]; total: number }> {
  const response = await app.request(`/api/agents${query}`)
  expect(response.status, await response.clone().text()).toBe(200)

  return (await response.json()) as { agents: Summary[]; total: number }
}

const names = (body: { agents: Summary[] }) => body.agents.map((agent) => agent.name).sort()

beforeAll(async () => {
  await createAgents([
    { name: 'Working Skill', linkStatus: 'ok', entryKind: 'agent-skill' },
    { name: 'Unchecked Template', linkStatus: 'unknown', entryKind: 'workflow-template' },
    { name: 'Broken Repository', linkStatus: 'dead', entryKind: 'agent-app' },
    { name: 'Archived Framework', linkStatus: 'ok', isArchived: true, entryKind: 'framework' },
    { name: 'Submitted Agent', linkStatus: 'unknown' },
  ])
})

describe('GET /api/agents?linkStatus', () => {
  it('leaves out dead links and archived repositories with linkStatus=working', async () => {
    expect(names(await list('?linkStatus=working'))).toEqual(['Submitted Agent', 'Unchecked Template', 'Working Skill'])
  })

  it('selects one link check result, or the archived repositories', async () => {
    expect(names(await list('?linkStatus=dead'))).toEqual(['Broken Repository'])
    expect(names(await list('?linkStatus=ok'))).toEqual(['Archived Framework', 'Working Skill'])
    expect(names(await list('?linkStatus=archived'))).toEqual(['Archived Framework'])
  })

  it('refuses an unknown link status with a 400 naming the parameter', async () => {
    const response = await app.request('/api/agents?linkStatus=broken')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error.message).toMatch(/linkStatus/)
  })
})

describe('entry kind on each agent', () => {
  it('says what each entry is and whether it is ready for a business to use as it is', async () => {
    const byName = Object.fromEntries((await list('?limit=10')).agents.map((agent) => [agent.name, agent]))

    expect(byName['Working Skill']).toMatchObject({ entryKind: 'agent-skill', isBusinessReady: true })
    expect(byName['Unchecked Template']).toMatchObject({ entryKind: 'workflow-template', isBusinessReady: true })
    expect(byName['Broken Repository']).toMatchObject({ entryKind: 'agent-app', isBusinessReady: false })
    expect(byName['Archived Framework']).toMatchObject({ entryKind: 'framework', isBusinessReady: false, isArchived: true })
    expect(byName['Submitted Agent']).toMatchObject({ entryKind: null, isBusinessReady: false })
  })
})
