import { AppError } from '../shared/errors.ts'
import type { TInquiry } from './inquiries.schemas.ts'
import { inquiryRowFor, toInquiries } from './inquiry-rows.ts'
import { setInquiryStatus } from './set-inquiry-status.ts'

export type GetInquiryOptions = { inquiryId: number; builderUserId: number; markRead?: boolean }

export const INQUIRY_NOT_FOUND_MESSAGE = 'Inquiry not found'

/** One of the builder's inquiries; opening a new one marks it read. Another builder's is NOT_FOUND. */
export async function getInquiry({ inquiryId, builderUserId, markRead = false }: GetInquiryOptions): Promise<TInquiry> {
  const row = await inquiryRowFor({ inquiryId, builderUserId })
  if (!row) throw new AppError('NOT_FOUND', INQUIRY_NOT_FOUND_MESSAGE)
  if (markRead && row.status === 'new') return setInquiryStatus({ inquiryId, builderUserId, status: 'read' })
  const [inquiry] = await toInquiries([row])

  return inquiry!
}
