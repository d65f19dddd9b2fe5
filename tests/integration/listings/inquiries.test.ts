import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { contactInquiries } from '../../../db/schema/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { CONTACT_SENT_MESSAGE, NO_BUILDER_MESSAGE } from '../../../server/listings/index.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createBuilder, type TBuilder } from './support.ts'

setupTestDatabase()
const app = createApp()
let addressCounter = 0

const message = 'Hello, does this agent handle appointment reminders for a small clinic?'

type Inquiry = { id: number; status: string; senderEmail: string; replies: { message: string }[] }

/** POST /api/agents/{id}/inquiries from a fresh address (the per-address limit stays out of the way). */
function contact(agentId: number, body: unknown, address = `192.0.2.${++addressCounter}`) {
  return apiRequest(app, `/api/agents/${agentId}/inquiries`, { method: 'POST', body, address })
}

async function inquiriesOf(builder: TBuilder, query = '') {
  const response = await apiRequest(app, `/api/premium/inquiries${query}`, { cookie: builder.cookie })
  expect(response.status).toBe(200)

  return (await response.json()) as { inquiries: Inquiry[]; unreadCount: number }
}

async function storedInquiries() {
  return (await db.select({ total: count() }).from(contactInquiries))[0]!.total
}

describe('Contact the builder (POST /api/agents/{id}/inquiries)', () => {
  it('stores the message for the builder, mails the builder and confirms to the sender', async () => {
    const builder = await createBuilder({ name: 'Clinic Reminder Agent' })
    const response = await contact(builder.agent.id, { name: 'Dana Visitor', email: 'Dana@Example.test', message })

    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ message: CONTACT_SENT_MESSAGE })
    const inbox = await inquiriesOf(builder)
    expect(inbox.unreadCount).toBe(1)
    expect(inbox.inquiries).toEqual([expect.objectContaining({ senderEmail: 'dana@example.test', status: 'new', agentName: 'Clinic Reminder Agent' })])
    const [toBuilder] = await findOutboxMessages({ to: builder.user.email })
    expect(toBuilder).toMatchObject({ subject: 'New inquiry about Clinic Reminder Agent from Dana Visitor' })
    expect(toBuilder!.text).toContain(message)
    const [toSender] = await findOutboxMessages({ to: 'dana@example.test' })
    expect(toSender!.subject).toBe('Your message about Clinic Reminder Agent was sent')
  })

  it('refuses bad input with a message naming the field, and stores and sends nothing', async () => {
    const builder = await createBuilder()
    const before = (await findOutboxMessages()).length
    const storedBefore = await storedInquiries()
    const cases = [
      { name: '', email: 'a@example.test', message },
      { name: 'A', email: 'not an address', message },
      { name: 'A', email: 'a@example.test', message: 'too short' },
      { name: 'A', email: 'a@example.test', message: 'x'.repeat(5001) },
    ]
    for (const body of cases) {
      const response = await contact(builder.agent.id, body)
      expect(response.status).toBe(400)
    }

    expect((await (await contact(builder.agent.id, cases[2])).json()).error.message).toMatch(/message/)
    expect(await storedInquiries()).toBe(storedBefore)
    expect((await findOutboxMessages()).length).toBe(before)
  })

  it('is not offered for an agent without an owner (404) nor an unknown agent', async () => {
    const unowned = await createAgent()
    const response = await contact(unowned.id, { name: 'A', email: 'a@example.test', message })

    expect(response.status).toBe(404)
    expect((await response.json()).error.message).toBe(NO_BUILDER_MESSAGE)
    expect((await contact(unowned.id + 10_000, { name: 'A', email: 'a@example.test', message })).status).toBe(404)
  })

  it('answers a filled honeypot like a success but keeps and sends nothing', async () => {
    const builder = await createBuilder()
    const storedBefore = await storedInquiries()
    const response = await contact(builder.agent.id, { name: 'Bot', email: 'bot@example.test', message, website: 'https://spam.example' })

    expect(response.status).toBe(201)
    expect(await storedInquiries()).toBe(storedBefore)
    expect(await findOutboxMessages({ to: builder.user.email })).toEqual([])
  })

  it('takes at most 5 messages an hour from one address', async () => {
    const builder = await createBuilder()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await contact(builder.agent.id, { name: 'A', email: 'a@example.test', message }, '192.0.2.250')).status)

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('counts each message as a contact form on the day’s analytics', async () => {
    const builder = await createBuilder()
    await contact(builder.agent.id, { name: 'A', email: 'a@example.test', message })
    const analytics = await (await apiRequest(app, '/api/premium/analytics', { cookie: builder.cookie })).json()

    expect(analytics.totals.contacts).toBe(1)
  })
})

