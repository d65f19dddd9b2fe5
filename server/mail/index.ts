/** The mail domain: one sender for the whole product, and the development outbox. */
export { sendMail, type SendMailOptions, type TSentMail } from './send-mail.ts'
export { findOutboxMessages, type FindOutboxMessagesOptions, type TOutboxMessage } from './find-outbox-messages.ts'
export { publicSiteUrl } from './public-site-url.ts'
