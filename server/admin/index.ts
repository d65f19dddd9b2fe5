/**
 * The admin area: inventory figures, premium control, curation, user administration and the hub's
 * counters. Every write here is recorded in the audit log (server/audit) with who, what and the
 * values before and after. Other domains do the work; this one decides and records.
 */
export * from './admin.schemas.ts'
export { getInventory } from './get-inventory.ts'
export { getPremiumStatus } from './get-premium-status.ts'
export { setAgentPremiumByAdmin, type SetAgentPremiumByAdminOptions } from './set-agent-premium-by-admin.ts'
export { updateAgentByAdmin } from './update-agent-by-admin.ts'
export { reclassifyAgentsByAdmin } from './reclassify-agents-by-admin.ts'
export { setAgentVisibilityByAdmin } from './set-agent-visibility-by-admin.ts'
export { mergeAgentsByAdmin } from './merge-agents-by-admin.ts'
export { setUserLockByAdmin } from './set-user-lock-by-admin.ts'
export { setUserBuilderByAdmin } from './set-user-builder-by-admin.ts'
export { deleteUserByAdmin } from './delete-user-by-admin.ts'
export { countAdminQueues } from './count-admin-queues.ts'
