import type { TRateLimitRule } from '../accounts/index.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Limits on the contribution endpoints, counted by the accounts domain's database limiter (so
 * they hold across processes). Each auto-extract and claim check spends the server's GitHub and
 * Hugging Face quota, hence tighter than generic writes.
 */
export const CONTRIBUTION_RATE_LIMITS = {
  extractPerAccount: { name: 'contribution-extract:account', limit: 20, windowSeconds: 10 * MINUTE },
  submitPerAccount: { name: 'contribution-submit:account', limit: 20, windowSeconds: HOUR },
  claimPerAccount: { name: 'claim-start:account', limit: 10, windowSeconds: HOUR },
  verifyClaimPerAccount: { name: 'claim-verify:account', limit: 10, windowSeconds: 10 * MINUTE },
  editListingPerAccount: { name: 'listing-edit:account', limit: 30, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, TRateLimitRule>
