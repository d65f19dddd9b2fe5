import { describe, expect, it } from 'vitest'
import type { AgentDraft } from '../catalogue/index.ts'
import { contributionToDraft } from './contribution-to-draft.ts'
import type { ContributionRow } from './to-contribution.ts'

const contribution: ContributionRow = {
  id: 7,
  submitterId: 3,
  agentName: 'Triage Bot',
  agentDescription: 'Sorts incoming support tickets by urgency and drafts a first reply for the team.',
  agentLink: 'https://triage.example.com',
  canonicalUrl: 'https://triage.example.com',
  useCase: 'support',
  industry: 'customer-service',
  difficulty: 'beginner',
  tags: ['Tickets', 'tickets', 'Email'],
  deploymentGuide: 'docker compose up',
  githubRepo: 'https://github.com/Acme/Triage-Bot',
  metadata: { stars: 12, language: 'Go' },
  status: 'approved',
  adminNotes: null,
  reviewedById: 1,
  submittedAt: new Date('2026-01-01T00:00:00Z'),
  reviewedAt: new Date('2026-01-02T00:00:00Z'),
  publishedAgentId: null,
}

describe('contributionToDraft', () => {
  it('keeps the member’s words and choices, and takes the repository from the source link', () => {
    const draft = contributionToDraft({ contribution, sourceDraft: null })

    expect(draft).toMatchObject({
      name: 'Triage Bot',
      category: 'support',
      industry: 'customer-service',
      difficulty: 'beginner',
      tags: ['tickets', 'email'],
      link: 'https://triage.example.com',
      source: 'web',
      repoFullName: 'acme/triage-bot',
      priceCents: 0,
      pricingType: 'free',
      deploymentGuide: 'docker compose up',
      stars: 12,
      language: 'Go',
    })
  })

  it('takes the facts only the source can state from a fresh look-up', () => {
    const sourceDraft = { source: 'github', repoFullName: 'acme/triage-bot-2', builderProfile: 'Acme', stars: 40, licence: 'MIT', isArchived: true, name: 'triage-bot' } as AgentDraft
    const draft = contributionToDraft({ contribution, sourceDraft })

    expect(draft).toMatchObject({ name: 'Triage Bot', source: 'github', repoFullName: 'acme/triage-bot-2', builderProfile: 'Acme', stars: 40, licence: 'MIT', isArchived: true, language: 'Go' })
  })
})
