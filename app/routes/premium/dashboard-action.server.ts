import { z } from 'zod'
import { RATE_LIMITS } from '../../../server/accounts/index.ts'
import {
  deletePremiumListing,
  replyToInquiry,
  savePremiumListing,
  setInquiryStatus,
  ZReplyToInquiryRequest,
  ZSavePremiumListingRequest,
  ZSetInquiryStatusRequest,
} from '../../../server/listings/index.ts'
import { requireBuilder } from '../../lib/guards.server.ts'
import { pageAction, type TPageRateLimit } from '../../lib/page-action.server.ts'
import type { TFormResult } from '../../lib/form-result.ts'

/** The same per-account write budget as the builder API (server/http/api/premium-listings.ts). */
const WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.writePerAccount, by: 'user' }]

const ZRowId = z.coerce.number({ message: 'That item does not exist.' }).int().positive().max(2_147_483_647)

function done(intent: string, message: string): TFormResult {
  return { intent, ok: true, message }
}

/**
 * The dashboard's forms: save or delete a premium listing, mark an inquiry, reply. Builders only;
 * each answers with a message or field messages, and a refusal (no subscription, not your agent)
 * is shown, never swallowed.
 */
export const dashboardAction = pageAction({
  guard: ({ request }) => requireBuilder(request),
  intents: (intent) => ({
    'save-listing': intent({
      rateLimit: WRITES,
      schema: ZSavePremiumListingRequest,
      handler: async ({ user, input }) => {
        const result = await savePremiumListing({ ...input, userId: user.id })

        return done('save-listing', result.isNew ? 'Premium listing created successfully' : 'Premium listing updated successfully')
      },
    }),
    'delete-listing': intent({
      rateLimit: WRITES,
      schema: z.object({ agentId: ZRowId }),
      handler: async ({ user, input }) => {
        await deletePremiumListing({ userId: user.id, agentId: input.agentId })

        return done('delete-listing', 'Listing deleted successfully')
      },
    }),
    'inquiry-status': intent({
      rateLimit: WRITES,
      schema: ZSetInquiryStatusRequest.extend({ inquiryId: ZRowId }),
      handler: async ({ user, input }) => {
        const inquiry = await setInquiryStatus({ inquiryId: input.inquiryId, builderUserId: user.id, status: input.status })
        const said = { new: 'Marked as unread.', read: inquiry.status === 'read' ? 'Marked as read.' : 'Moved to the inbox.', archived: 'Archived.' }[input.status]

        return done('inquiry-status', said)
      },
    }),
    reply: intent({
      rateLimit: WRITES,
      schema: ZReplyToInquiryRequest.extend({ inquiryId: ZRowId }),
      handler: async ({ user, input }) => {
        const inquiry = await replyToInquiry({ inquiryId: input.inquiryId, builderUserId: user.id, message: input.message })

        return done('reply', `Reply sent to ${inquiry.senderEmail}.`)
      },
    }),
  }),
})
