import type { AgentCardData } from '../components/agent-card.tsx'
import { cardDescription } from './agent-display.ts'

/**
 * What a card renders, and nothing more: React Router inlines a loader's answer in the page for
 * hydration, so every extra field of a summary is sent twice per card (issue 19: light pages). The
 * description is cut to what the card's three lines show.
 */
export function toCardData<Agent extends AgentCardData>(agent: Agent): AgentCardData {
  return {
    id: agent.id,
    slug: agent.slug,
    name: agent.name,
    description: cardDescription(agent.description),
    source: agent.source,
    industry: agent.industry,
    difficulty: agent.difficulty,
    tags: agent.tags,
    isPremium: agent.isPremium,
    priceCents: agent.priceCents,
    averageRating: agent.averageRating,
    totalRatings: agent.totalRatings,
    stars: agent.stars,
    linkStatus: agent.linkStatus,
    isArchived: agent.isArchived,
  }
}
