import type { userContributions } from '../../db/schema/index.ts'
import type { TContribution, TContributionStatus } from './contributions.schemas.ts'

export type ContributionRow = typeof userContributions.$inferSelect

/** A stored contribution as the API and the pages read it. */
export function toContribution(row: ContributionRow): TContribution {
  return {
    id: row.id,
    agentName: row.agentName,
    agentDescription: row.agentDescription,
    agentLink: row.agentLink,
    useCase: row.useCase,
    industry: row.industry,
    difficulty: row.difficulty,
    tags: row.tags,
    deploymentGuide: row.deploymentGuide,
    githubRepo: row.githubRepo,
    metadata: row.metadata,
    status: row.status as TContributionStatus,
    adminNotes: row.adminNotes,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    publishedAgentId: row.publishedAgentId,
  }
}
