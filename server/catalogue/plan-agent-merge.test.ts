import { describe, expect, it } from 'vitest'
import type { agents } from '../../db/schema/index.ts'
import { buildAgentDraft } from '../../tests/support/factories/agent-draft.ts'
import { planAgentMerge } from './plan-agent-merge.ts'

type AgentRow = typeof agents.$inferSelect

function existingAgent(overrides: Partial<AgentRow> = {}): AgentRow {
  const draft = buildAgentDraft({ link: 'https://github.com/acme/helper', repoFullName: 'acme/helper' })
  const { provenance: _provenance, ...fields } = draft

  return {
    ...fields,
    id: 1,
    slug: 'helper',
    canonicalUrl: 'https://github.com/acme/helper',
    apiEndpoint: null,
    apiSource: null,
    ownerUserId: null,
    isPremium: false,
    premiumUntil: null,
    priorityScore: 0,
    averageRating: 0,
    totalRatings: 0,
    linkStatus: 'unknown',
    linkCheckedAt: null,
    lockedFields: [],
    isActive: true,
    createdAt: new Date(),
    updatedAt: new Date(),
    popularity: null,
    isDemoted: false,
    searchVector: '',
    ...overrides,
  } as AgentRow
}

describe('planAgentMerge', () => {
  it('fills gaps and never replaces what is there', () => {
    const existing = existingAgent({ language: null, licence: 'MIT', builderProfile: 'acme' })
    const draft = buildAgentDraft({ language: 'Python', licence: 'Apache-2.0', builderProfile: 'someone-else', description: 'Another description entirely, long enough to count.' })

    expect(planAgentMerge({ existing, draft })).toEqual({ language: 'Python', deploymentComplexity: 'medium' })
  })

  it('derives the deployment facts again from the merged fields, except locked ones', () => {
    const repository = buildAgentDraft({ link: 'https://github.com/acme/helper', repoFullName: 'acme/helper', language: 'TypeScript' })

    expect(planAgentMerge({ existing: existingAgent({ language: null }), draft: repository })).toMatchObject({ language: 'TypeScript', deploymentComplexity: 'medium' })
    expect(planAgentMerge({ existing: existingAgent({ language: null, lockedFields: ['deployment_complexity'] }), draft: repository })).toEqual({ language: 'TypeScript' })
  })

  it('treats general as a gap in industry and category', () => {
    const changes = planAgentMerge({ existing: existingAgent({ industry: 'general', category: 'general' }), draft: buildAgentDraft({ industry: 'legal', category: 'research' }) })

    expect(changes).toMatchObject({ industry: 'legal', category: 'research' })
    expect(planAgentMerge({ existing: existingAgent({ industry: 'finance' }), draft: buildAgentDraft({ industry: 'legal' }) }).industry).toBeUndefined()
  })

  it('keeps the highest popularity any source reports', () => {
    const existing = existingAgent({ stars: 500, likes: null, downloads: 10 })

    expect(planAgentMerge({ existing, draft: buildAgentDraft({ stars: 400, likes: 7, downloads: 20 }) })).toMatchObject({ likes: 7, downloads: 20 })
    expect(planAgentMerge({ existing, draft: buildAgentDraft({ stars: 400 }) }).stars).toBeUndefined()
  })

  it('joins tags, at most eight, existing ones first', () => {
    const existing = existingAgent({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })

    expect(planAgentMerge({ existing, draft: buildAgentDraft({ tags: ['b', 'g', 'h', 'i'] }) }).tags).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
  })

  it('never plans a locked field, named either way', () => {
    const existing = existingAgent({ industry: 'general', stars: 1, tags: [], deploymentGuide: null, lockedFields: ['industry', 'stars', 'tags', 'deployment_guide'] })
    const draft = buildAgentDraft({ industry: 'legal', stars: 99, tags: ['new'], deploymentGuide: 'docker compose up' })

    expect(planAgentMerge({ existing, draft })).toEqual({})
  })

  it('takes a repository name only when no other agent holds it', () => {
    const existing = existingAgent({ repoFullName: null })
    const draft = buildAgentDraft({ repoFullName: 'acme/helper' })

    expect(planAgentMerge({ existing, draft }).repoFullName).toBe('acme/helper')
    expect(planAgentMerge({ existing, draft, takenIdentities: new Set(['acme/helper']) }).repoFullName).toBeUndefined()
  })

  it('follows a renamed repository, link included, but only from one of its old names', () => {
    const existing = existingAgent({ repoFullName: 'opendevin/opendevin', link: 'https://github.com/OpenDevin/OpenDevin' })
    const draft = buildAgentDraft({ repoFullName: 'all-hands-ai/openhands', link: 'https://github.com/All-Hands-AI/OpenHands' })

    expect(planAgentMerge({ existing, draft, repoAliases: ['opendevin/opendevin'] })).toMatchObject({
      repoFullName: 'all-hands-ai/openhands',
      link: 'https://github.com/All-Hands-AI/OpenHands',
      canonicalUrl: 'https://github.com/all-hands-ai/openhands',
    })
    expect(planAgentMerge({ existing, draft }).repoFullName).toBeUndefined()
  })
})
