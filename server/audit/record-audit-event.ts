import { db, type Database } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/index.ts'
import { ZAuditEvent, type TAuditEventInput } from './audit.schemas.ts'

type TAuditExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Records one admin (or system) action. Pass the transaction that makes the change, so the entry
 * and the change commit together or not at all.
 */
export async function recordAuditEvent(input: TAuditEventInput, executor: TAuditExecutor = db): Promise<number> {
  const event = ZAuditEvent.parse(input)
  const [row] = await executor
    .insert(auditEvents)
    .values({
      actorUserId: event.actor?.id ?? null,
      actorLabel: event.actor?.email ?? 'system',
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId === null ? null : String(event.targetId),
      targetLabel: event.targetLabel,
      before: event.before,
      after: event.after,
      note: event.note,
    })
    .returning({ id: auditEvents.id })

  return row!.id
}