describe('the inquiries inbox', () => {
  it('moves an inquiry new → read → unread → read → replied → archived → inbox', async () => {
    const builder = await createBuilder()
    await contact(builder.agent.id, { name: 'Sam Sender', email: 'sam@example.test', message })
    const [inquiry] = (await inquiriesOf(builder)).inquiries
    const setStatus = (status: string) => apiRequest(app, `/api/premium/inquiries/${inquiry!.id}/status`, { method: 'POST', cookie: builder.cookie, body: { status } })

    expect((await (await setStatus('read')).json()).status).toBe('read')
    expect((await inquiriesOf(builder)).unreadCount).toBe(0)
    expect((await (await setStatus('new')).json()).status).toBe('new')
    expect((await inquiriesOf(builder)).unreadCount).toBe(1)
    await setStatus('read')

    const replied = await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}/reply`, { method: 'POST', cookie: builder.cookie, body: { message: 'Yes: it sends reminders by SMS and e-mail.' } })
    expect(replied.status).toBe(200)
    expect(await replied.json()).toMatchObject({ status: 'replied', replies: [{ message: 'Yes: it sends reminders by SMS and e-mail.' }] })
    const [mail] = await findOutboxMessages({ to: 'sam@example.test' })
    expect(mail!.subject).toMatch(/^Re: your message about /)
    expect(mail!.text).toContain('Yes: it sends reminders by SMS and e-mail.')
    expect(mail!.text).toContain(builder.user.email)

    expect((await (await setStatus('archived')).json()).status).toBe('archived')
    expect((await inquiriesOf(builder)).inquiries).toEqual([])
    expect((await inquiriesOf(builder, '?archived=true')).inquiries).toHaveLength(1)
    const unreadArchived = await setStatus('new')
    expect(unreadArchived.status).toBe(409)
    expect((await (await setStatus('read')).json()).status).toBe('read')
  })

  it('refuses an empty reply or an unknown status, and sends nothing', async () => {
    const builder = await createBuilder()
    await contact(builder.agent.id, { name: 'Sam', email: 'quiet@example.test', message })
    const [inquiry] = (await inquiriesOf(builder)).inquiries

    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}/reply`, { method: 'POST', cookie: builder.cookie, body: { message: '   ' } })).status).toBe(400)
    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}/status`, { method: 'POST', cookie: builder.cookie, body: { status: 'replied' } })).status).toBe(400)
    expect((await findOutboxMessages({ to: 'quiet@example.test' })).filter((mail) => mail.subject.startsWith('Re:'))).toEqual([])
  })

  it('shows a builder only their own inquiries: another builder gets 404, a member 403', async () => {
    const owner = await createBuilder()
    const otherBuilder = await createBuilder()
    await contact(owner.agent.id, { name: 'Sam', email: 'private@example.test', message })
    const [inquiry] = (await inquiriesOf(owner)).inquiries
    const member = await sessionCookieFor(await createUser())

    expect((await inquiriesOf(otherBuilder)).inquiries).toEqual([])
    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}`, { cookie: otherBuilder.cookie })).status).toBe(404)
    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}/reply`, { method: 'POST', cookie: otherBuilder.cookie, body: { message: 'Hi' } })).status).toBe(404)
    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}`, { cookie: member })).status).toBe(403)
    expect((await apiRequest(app, `/api/premium/inquiries/${inquiry!.id}`, { cookie: owner.cookie })).status).toBe(200)
  })
})
