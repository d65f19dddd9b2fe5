import { z } from 'zod'

const INT32 = 2_147_483_647

export const DEPLOYMENT_REQUEST_STATUSES = ['open', 'in-progress', 'done', 'cancelled'] as const
export type TDeploymentRequestStatus = (typeof DEPLOYMENT_REQUEST_STATUSES)[number]
export const DEPLOYMENT_SERVICES = ['guidance', 'full-service'] as const
export type TDeploymentService = (typeof DEPLOYMENT_SERVICES)[number]
export const DEPLOYMENT_PAYMENT_STATUSES = ['none', 'pending', 'paid', 'refunded'] as const
export type TDeploymentPaymentStatus = (typeof DEPLOYMENT_PAYMENT_STATUSES)[number]

export const ZCreateDeploymentRequest = z.object({
  userId: z.number().int().positive().max(INT32),
  agentId: z.number().int().positive().max(INT32),
  service: z.enum(DEPLOYMENT_SERVICES).default('guidance'),
  message: z
    .string()
    .trim()
    .max(2000, 'Keep the message under 2,000 characters.')
    .refine((text) => !text.includes('\u0000'), 'The message contains a character we cannot store.')
    .optional()
    .transform((text) => text || null),
  paymentStatus: z.enum(DEPLOYMENT_PAYMENT_STATUSES).default('none'),
  paymentReference: z.string().min(1).max(200).nullable().default(null),
})
export type TCreateDeploymentRequest = z.input<typeof ZCreateDeploymentRequest>

export const ZDeploymentRequestQuery = z.object({
  status: z.enum(DEPLOYMENT_REQUEST_STATUSES).optional(),
  userId: z.number().int().positive().max(INT32).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type TDeploymentRequestQuery = z.input<typeof ZDeploymentRequestQuery>

export const ZUpdateDeploymentRequest = z.object({
  status: z.enum(DEPLOYMENT_REQUEST_STATUSES).optional(),
  adminNotes: z.string().trim().max(4000).optional(),
})
export type TUpdateDeploymentRequest = z.input<typeof ZUpdateDeploymentRequest>
