import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { createApp } from '../../../server/http/app.ts'
import type { TQuizMatchResult } from '../../../server/quiz/index.ts'
import { apiRequest } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent, createAgents, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

const LAW_FIRM = { primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'hosted', timeCommitment: 'minimal', problemSolving: ['documents'], complexity: 1 }

let legalBeginners: CreatedAgent[]
let hosted: CreatedAgent
let withdrawn: CreatedAgent

beforeAll(async () => {
  legalBeginners = await createAgents(
    Array.from({ length: 7 }, (_, index) => ({ name: `Legal Beginner ${index}`, industry: 'legal', difficulty: 'beginner', category: index === 0 ? 'content' : 'assistant', selfDeployable: true, deploymentComplexity: 'medium' })),
  )
  hosted = await createAgent({ name: 'Hosted Legal Drafter', industry: 'legal', difficulty: 'beginner', selfDeployable: true, infrastructureNeeded: 'cloud-run', deploymentComplexity: 'easy' })
  withdrawn = await createAgent({ name: 'Withdrawn Legal Helper', industry: 'legal', difficulty: 'beginner', selfDeployable: true, infrastructureNeeded: 'cloud-run', deploymentComplexity: 'easy', isActive: false })
  // Neither legal nor beginner nor hosted nor self-deployable: scores 0 and never shows.
  await createAgent({ name: 'Nothing In Common', industry: 'healthcare', difficulty: 'advanced', category: 'coding', selfDeployable: false, infrastructureNeeded: 'local', deploymentComplexity: 'hard' })
})

async function match(body: unknown) {
  const response = await apiRequest(app, '/api/quiz/match', { method: 'POST', body })

  return { response, body: (await response.json()) as TQuizMatchResult & { error?: { code: string; message: string } } }
}

describe('POST /api/quiz/match', () => {
  it('gives a law firm owner with no technical experience who wants hosting six legal, beginner-friendly agents with reasons', async () => {
    const { response, body } = await match(LAW_FIRM)

    expect(response.status).toBe(200)
    expect(body.persona).toMatchObject({ code: 'quick-starter', title: 'The Quick Starter' })
    expect(body.matches).toHaveLength(6)
    for (const { agent, reasons } of body.matches) {
      expect(agent).toMatchObject({ industry: 'legal', difficulty: 'beginner' })
      expect(reasons).toContain('fits legal work')
      expect(reasons).toContain('beginner friendly')
    }
    // The hosted, easy one scores 40 + 25 + 20 + 10 + 5; the content one fits "documents" and wins the tie among the rest.
    expect(body.matches[0]).toMatchObject({ agent: { id: hosted.id }, score: 100 })
    expect(body.matches[0]!.reasons).toEqual(['fits legal work', 'beginner friendly', 'runs hosted on Cloud Run', 'you can deploy it yourself', 'quick to set up'])
    expect(body.matches[1]).toMatchObject({ agent: { id: legalBeginners[0]!.id }, score: 75 })
    expect(body.matches.map((entry) => entry.agent.id)).not.toContain(withdrawn.id)
  })

  it('leaves out agents that score 0 (fewer than six when few match)', async () => {
    const { body } = await match({ ...LAW_FIRM, primaryUse: 'coding', techExperience: 'developer', deploymentPreference: 'local', timeCommitment: 'extensive' })

    expect(body.matches.map((entry) => entry.agent.name)).toEqual(['Nothing In Common'])
    expect(body.matches[0]!.score).toBe(40 + 25 + 20 + 5)
  })

  it('sees a catalogue change at once (the scoring features follow the catalogue version)', async () => {
    const newcomer = await createAgent({ name: 'Newcomer Perfect Match', industry: 'legal', difficulty: 'beginner', category: 'content', infrastructureNeeded: 'cloud-run', deploymentComplexity: 'easy' })
    const { body } = await match(LAW_FIRM)
    expect(body.matches.slice(0, 2).map((entry) => entry.agent.id).sort()).toEqual([hosted.id, newcomer.id].sort())

    await db.update(agents).set({ isActive: false }).where(eq(agents.id, newcomer.id))
    const after = await match(LAW_FIRM)
    expect(after.body.matches.map((entry) => entry.agent.id)).not.toContain(newcomer.id)
  })

  it.each([
    ['a missing answer', { ...LAW_FIRM, complexity: undefined }, 'complexity'],
    ['an unknown primary use', { ...LAW_FIRM, primaryUse: 'astrology' }, 'primaryUse'],
    ['no problem chosen', { ...LAW_FIRM, problemSolving: [] }, 'problemSolving'],
    ['a complexity outside 1–5', { ...LAW_FIRM, complexity: 6 }, 'complexity'],
    ['an unexpected field', { ...LAW_FIRM, userId: 1 }, 'userId'],
  ])('answers 400 for %s, naming the field', async (_label, answers, field) => {
    const { response, body } = await match(answers)

    expect(response.status).toBe(400)
    expect(body.error?.code).toBe('BAD_REQUEST')
    expect(body.error?.message).toContain(field)
  })

  it('is in the OpenAPI document', async () => {
    const document = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> }

    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/quiz/match', '/api/saved-agents', '/api/saved-agents/{agentId}']))
  })
})
