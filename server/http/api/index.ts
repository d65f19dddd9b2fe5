import { Hono } from 'hono'
import { accountRoutes } from './account.ts'
import { adminRoutes } from './admin.ts'
import { adminContributionRoutes } from './admin-contributions.ts'
import { adminReviewRoutes } from './admin-reviews.ts'
import { adminUserRoutes } from './admin-users.ts'
import { agentRoutes } from './agents.ts'
import { assistantRoutes } from './assistant.ts'
import { authRoutes } from './auth.ts'
import { claimRoutes } from './claims.ts'
import { contributionRoutes } from './contributions.ts'
import { crawlerRoutes } from './crawler.ts'
import { healthRoutes } from './health.ts'
import { localAdminRoutes } from './local-admin.ts'
import { openApiRoutes } from './openapi.ts'
import { quizRoutes } from './quiz.ts'
import { premiumListingRoutes } from './premium-listings.ts'
import { paymentRoutes } from './payments.ts'
import { reviewRoutes } from './reviews.ts'
import { savedAgentRoutes } from './saved-agents.ts'
import { searchRoutes } from './search.ts'
import { statsRoutes } from './stats.ts'

/** Every API sub-app, mounted under /api. One line per domain. */
export const apiRoutes = new Hono()
  .route('/', healthRoutes)
  .route('/', localAdminRoutes)
  .route('/', authRoutes)
  .route('/', accountRoutes)
  .route('/', adminUserRoutes)
  .route('/', openApiRoutes)
  .route('/', statsRoutes)
  .route('/', searchRoutes)
  .route('/', crawlerRoutes)
  .route('/', reviewRoutes)
  .route('/', adminReviewRoutes)
  .route('/', contributionRoutes)
  .route('/', adminContributionRoutes)
  .route('/', claimRoutes)
  .route('/', quizRoutes)
  .route('/', savedAgentRoutes)
  .route('/', assistantRoutes)
  .route('/', premiumListingRoutes)
  .route('/', adminRoutes)
  .route('/', paymentRoutes)
  // Keep last among sub-apps with GET /api/agents/<word> paths: its /agents/:id answers any word.
  .route('/', agentRoutes)
