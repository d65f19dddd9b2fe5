/**
 * The listings domain: who owns an agent, the builder's listings and premium placement of them,
 * analytics (views, clicks, unique visitors, contact forms) and the inquiries inbox.
 * Routes, API handlers and other domains use only what is exported here.
 */
export * from './listings.schemas.ts'
export * from './inquiries.schemas.ts'
// Ownership
export { setAgentOwner, type TSetAgentOwnerResult } from './set-agent-owner.ts'
export { getAgentOwnership, type TAgentOwnership } from './get-agent-ownership.ts'
export { findOwnedAgents, type TOwnedAgent } from './find-owned-agents.ts'
export { isBuilder } from './is-builder.ts'
export { requireBuilder, NOT_A_BUILDER_MESSAGE } from './require-builder.ts'
export { requireOwner, type RequireOwnerOptions } from './require-owner.ts'
// Premium listings
export { findPremiumListings } from './find-premium-listings.ts'
export { savePremiumListing, SUBSCRIPTION_REQUIRED_MESSAGE, type TSavePremiumListingResult } from './save-premium-listing.ts'
export { deletePremiumListing } from './delete-premium-listing.ts'
export { readPremiumStatus, setPremiumStatusReader, type TPremiumStatusReader } from './premium-status-port.ts'
// Analytics
export { recordListingEvent, type RecordListingEventOptions } from './record-listing-event.ts'
export { flushListingAnalytics } from './flush-listing-analytics.ts'
export { scheduleAnalyticsFlush, stopAnalyticsFlush } from './schedule-analytics-flush.ts'
export { findListingAnalytics } from './find-listing-analytics.ts'
export { getDashboardOverview, type TDashboardOverview } from './get-dashboard-overview.ts'
export { formatAnalyticsCsv } from './format-analytics-csv.ts'
// Inquiries
export { createInquiry, NO_BUILDER_MESSAGE } from './create-inquiry.ts'
export { findInquiries } from './find-inquiries.ts'
export { getInquiry, INQUIRY_NOT_FOUND_MESSAGE } from './get-inquiry.ts'
export { setInquiryStatus } from './set-inquiry-status.ts'
export { replyToInquiry } from './reply-to-inquiry.ts'
