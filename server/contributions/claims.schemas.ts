import { z } from 'zod'
import { MAX_DATABASE_ID } from '../shared/database-id.ts'
import { CLAIM_FILE_NAMES } from './claim-files.ts'

export const CLAIM_STATUSES = ['pending', 'verified', 'approved', 'rejected'] as const
export type TClaimStatus = (typeof CLAIM_STATUSES)[number]
export const CLAIM_METHODS = ['github-file', 'admin'] as const
export type TClaimMethod = (typeof CLAIM_METHODS)[number]

export const ZClaimIdParameters = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,9}$/, 'Claim id must be a positive whole number').transform(Number).refine((id) => id <= MAX_DATABASE_ID, 'No claim has this id'),
})

export const ZClaim = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  agentUrl: z.string(),
  method: z.enum(CLAIM_METHODS).describe('github-file: prove control of the repository; admin: an admin decides.'),
  status: z.enum(CLAIM_STATUSES),
  verificationCode: z.string().nullable().describe('For github-file claims: the text to publish in the repository. Shown to the claimant and admins only.'),
  repository: z.string().nullable().describe('owner/repo for github-file claims.'),
  note: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type TClaim = z.infer<typeof ZClaim>

export const ZClaimResult = z.object({
  claim: ZClaim,
  instructions: z.string().describe('What the builder does next, in words.'),
})
export type TClaimResult = z.infer<typeof ZClaimResult>

export const ZClaimForReview = ZClaim.extend({
  claimant: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
})
export type TClaimForReview = z.infer<typeof ZClaimForReview>

export const ZFindClaimsQuery = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum([...CLAIM_STATUSES, 'all']).default('pending')),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TFindClaimsQuery = z.infer<typeof ZFindClaimsQuery>

export const ZClaimQueue = z.object({ claims: z.array(ZClaimForReview) })

export const ZOptionalNoteRequest = z.object({
  note: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.string().trim().max(2000).optional()),
})

export const ZRejectClaimRequest = z.object({
  note: z.string({ error: 'A note is required to reject a claim' }).trim().min(1, 'A note is required to reject a claim').max(2000),
})

/** Where the verification code may go, for the instructions. */
export const CLAIM_FILES_DESCRIPTION = CLAIM_FILE_NAMES.join(' or ')
