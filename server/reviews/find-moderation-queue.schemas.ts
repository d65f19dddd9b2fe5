import { z } from 'zod'
import { REVIEW_REPORT_REASONS } from './review-rules.ts'
import { ZReviewStatus } from './review.schemas.ts'

export const MODERATION_VIEWS = ['open', 'hidden'] as const
export type TModerationView = (typeof MODERATION_VIEWS)[number]

export const ZModerationQueueQuery = z.strictObject({
  view: z.enum(MODERATION_VIEWS).default('open').describe('open: held reviews and reviews with unresolved reports; hidden: reviews an admin hid.'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
})
export type TModerationQueueQuery = z.input<typeof ZModerationQueueQuery>

export const ZModerationReport = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  resolution: z.string().nullable(),
})

export const ZModerationItem = z.object({
  id: z.number().int(),
  agent: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  author: z.object({ id: z.number().int(), name: z.string() }),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  status: ZReviewStatus,
  heldReason: z.string().nullable(),
  verified: z.boolean(),
  reportCount: z.number().int().describe('Unresolved reports.'),
  reasonCounts: z.record(z.string(), z.number().int()).describe('Unresolved reports per reason.'),
  reports: z.array(ZModerationReport).describe('The reports, newest first (resolved ones too in the hidden view).'),
  createdAt: z.string(),
  updatedAt: z.string(),
  moderatedAt: z.string().nullable(),
})
export type TModerationItem = z.infer<typeof ZModerationItem>

export const ZModerationQueue = z.object({
  items: z.array(ZModerationItem),
  total: z.number().int(),
  view: z.enum(MODERATION_VIEWS),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type TModerationQueue = z.infer<typeof ZModerationQueue>
