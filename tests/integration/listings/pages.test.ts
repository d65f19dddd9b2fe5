import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as contactAction, loader as contactLoader } from '../../../app/routes/agents/contact.tsx'
import { action as dashboardAction, loader as dashboardLoader } from '../../../app/routes/premium/dashboard.tsx'
import { createApp } from '../../../server/http/app.ts'
import { findInquiries, flushListingAnalytics } from '../../../server/listings/index.ts'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { createAgentPageApp, createBuilder, useActiveSubscription, visit } from './support.ts'

setupTestDatabase()
let addressCounter = 0

/** The pages' loaders and actions called the way React Router calls them, as a browser without JavaScript posts. */
const context = (): AppLoadContext => ({ nonce: 'test-nonce', clientAddress: `192.0.2.${++addressCounter}` })
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: cookie ? { cookie } : {} })

async function settle<T>(run: () => Promise<T>): Promise<{ value?: T; response?: Response; init?: ResponseInit; data?: unknown }> {
  try {
    const value = await run()
    const typed = value as { init?: ResponseInit; data?: unknown; type?: string }
    if (value instanceof Response) return { response: value }
    if (typed && typed.type === 'DataWithResponseInit') return { init: typed.init ?? undefined, data: typed.data }

    return { value }
  } catch (error) {
    if (error instanceof Response) return { response: error }
    const thrown = error as { init?: ResponseInit; data?: unknown }
    if (thrown.init) return { init: thrown.init, data: thrown.data }
    throw error
  }
}

describe('/premium/dashboard', () => {
  it('sends visitors to sign in and shows members who own nothing a 403 that says how to become a builder', async () => {
    const visitor = await settle(() => dashboardLoader({ request: get('/premium/dashboard'), params: {}, context: context() } as never))
    expect(visitor.response?.headers.get('location')).toBe('/sign-in?redirectTo=%2Fpremium%2Fdashboard')

    const memberCookie = await sessionCookieFor(await createUser())
    const member = await settle(() => dashboardLoader({ request: get('/premium/dashboard', memberCookie), params: {}, context: context() } as never))
    expect(member.init?.status).toBe(403)
    expect(member.data).toEqual({ message: expect.stringMatching(/for builders/) })
  })

  it('Overview: the upgrade prompt, 30-day totals against the 30 days before, the most viewed listing', async () => {
    const builder = await createBuilder({ name: 'Most Viewed Agent' })
    const { app } = createAgentPageApp()
    await visit(app, `/agents/${builder.agent.id}-${builder.agent.slug}`)
    await visit(app, `/agents/${builder.agent.id}-${builder.agent.slug}`, { address: '198.51.100.77' })
    await flushListingAnalytics()
    const loaded = await dashboardLoader({ request: get('/premium/dashboard', builder.cookie), params: {}, context: context() } as never)

    expect(loaded.content.tab).toBe('overview')
    if (loaded.content.tab !== 'overview') return
    expect(loaded.content.overview.premium.status).toBe('none')
    expect(loaded.content.overview.current).toEqual({ views: 2, clicks: 0, contacts: 0, uniqueVisitors: 2 })
    expect(loaded.content.overview.previous).toEqual({ views: 0, clicks: 0, contacts: 0, uniqueVisitors: 0 })
    expect(loaded.content.overview.mostViewed).toMatchObject({ name: 'Most Viewed Agent', views: 2 })
  })

  it('Listings: creating without a subscription shows the refusal; with one, "Premium listing created successfully", then deleted', async () => {
    const builder = await createBuilder()
    const save = () => dashboardAction({ request: post('/premium/dashboard?tab=listings', { intent: 'save-listing', agentId: String(builder.agent.id), priorityScore: '250', featuredUntil: '' }, builder.cookie), params: {}, context: context() } as never)

    const refused = await settle(save)
    expect(refused.init?.status).toBe(402)
    expect(refused.data).toMatchObject({ ok: false, message: expect.stringContaining('/premium/subscribe') })

    useActiveSubscription([builder.user.id])
    expect((await settle(save)).value).toMatchObject({ ok: true, message: 'Premium listing created successfully' })
    const listings = await dashboardLoader({ request: get('/premium/dashboard?tab=listings', builder.cookie), params: {}, context: context() } as never)
    expect(listings.content.tab === 'listings' && listings.content.listings[0]).toMatchObject({ isPremium: true, priorityScore: 250 })

    const badPriority = await settle(() => dashboardAction({ request: post('/premium/dashboard', { intent: 'save-listing', agentId: String(builder.agent.id), priorityScore: '5000' }, builder.cookie), params: {}, context: context() } as never))
    expect(badPriority.data).toMatchObject({ fieldErrors: { priorityScore: 'Priority must be a whole number from 0 to 1000.' } })

    const deleted = await settle(() => dashboardAction({ request: post('/premium/dashboard', { intent: 'delete-listing', agentId: String(builder.agent.id) }, builder.cookie), params: {}, context: context() } as never))
    expect(deleted.value).toMatchObject({ ok: true, message: 'Listing deleted successfully' })
  })

  it('Analytics: 30 or 90 days with a server-drawn chart, one listing or all', async () => {
    const builder = await createBuilder()
    const ninety = await dashboardLoader({ request: get(`/premium/dashboard?tab=analytics&days=90&agentId=${builder.agent.id}`, builder.cookie), params: {}, context: context() } as never)

    expect(ninety.content.tab).toBe('analytics')
    if (ninety.content.tab !== 'analytics') return
    expect(ninety.content.analytics.days).toHaveLength(90)
    expect(ninety.content.analytics.agentId).toBe(builder.agent.id)
    expect(ninety.content.analytics.chart.series.map((series) => series.key)).toEqual(['views', 'uniqueVisitors', 'clicks', 'contacts'])
    expect(ninety.content.analytics.chart.series[0]!.path).toMatch(/^M/)
  })

  it('Contacts: opening an inquiry marks it read; Mark as Unread, Reply (mailed, recorded) and Archive work without JavaScript', async () => {
    const builder = await createBuilder()
    const sent = await settle(() =>
      contactAction({ request: post(`/agents/${builder.agent.id}/contact`, { name: 'Pat Visitor', email: 'pat@example.test', message: 'Can it book appointments for us?', website: '' }), params: { agentId: String(builder.agent.id) }, context: context() } as never),
    )
    expect(sent.response?.status).toBe(303)
    const [inquiry] = (await findInquiries({ builderUserId: builder.user.id })).inquiries
    const opened = await dashboardLoader({ request: get(`/premium/dashboard?tab=contacts&inquiry=${inquiry!.id}`, builder.cookie), params: {}, context: context() } as never)
    expect(opened.content.tab === 'contacts' && opened.content.contacts.selected).toMatchObject({ id: inquiry!.id, status: 'read' })
    expect(opened.unreadCount).toBe(0)

    const act = (fields: Record<string, string>) => settle(() => dashboardAction({ request: post('/premium/dashboard?tab=contacts', { inquiryId: String(inquiry!.id), ...fields }, builder.cookie), params: {}, context: context() } as never))
    expect((await act({ intent: 'inquiry-status', status: 'new' })).value).toMatchObject({ ok: true, message: 'Marked as unread.' })
    expect((await act({ intent: 'reply', message: '' })).data).toMatchObject({ fieldErrors: { message: 'Write your reply.' } })
    expect((await act({ intent: 'reply', message: 'Yes, it books them into your calendar.' })).value).toMatchObject({ ok: true, message: 'Reply sent to pat@example.test.' })
    expect((await findOutboxMessages({ to: 'pat@example.test' }))[0]!.text).toContain('Yes, it books them into your calendar.')
    expect((await act({ intent: 'inquiry-status', status: 'archived' })).value).toMatchObject({ ok: true, message: 'Archived.' })

    const other = await createBuilder()
    const foreign = await settle(() => dashboardAction({ request: post('/premium/dashboard', { intent: 'reply', inquiryId: String(inquiry!.id), message: 'Hi' }, other.cookie), params: {}, context: context() } as never))
    expect(foreign.init?.status).toBe(404)
  })
})

