import { and, count, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm'
import { db } from '../../db/client.ts'
import { auditEvents } from '../../db/schema/index.ts'
import { ZAuditQuery, type TAuditQuery } from './audit.schemas.ts'

export type TAuditEvent = typeof auditEvents.$inferSelect

export type TAuditPage = { events: TAuditEvent[]; total: number; page: number; limit: number }

/** The audit log, newest first, filtered by action (prefix: 'agent.' finds every agent action), target, actor and dates. */
export async function findAuditEvents(query: TAuditQuery = {}): Promise<TAuditPage> {
  const { action, targetType, targetId, actorUserId, from, to, page, limit } = ZAuditQuery.parse(query)
  const conditions: SQL[] = []
  if (action) conditions.push(like(auditEvents.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
  if (targetType) conditions.push(eq(auditEvents.targetType, targetType))
  if (targetId) conditions.push(eq(auditEvents.targetId, targetId))
  if (actorUserId) conditions.push(eq(auditEvents.actorUserId, actorUserId))
  if (from) conditions.push(gte(auditEvents.createdAt, from))
  if (to) conditions.push(lte(auditEvents.createdAt, to))
  const where = conditions.length ? and(...conditions) : undefined

  const [events, [totals]] = await Promise.all([
    db.select().from(auditEvents).where(where).orderBy(sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ])

  return { events, total: totals?.total ?? 0, page, limit }
}
