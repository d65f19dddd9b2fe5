import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/http/app.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent, type CreatedAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

let agent: CreatedAgent
let withdrawn: CreatedAgent

beforeAll(async () => {
  agent = await createAgent({
    name: 'Intake Triage',
    description: 'Sorts incoming patient messages by urgency and drafts replies for the clinic front desk to approve.',
    industry: 'healthcare',
    category: 'support',
    difficulty: 'beginner',
    source: 'huggingface',
    tags: ['triage', 'clinic'],
    link: 'https://huggingface.co/spaces/example/intake-triage',
    modelId: 'spaces/example/intake-triage',
    builderProfile: 'example',
    builderUrl: 'https://huggingface.co/example',
    priceCents: 1_250,
    pricingType: 'paid',
    deploymentComplexity: 'medium',
    infrastructureNeeded: 'cloud-run',
    deploymentGuide: 'Duplicate the Space, add your API key as a secret, then open the app.',
    likes: 12,
    downloads: 340,
    language: 'Python',
    licence: 'Apache-2.0',
    apiEndpoint: 'https://example.hf.space/api/predict',
    apiSource: 'huggingface',
    averageRating: 4.25,
    totalRatings: 8,
    provenance: [
      { directory: 'example/awesome-agents', licence: 'CC-BY-4.0', sourceUrl: 'https://github.com/example/awesome-agents#healthcare', externalId: 'intake-triage' },
      { directory: 'huggingface/spaces', licence: 'Apache-2.0', sourceUrl: 'https://huggingface.co/spaces/example/intake-triage', externalId: 'spaces/example/intake-triage' },
    ],
  })
  withdrawn = await createAgent({ isActive: false })
})

describe('GET /api/agents/:id', () => {
  it('answers every field the detail page shows, with provenance, in camelCase', async () => {
    const response = await app.request(`/api/agents/${agent.id}`)
    const body = await response.json()

    expect(response.status).toBe(200)
    expect(body).toEqual({
      id: agent.id,
      slug: 'intake-triage',
      name: 'Intake Triage',
      description: 'Sorts incoming patient messages by urgency and drafts replies for the clinic front desk to approve.',
      source: 'huggingface',
      industry: 'healthcare',
      category: 'support',
      difficulty: 'beginner',
      tags: ['triage', 'clinic'],
      link: 'https://huggingface.co/spaces/example/intake-triage',
      isPremium: false,
      priceCents: 1_250,
      pricingType: 'paid',
      averageRating: 4.25,
      totalRatings: 8,
      selfDeployable: true,
      deploymentComplexity: 'medium',
      infrastructureNeeded: 'cloud-run',
      stars: null,
      builderProfile: 'example',
      linkStatus: 'unknown',
      isArchived: false,
      entryKind: null,
      isBusinessReady: false,
      apiEndpoint: 'https://example.hf.space/api/predict',
      apiSource: 'huggingface',
      modelId: 'spaces/example/intake-triage',
      builderUrl: 'https://huggingface.co/example',
      deploymentGuide: 'Duplicate the Space, add your API key as a secret, then open the app.',
      language: 'Python',
      licence: 'Apache-2.0',
      likes: 12,
      downloads: 340,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      provenance: [
        { directory: 'example/awesome-agents', licence: 'CC-BY-4.0', sourceUrl: 'https://github.com/example/awesome-agents#healthcare' },
        { directory: 'huggingface/spaces', licence: 'Apache-2.0', sourceUrl: 'https://huggingface.co/spaces/example/intake-triage' },
      ],
    })
  })

  it('answers 404 with a clear error for a missing agent', async () => {
    const response = await app.request('/api/agents/999999')

    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Agent not found' } })
  })

  it('answers 404 for a withdrawn agent', async () => {
    expect((await app.request(`/api/agents/${withdrawn.id}`)).status).toBe(404)
  })

  it.each(['abc', '12abc', '-3', '0', '1.5'])('answers 400 naming the id for %s', async (id) => {
    const response = await app.request(`/api/agents/${id}`)
    const body = (await response.json()) as { error: { code: string; message: string } }

    expect(response.status).toBe(400)
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST' })
    expect(body.error.message).toContain('id')
  })
})
