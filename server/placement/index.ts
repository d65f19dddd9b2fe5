/**
 * Premium placement: grants (paid upgrades, the Premium Listing subscription, admin grants) and
 * the agent columns derived from them. Payments and the admin area change placement only here.
 */
export { grantPremium, ZGrantPremium, type GrantPremiumOptions, type TGrantPremiumResult } from './grant-premium.ts'
export { revokePremiumGrants, type RevokePremiumGrantsOptions, type TRevokePremiumGrantsResult } from './revoke-premium-grants.ts'
export { refreshAgentPremium, type TAgentPremiumState } from './refresh-agent-premium.ts'
export { refreshExpiredPremium } from './refresh-expired-premium.ts'
export { findPremiumGrants, type TPremiumGrant, type FindPremiumGrantsOptions } from './find-premium-grants.ts'
export type { TPlacementExecutor } from './placement-executor.ts'
