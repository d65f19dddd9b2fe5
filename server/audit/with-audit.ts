import { inTransaction } from '../../db/client.ts'
import type { TAuditEventInput } from './audit.schemas.ts'
import { recordAuditEvent } from './record-audit-event.ts'

export type TAuditEntries = TAuditEventInput | readonly TAuditEventInput[] | null | undefined

/**
 * Runs an admin's change and writes its audit entries in the same transaction, so a failure of
 * either leaves neither. `entries` describes the change from its result (null or [] when nothing
 * changed). The change's own `db` queries join the transaction (see inTransaction); mail and
 * other work outside the database belongs after this returns.
 */
export async function withAudit<T>(change: () => Promise<T>, entries: (result: T) => TAuditEntries): Promise<T> {
  return inTransaction(async (tx) => {
    const result = await change()
    const described = entries(result)
    const list: readonly TAuditEventInput[] = described === null || described === undefined ? [] : Array.isArray(described) ? described : [described as TAuditEventInput]
    for (const entry of list) await recordAuditEvent(entry, tx)

    return result
  })
}
