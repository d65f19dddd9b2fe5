import { describe, expect, it } from 'vitest'
import type { TAgentDetail } from '../../server/catalogue/index.ts'
import { agentJsonLd } from './agent-json-ld.ts'

const agent: TAgentDetail = {
  id: 3,
  slug: 'contract-helper',
  name: 'Contract Helper',
  description: 'Reviews contracts and flags risky clauses for small law firms and solo lawyers.',
  source: 'github',
  industry: 'legal',
  category: 'research',
  difficulty: 'beginner',
  tags: ['contracts', 'legal'],
  link: 'https://github.com/example/contract-helper',
  isPremium: false,
  priceCents: 1250,
  pricingType: 'paid',
  averageRating: 0,
  totalRatings: 0,
  selfDeployable: true,
  deploymentComplexity: 'easy',
  infrastructureNeeded: 'docker',
  stars: 120,
  builderProfile: 'example',
  linkStatus: 'ok',
  isArchived: false,
  apiEndpoint: null,
  apiSource: null,
  modelId: null,
  builderUrl: 'https://github.com/example',
  deploymentGuide: null,
  language: 'Python',
  licence: 'MIT',
  likes: null,
  downloads: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-02-03T00:00:00.000Z',
  provenance: [],
}

describe('agent structured data', () => {
  it('describes the agent as a SoftwareApplication with its price', () => {
    const jsonLd = agentJsonLd(agent, 'https://atlas.example/agents/3-contract-helper')
    expect(jsonLd).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'Contract Helper',
      url: 'https://atlas.example/agents/3-contract-helper',
      offers: { price: '12.50', priceCurrency: 'USD' },
      author: { name: 'example', url: 'https://github.com/example' },
    })
  })

  it('adds an AggregateRating only when the agent has ratings', () => {
    expect(agentJsonLd(agent, 'u')).not.toHaveProperty('aggregateRating')
    expect(agentJsonLd({ ...agent, averageRating: 4.25, totalRatings: 8 }, 'u')).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.25', ratingCount: 8 },
    })
  })
})
