/** The audit log: every admin action with who, when, what, before and after. Other domains record through this. */
export { recordAuditEvent } from './record-audit-event.ts'
export { findAuditEvents, type TAuditEvent, type TAuditPage } from './find-audit-events.ts'
export * from './audit.schemas.ts'
export { withAudit, type TAuditEntries } from './with-audit.ts'