describe('/agents/{id}/contact', () => {
  it('shows field messages and keeps what was typed; stores nothing', async () => {
    const builder = await createBuilder()
    const answer = await settle(() =>
      contactAction({ request: post(`/agents/${builder.agent.id}/contact`, { name: 'Pat', email: 'nope', message: 'short' }), params: { agentId: String(builder.agent.id) }, context: context() } as never),
    )

    expect(answer.init?.status).toBe(400)
    expect(answer.data).toMatchObject({ values: { name: 'Pat', email: 'nope' }, fieldErrors: { email: 'Enter a valid e-mail address.', message: 'Write a message of at least 10 characters.' } })
    expect((await findInquiries({ builderUserId: builder.user.id })).inquiries).toEqual([])
  })

  it('confirms to the sender after sending, and is not offered for an agent without an owner', async () => {
    const builder = await createBuilder()
    const confirmed = await contactLoader({ request: get(`/agents/${builder.agent.id}/contact?sent=1`), params: { agentId: String(builder.agent.id) }, context: context() } as never)
    expect(confirmed.isSent).toBe(true)

    const unowned = await createAgent()
    const missing = await settle(() => contactLoader({ request: get(`/agents/${unowned.id}/contact`), params: { agentId: String(unowned.id) }, context: context() } as never))
    expect(missing.init?.status).toBe(404)
  })
})

describe('GET /api/premium/analytics and the CSV export', () => {
  it('answers the builder’s daily figures; days other than 30 or 90 are refused; another builder’s agent is 403', async () => {
    const builder = await createBuilder()
    const other = await createBuilder()
    const app = createApp()
    const json = await (await apiRequest(app, '/api/premium/analytics?days=90', { cookie: builder.cookie })).json()

    expect(json.days).toHaveLength(90)
    expect((await apiRequest(app, '/api/premium/analytics?days=7', { cookie: builder.cookie })).status).toBe(400)
    expect((await apiRequest(app, `/api/premium/analytics?agentId=${other.agent.id}`, { cookie: builder.cookie })).status).toBe(403)
    expect((await apiRequest(app, '/api/premium/analytics.csv', { cookie: await sessionCookieFor(await createUser()) })).status).toBe(403)
  })

  it('exports the same figures as CSV, one line per day', async () => {
    const builder = await createBuilder()
    const { app } = createAgentPageApp()
    await visit(app, `/agents/${builder.agent.id}-${builder.agent.slug}`)
    await flushListingAnalytics()
    const response = await apiRequest(app, '/api/premium/analytics.csv?days=30', { cookie: builder.cookie })
    const lines = (await response.text()).trim().split('\r\n')

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="agent-atlas-analytics-all-30-days.csv"')
    expect(lines[0]).toBe('date,views,clicks,contact_forms,unique_visitors')
    expect(lines).toHaveLength(31)
    expect(lines.at(-1)).toBe(`${new Date().toISOString().slice(0, 10)},1,0,0,1`)
  })
})
