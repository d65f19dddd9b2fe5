import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AgentCard, type AgentCardData } from '../components/agent-card.tsx'
import { toCardData } from './agent-card-data.ts'

const summary: AgentCardData & { readmeUrl: string } = {
  id: 7,
  slug: 'contract-reviewer',
  name: 'Contract Reviewer',
  description: 'Reads contracts and flags risky clauses.',
  source: 'github',
  industry: 'legal',
  difficulty: 'beginner',
  tags: ['contracts', 'review', 'contracts', ' ', 'nda', 'compliance'],
  isPremium: true,
  priceCents: 0,
  averageRating: 4.5,
  totalRatings: 12,
  stars: 2300,
  linkStatus: 'ok',
  isArchived: false,
  readmeUrl: 'https://example.com/readme',
}

function renderCard(agent: AgentCardData) {
  const Stub = createRoutesStub([{ path: '/marketplace', Component: () => <AgentCard agent={agent} /> }])

  return renderToStaticMarkup(<Stub initialEntries={['/marketplace']} />)
}

describe('toCardData', () => {
  it('keeps only what the card shows, and the card shows the same', () => {
    const card = toCardData(summary)

    expect(card).not.toHaveProperty('readmeUrl')
    expect(renderCard(card)).toBe(renderCard(summary))
    expect(renderCard(card)).toContain('+3<span class="sr-only"> more tags</span>')
  })
})
