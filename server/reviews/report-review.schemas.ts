import { z } from 'zod'
import { REPORT_NOTE_MAX_LENGTH, REVIEW_REPORT_REASONS } from './review-rules.ts'

export const ZReportReviewRequest = z.strictObject({
  reason: z.enum(REVIEW_REPORT_REASONS, `Choose a reason: ${REVIEW_REPORT_REASONS.join(', ')}`).describe('Why the review should be checked.'),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX_LENGTH, `Note must be at most ${REPORT_NOTE_MAX_LENGTH} characters`)
    .optional()
    .transform((note) => note || undefined)
    .describe('Anything the admin should know.'),
})
export type TReportReviewRequest = z.infer<typeof ZReportReviewRequest>

export const ZReportReviewResult = z.object({ message: z.string() })
export type TReportReviewResult = z.infer<typeof ZReportReviewResult>
