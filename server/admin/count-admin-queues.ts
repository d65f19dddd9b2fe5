import { findContributions } from '../contributions/index.ts'
import { countOpenDeploymentRequests } from '../deployments/index.ts'
import { findModerationQueue } from '../reviews/index.ts'
import type { TAdminQueueCounts } from './admin.schemas.ts'

/** What waits for an admin, for the hub: pending contributions, reviews to moderate, open deployment requests. */
export async function countAdminQueues(): Promise<TAdminQueueCounts> {
  const [contributions, reviews, openDeploymentRequests] = await Promise.all([
    findContributions({ status: 'pending', limit: 1, offset: 0 }),
    findModerationQueue({ view: 'open', limit: 1, offset: 0 }),
    countOpenDeploymentRequests(),
  ])

  return { pendingContributions: contributions.counts.pending, reportedReviews: reviews.total, openDeploymentRequests }
}
