import type { TAgentDetail } from '../../server/catalogue/index.ts'

/** schema.org SoftwareApplication; AggregateRating only when somebody has rated it (Google's rule). */
export function agentJsonLd(agent: TAgentDetail, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: agent.name,
    description: agent.description,
    url,
    sameAs: agent.link,
    applicationCategory: 'BusinessApplication',
    ...(agent.builderProfile ? { author: { '@type': 'Organization', name: agent.builderProfile, ...(agent.builderUrl ? { url: agent.builderUrl } : {}) } } : {}),
    ...(agent.licence ? { license: agent.licence } : {}),
    ...(agent.tags.length > 0 ? { keywords: agent.tags.join(', ') } : {}),
    offers: { '@type': 'Offer', price: (agent.priceCents / 100).toFixed(2), priceCurrency: 'USD' },
    ...(agent.totalRatings > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: agent.averageRating.toFixed(2),
            ratingCount: agent.totalRatings,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    datePublished: agent.createdAt,
    dateModified: agent.updatedAt,
  }
}
