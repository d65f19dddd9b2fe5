import { z } from 'zod'

export const INQUIRY_STATUSES = ['new', 'read', 'replied', 'archived'] as const
export type TInquiryStatus = (typeof INQUIRY_STATUSES)[number]

export const INQUIRY_MESSAGE = { min: 10, max: 5000 } as const

/** The "Contact the builder" form; `website` is the honeypot people never see or fill. */
export const ZContactBuilderRequest = z.object({
  name: z.string({ message: 'Enter your name.' }).trim().min(1, 'Enter your name.').max(100, 'Your name can be at most 100 characters.'),
  email: z.string({ message: 'Enter your e-mail address.' }).trim().toLowerCase().pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.')),
  message: z
    .string({ message: `Write a message of at least ${INQUIRY_MESSAGE.min} characters.` })
    .trim()
    .min(INQUIRY_MESSAGE.min, `Write a message of at least ${INQUIRY_MESSAGE.min} characters.`)
    .max(INQUIRY_MESSAGE.max, `Your message can be at most ${INQUIRY_MESSAGE.max.toLocaleString('en-US')} characters.`),
  website: z.string().max(500).optional(),
})
export type TContactBuilderRequest = z.infer<typeof ZContactBuilderRequest>

export const ZContactBuilderResult = z.object({ message: z.string() })

export const CONTACT_SENT_MESSAGE = 'Thank you: your message was sent to the builder. They will reply to your e-mail address.'

export const ZInquiryIdParameters = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** What a builder may set by hand; 'replied' comes from sending a reply. */
export const ZSetInquiryStatusRequest = z.object({ status: z.enum(['read', 'new', 'archived'], { message: "Status must be 'read', 'new' or 'archived'." }) })

export const ZReplyToInquiryRequest = z.object({
  message: z
    .string({ message: 'Write your reply.' })
    .trim()
    .min(1, 'Write your reply.')
    .max(INQUIRY_MESSAGE.max, `Your reply can be at most ${INQUIRY_MESSAGE.max.toLocaleString('en-US')} characters.`),
})

export const ZInquiryReply = z.object({ id: z.number().int(), message: z.string(), createdAt: z.string() })

export const ZInquiry = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: z.string(),
  replies: z.array(ZInquiryReply),
})
export type TInquiry = z.infer<typeof ZInquiry>

export const ZInquiryList = z.object({ inquiries: z.array(ZInquiry), unreadCount: z.number().int() })
export type TInquiryList = z.infer<typeof ZInquiryList>

export const ZFindInquiriesQuery = z.object({ archived: z.stringbool().default(false) })
