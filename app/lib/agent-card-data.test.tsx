import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AgentCard, type AgentCardData } from '../components/agent-card.tsx'
import { toCardData } from './agent-card-data.ts'

const summary: Required<AgentCardData> & { readmeUrl: string } = {
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

  it('leaves out the fields that hold the common value, and the card reads them as that value', () => {
    const plain = { ...summary, isPremium: false, priceCents: 0, averageRating: 0, totalRatings: 0, stars: null, linkStatus: 'ok', isArchived: false }
    const card = toCardData(plain)

    expect(Object.keys(card)).toEqual(['id', 'slug', 'name', 'description', 'source', 'industry', 'difficulty', 'tags'])
    expect(renderCard(card)).toBe(renderCard(plain))
  })

  it('cuts a long description at a word, to what three lines of the card show', () => {
    const long = { ...summary, description: `${'Reads contracts and flags risky clauses. '.repeat(6)}The end.` }
    const description = toCardData(long).description

    expect(description.length).toBeLessThanOrEqual(140)
    expect(description).toMatch(/ clauses…$|\w…$/)
    expect(long.description.startsWith(description.slice(0, -1))).toBe(true)
  })
})
