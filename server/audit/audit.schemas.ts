import { z } from 'zod'

const INT32 = 2_147_483_647

export const ZAuditEvent = z.object({
  /** The acting user, or null for the system (scheduler, crawler, webhooks). */
  actor: z.object({ id: z.number().int().positive(), email: z.string() }).nullable(),
  /** Dotted verb: 'agent.premium.grant', 'agent.update', 'review.hide', 'user.role.set', 'crawler.run', 'payment.refund'. */
  action: z.string().min(3).max(80),
  targetType: z.string().min(1).max(40),
  targetId: z.union([z.string(), z.number()]).nullable().default(null),
  targetLabel: z.string().max(300).nullable().default(null),
  before: z.record(z.string(), z.unknown()).nullable().default(null),
  after: z.record(z.string(), z.unknown()).nullable().default(null),
  note: z.string().max(2000).nullable().default(null),
})
/** Who acted: a signed-in admin (any object with id and email, e.g. the session user). */
export type TAuditActor = { id: number; email: string }
export type TAuditEventInput = z.input<typeof ZAuditEvent>

export const ZAuditQuery = z.object({
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(40).optional(),
  actorUserId: z.coerce.number().int().positive().max(INT32).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TAuditQuery = z.input<typeof ZAuditQuery>
