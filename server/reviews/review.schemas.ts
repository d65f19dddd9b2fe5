import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'
import {
  OWNER_REPLY_MAX_LENGTH,
  OWNER_REPLY_MIN_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEW_TITLE_MIN_LENGTH,
} from './review-rules.ts'

/** Blank fields get the spec's form message (§5); short ones say how long they must be. */
const BLANK_MESSAGE = 'Please fill in all fields.'

export const ZReviewRating = z
  .number('Rating must be a whole number of stars from 1 to 5')
  .int('Rating must be a whole number of stars from 1 to 5')
  .min(1, 'Rating must be at least 1 star')
  .max(5, 'Rating must be at most 5 stars')
  .describe('Stars, 1 to 5.')

export const ZReviewTitle = z
  .string()
  .trim()
  .min(1, { message: BLANK_MESSAGE, abort: true })
  .min(REVIEW_TITLE_MIN_LENGTH, `Title must be at least ${REVIEW_TITLE_MIN_LENGTH} characters`)
  .max(REVIEW_TITLE_MAX_LENGTH, `Title must be at most ${REVIEW_TITLE_MAX_LENGTH} characters`)
  .describe(`${REVIEW_TITLE_MIN_LENGTH} to ${REVIEW_TITLE_MAX_LENGTH} characters.`)

export const ZReviewComment = z
  .string()
  .trim()
  .min(1, { message: BLANK_MESSAGE, abort: true })
  .min(REVIEW_COMMENT_MIN_LENGTH, `Review must be at least ${REVIEW_COMMENT_MIN_LENGTH} characters: say what you used the agent for and how it went`)
  .max(REVIEW_COMMENT_MAX_LENGTH, `Review must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
  .describe(`${REVIEW_COMMENT_MIN_LENGTH} to ${REVIEW_COMMENT_MAX_LENGTH} characters.`)

export const ZOwnerReplyText = z
  .string()
  .trim()
  .min(OWNER_REPLY_MIN_LENGTH, `Reply must be at least ${OWNER_REPLY_MIN_LENGTH} characters`)
  .max(OWNER_REPLY_MAX_LENGTH, `Reply must be at most ${OWNER_REPLY_MAX_LENGTH} characters`)

export const ZReviewIdParameters = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Review id must be a positive whole number')
    .transform(Number).refine((id) => id <= MAX_DATABASE_ID, 'No review has this id')
    .describe('Numeric review id.'),
})

export const ZReviewStatus = z.enum(REVIEW_STATUSES)

export const ZOwnerReply = z.object({
  text: z.string(),
  repliedAt: z.string().describe('ISO 8601.'),
})

/** A review as the agent page lists it, with what the viewer did to it. */
export const ZReview = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  authorName: z.string().describe('The member\'s display name ("Deleted user" once they deleted their account).'),
  verified: z.boolean().describe('The member bought or deployed this agent through Agent Atlas.'),
  helpfulCount: z.number().int(),
  notHelpfulCount: z.number().int(),
  status: ZReviewStatus.describe('Others only ever see published reviews; the author also sees their held or hidden one.'),
  ownerReply: ZOwnerReply.nullable().describe("The agent owner's public reply."),
  isEdited: z.boolean(),
  createdAt: z.string().describe('ISO 8601.'),
  updatedAt: z.string().describe('ISO 8601.'),
  viewer: z.object({
    isAuthor: z.boolean(),
    vote: z.enum(['helpful', 'not-helpful']).nullable(),
    hasReported: z.boolean(),
  }),
})
export type TReview = z.infer<typeof ZReview>

/** The member's own review of an agent: what the form is prefilled with. */
export const ZOwnReview = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  status: ZReviewStatus,
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TOwnReview = z.infer<typeof ZOwnReview>

/** The agent's aggregate after a write that can change it. */
export const ZAgentRating = z.object({
  averageRating: z.number().describe('Mean of the published reviews, two decimals; 0 without reviews.'),
  totalRatings: z.number().int().describe('Number of published reviews.'),
})
export type TAgentRating = z.infer<typeof ZAgentRating>
