import type { AgentCardData } from '../components/agent-card.tsx'
import { cardDescription } from './agent-display.ts'

/**
 * What a card renders, and nothing more: React Router inlines a loader's answer in the page for
 * hydration, so every field of a summary is sent twice per card (issue 19: light pages). The
 * description is cut to what the card's three lines show, and a field holding the common value
 * (not premium, free, unrated, no stars, link fine, not archived) is left out: its name alone costs
 * ~13 bytes per card in the inlined data.
 */
export function toCardData<Agent extends Required<AgentCardData>>(agent: Agent): AgentCardData {
  return {
    id: agent.id,
    slug: agent.slug,
    name: agent.name,
    description: cardDescription(agent.description),
    source: agent.source,
    industry: agent.industry,
    difficulty: agent.difficulty,
    tags: agent.tags,
    ...(agent.isPremium && { isPremium: true }),
    ...(agent.priceCents > 0 && { priceCents: agent.priceCents }),
    ...(agent.totalRatings > 0 && { averageRating: agent.averageRating, totalRatings: agent.totalRatings }),
    ...(agent.stars !== null && agent.stars > 0 && { stars: agent.stars }),
    ...(agent.linkStatus === 'dead' && { linkStatus: agent.linkStatus }),
    ...(agent.isArchived && { isArchived: true }),
  }
}
