import { eq } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import { db } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import { env } from '../shared/env.ts'
import { logger } from '../shared/logger.ts'
import { singleton } from '../shared/singleton.ts'

export type SendMailOptions = {
  to: string
  subject: string
  text: string
  html?: string
  /** Where the recipient's answer goes (a builder's address on inquiry mail); the outbox keeps it in the text. */
  replyTo?: string
}

export type TSentMail = {
  /** The outbox row (development and test always; production only when no SMTP is configured). */
  outboxId: number | null
  /** SMTP delivery runs after the request: its duration must not reveal anything to the caller. */
  delivery: Promise<void>
}

const transports = singleton('mail-transports', () => new Map<string, Transporter>())

/** nodemailer is loaded with the first mail sent by SMTP, not at every start (decision 043). */
async function transportFor(url: string): Promise<Transporter> {
  let transport = transports.get(url)
  if (!transport) {
    const { createTransport } = await import('nodemailer')
    // Two first mails at once: the second finds the first's transport after its own import.
    transport = transports.get(url) ?? createTransport(url)
    transports.set(url, transport)
  }

  return transport
}

async function deliver(options: SendMailOptions, smtpUrl: string, outboxId: number | null) {
  try {
    await (await transportFor(smtpUrl)).sendMail({ from: env().MAIL_FROM, ...options })
    if (outboxId !== null) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, outboxId))
  } catch (error) {
    // The address is personal data and the body may hold a one-time link: log neither.
    logger.error({ err: error, outboxId }, 'mail delivery failed')
    if (outboxId !== null) await db.update(mailOutbox).set({ error: String(error).slice(0, 500) }).where(eq(mailOutbox.id, outboxId))
  }
}

/**
 * The one way the product sends mail. With SMTP_URL it is delivered by SMTP; in development and
 * test (and whenever SMTP is missing) a copy lands in `mail_outbox`, readable at /dev/outbox.
 */
export async function sendMail(options: SendMailOptions): Promise<TSentMail> {
  const { SMTP_URL, NODE_ENV } = env()
  const keepsCopy = NODE_ENV !== 'production' || !SMTP_URL
  let outboxId: number | null = null
  if (keepsCopy) {
    const [row] = await db
      .insert(mailOutbox)
      .values({ to: options.to, subject: options.subject, text: options.text, html: options.html ?? null })
      .returning({ id: mailOutbox.id })
    outboxId = row?.id ?? null
  }
  if (!SMTP_URL) {
    if (NODE_ENV === 'production') logger.warn({ outboxId }, 'SMTP_URL is not set: mail kept in the outbox only')

    return { outboxId, delivery: Promise.resolve() }
  }

  return { outboxId, delivery: deliver(options, SMTP_URL, outboxId) }
}
