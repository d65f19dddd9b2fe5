import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '../../../db/client.ts'
import { crawlRuns, savedAgents } from '../../../db/schema/index.ts'
import { createOneTimeToken } from '../../../server/accounts/create-one-time-token.ts'
import { stopCrawls } from '../../../server/crawler/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { saveAgent } from '../../../server/saved/index.ts'
import { backgroundWork } from '../../../server/shared/background-work.ts'
import { resetEnvForTests } from '../../../server/shared/env.ts'
import { apiRequest, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import {
  contributionMatrixBodies as contributionBody,
  matrixSources,
  snapshotAgentCount,
  snapshotClaims,
  snapshotContributions,
  snapshotOwnedAgent,
  targetPath,
} from '../contributions/matrix-helpers.ts'
import { assistantMatrixBodies as assistantBody, snapshotAssistantState } from '../assistant/matrix-helpers.ts'
import { LISTINGS_MATRIX } from '../listings/matrix-helpers.ts'
import { ADMIN_MATRIX } from '../admin/matrix-helpers.ts'
import { paymentMatrixEntries as pay } from '../payments/matrix-helpers.ts'
import { reviewMatrixBodies as reviewBody, reviewPath, snapshotAgentReviews, snapshotReviewFeedback } from '../reviews/matrix-helpers.ts'
import {
  ADMIN,
  ANYONE,
  CALLERS,
  OWNER,
  SIGNED_IN,
  type MatrixEntry,
  createMatrixFixture,
  LOCAL_ADMIN_ROUTES,
  mutatingApiRoutes,
  prepareCall,
  snapshotMailAndTokens,
  snapshotSessions,
  snapshotUsers,
} from './matrix-support.ts'

setupTestDatabase()
const app = createApp()
let emptySnapshotDirectory = ''
let uniqueEmail = 0

/**
 * Every API call that changes state: who may make it and what it would change.
 * A new endpoint adds one entry here (the completeness test below fails until it does).
 */
const MATRIX: MatrixEntry[] = [
  { route: 'POST /api/auth/sign-up', allowed: ANYONE, body: () => ({ email: `matrix-${++uniqueEmail}@example.test`, password: 'a long enough password', name: 'New' }), snapshot: async () => (await snapshotMailAndTokens()).mails },
  { route: 'POST /api/auth/sign-in', allowed: ANYONE, body: (f) => ({ email: f.member.email, password: f.member.password }), snapshot: snapshotSessions },
  { route: 'POST /api/auth/sign-out', allowed: ANYONE, snapshot: snapshotSessions, noEffectFor: ['anonymous'] },
  { route: 'POST /api/auth/password-reset', allowed: ANYONE, body: (f) => ({ email: f.member.email }), snapshot: snapshotMailAndTokens },
  { route: 'POST /api/auth/password-reset/confirm', allowed: ANYONE, body: async (f) => ({ token: await createOneTimeToken({ userId: f.member.id, purpose: 'password-reset' }), password: 'a brand new password' }), snapshot: snapshotUsers },
  { route: 'PATCH /api/account', allowed: SIGNED_IN, body: () => ({ name: 'Renamed' }), snapshot: snapshotUsers },
  { route: 'POST /api/account/email', allowed: SIGNED_IN, body: (_f, caller) => ({ email: `moved-${++uniqueEmail}@example.test`, currentPassword: caller?.password ?? 'a password' }), snapshot: snapshotMailAndTokens },
  { route: 'POST /api/account/email/confirm', allowed: ANYONE, body: async (f) => ({ token: await createOneTimeToken({ userId: f.member.id, purpose: 'email-change', email: `confirmed-${++uniqueEmail}@example.test` }) }), snapshot: snapshotUsers },
  { route: 'POST /api/account/password', allowed: SIGNED_IN, body: (_f, caller) => ({ currentPassword: caller?.password ?? 'a password', newPassword: 'a different password' }), snapshot: snapshotUsers },
  { route: 'POST /api/account/sign-out-everywhere', allowed: SIGNED_IN, snapshot: snapshotSessions },
  { route: 'DELETE /api/account', allowed: SIGNED_IN, body: (_f, caller) => ({ password: caller?.password ?? 'a password' }), snapshot: snapshotUsers },
  { route: 'POST /api/admin/users/:id/role', path: (f) => `/api/admin/users/${f.otherMember.id}/role`, allowed: ADMIN, body: () => ({ role: 'admin' }), snapshot: snapshotUsers },
  { route: 'POST /api/reviews', allowed: ['otherMember', 'admin'], body: reviewBody.review, snapshot: snapshotAgentReviews },
  { route: 'POST /api/reviews/:id/vote', path: reviewPath('reviews/:id/vote'), allowed: SIGNED_IN, body: reviewBody.vote, snapshot: snapshotReviewFeedback },
  { route: 'DELETE /api/reviews/:id/vote', path: reviewPath('reviews/:id/vote'), allowed: SIGNED_IN, body: reviewBody.withdrawVote, snapshot: snapshotReviewFeedback },
  { route: 'POST /api/reviews/:id/report', path: reviewPath('reviews/:id/report'), allowed: SIGNED_IN, body: reviewBody.report, snapshot: snapshotReviewFeedback },
  { route: 'POST /api/reviews/:id/reply', path: reviewPath('reviews/:id/reply'), allowed: ['member'], body: reviewBody.reply, snapshot: snapshotAgentReviews },
  { route: 'POST /api/admin/reviews/:id/hide', path: reviewPath('admin/reviews/:id/hide'), allowed: ADMIN, body: reviewBody.hide, snapshot: snapshotAgentReviews },
  { route: 'POST /api/admin/reviews/:id/restore', path: reviewPath('admin/reviews/:id/restore'), allowed: ADMIN, body: reviewBody.restore, snapshot: snapshotAgentReviews },
  { route: 'POST /api/contributions/extract', allowed: SIGNED_IN, body: contributionBody.extract, snapshot: snapshotContributions, noEffectFor: SIGNED_IN, ...matrixSources },
  { route: 'POST /api/contributions', allowed: SIGNED_IN, body: contributionBody.submit, snapshot: snapshotContributions },
  { route: 'PATCH /api/admin/contributions/:id', path: targetPath('admin/contributions/:id'), allowed: ADMIN, body: contributionBody.edit, snapshot: snapshotContributions },
  { route: 'POST /api/admin/contributions/:id/approve', path: targetPath('admin/contributions/:id/approve'), allowed: ADMIN, body: contributionBody.approve, snapshot: snapshotContributions },
  { route: 'POST /api/admin/contributions/:id/reject', path: targetPath('admin/contributions/:id/reject'), allowed: ADMIN, body: contributionBody.reject, snapshot: snapshotContributions },
  { route: 'POST /api/admin/contributions/bulk-reject', allowed: ADMIN, body: contributionBody.bulkReject, snapshot: snapshotContributions },
  { route: 'POST /api/agents', allowed: ADMIN, body: contributionBody.createAgent, snapshot: snapshotAgentCount },
  { route: 'POST /api/agents/:id/claim', path: targetPath('agents/:id/claim'), allowed: SIGNED_IN, body: contributionBody.claim, snapshot: snapshotClaims },
  { route: 'POST /api/claims/:id/verify', path: targetPath('claims/:id/verify'), allowed: SIGNED_IN, body: contributionBody.verify, snapshot: snapshotClaims },
  { route: 'POST /api/admin/claims/:id/approve', path: targetPath('admin/claims/:id/approve'), allowed: ADMIN, body: contributionBody.adminClaim, snapshot: snapshotClaims },
  { route: 'POST /api/admin/claims/:id/reject', path: targetPath('admin/claims/:id/reject'), allowed: ADMIN, body: contributionBody.rejectClaim, snapshot: snapshotClaims },
  // The assistants answer anyone; only a member's coaching turn is saved; a deployment request needs a member.
  { route: 'POST /api/deployment/help', allowed: ANYONE, body: assistantBody.help, snapshot: snapshotAssistantState, noEffectFor: ANYONE },
  { route: 'POST /api/coaching/chat', allowed: ANYONE, body: assistantBody.coach, snapshot: snapshotAssistantState, noEffectFor: ['anonymous'] },
  { route: 'POST /api/agents/:id/deploy', path: (f) => `/api/agents/${f.agentId}/deploy`, allowed: SIGNED_IN, snapshot: snapshotAssistantState },
  { route: 'PATCH /api/agents/:id', path: (f) => `/api/agents/${f.agentId}`, allowed: OWNER, body: contributionBody.editListing, snapshot: snapshotOwnedAgent },
  { route: 'POST /api/quiz/match', allowed: ANYONE, body: () => QUIZ_ANSWERS, snapshot: snapshotSavedAgents, noEffectFor: ANYONE },
  { route: 'PUT /api/saved-agents/:agentId', path: (f) => `/api/saved-agents/${f.agentId}`, allowed: SIGNED_IN, snapshot: snapshotSavedAgents },
  {
    route: 'DELETE /api/saved-agents/:agentId',
    path: (f) => `/api/saved-agents/${f.agentId}`,
    allowed: SIGNED_IN,
    // The caller saved the agent first, so removing it changes the list.
    body: async (f, caller) => {
      if (caller) await saveAgent({ userId: caller.id, agentId: f.agentId })
    },
    snapshot: snapshotSavedAgents,
  },
  { route: 'POST /api/create-checkout-session', allowed: ['member'], ...pay.upgrade },
  { route: 'POST /api/payments/create-checkout', allowed: SIGNED_IN, ...pay.buy },
  { route: 'POST /api/create-subscription', allowed: SIGNED_IN, ...pay.subscription },
  { route: 'POST /api/create-payment-intent', allowed: SIGNED_IN, ...pay.paymentIntent },
  { route: 'POST /api/user/premium/cancel', allowed: SIGNED_IN, ...pay.cancel },
  { route: 'POST /api/user/premium/portal', allowed: SIGNED_IN, noEffectFor: SIGNED_IN, ...pay.portal },
  { route: 'PUT /api/agents/:id/premium', allowed: ADMIN, ...pay.adminPremium },
  { route: 'POST /api/admin/transactions/:id/refund', allowed: ADMIN, ...pay.refund },
  {
    route: 'POST /api/crawler/run',
    allowed: ADMIN,
    snapshot: async () => (await db.select({ runs: count() }).from(crawlRuns))[0],
    // An empty snapshot folder: the admin's run starts for real but has nothing to read.
    setUp: async () => {
      emptySnapshotDirectory = await mkdtemp(join(tmpdir(), 'agent-atlas-matrix-'))
      process.env.CRAWLER_SNAPSHOT_DIR = emptySnapshotDirectory
      resetEnvForTests()
    },
    tearDown: async () => {
      await stopCrawls()
      delete process.env.CRAWLER_SNAPSHOT_DIR
      resetEnvForTests()
      await rm(emptySnapshotDirectory, { recursive: true, force: true })
    },
  },
  // The builder's dashboard and the contact form (tests/integration/listings/matrix-helpers.ts)
  ...LISTINGS_MATRIX,
  ...ADMIN_MATRIX,
]

/** The matchmaker reads only; the saved list is the only state near it. */
const QUIZ_ANSWERS = { primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'hosted', timeCommitment: 'minimal', problemSolving: ['documents'], complexity: 1 }

async function snapshotSavedAgents() {
  return db.select().from(savedAgents).orderBy(savedAgents.userId, savedAgents.agentId)
}

beforeAll(async () => {
  for (const entry of MATRIX) await entry.setUp?.()
})
afterAll(async () => {
  for (const entry of MATRIX) await entry.tearDown?.()
})

describe('authorisation matrix', () => {
  it('lists every state-changing API route', () => {
    expect(MATRIX.map((entry) => entry.route).sort()).toEqual(mutatingApiRoutes(app))
  })

  it.each(LOCAL_ADMIN_ROUTES)('%s answers 404 to every session without the lock file token', async (route) => {
    const fixture = await createMatrixFixture()
    const path = route.split(' ')[1]!
    for (const caller of CALLERS) {
      const user = caller === 'anonymous' ? null : fixture[caller]
      const response = await apiRequest(app, path, { method: 'POST', body: {}, cookie: user ? await sessionCookieFor(user) : null })
      expect(response.status, `${caller} on ${route}`).toBe(404)
    }
  })

  describe.each(MATRIX)('$route', (entry) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const fixture = await createMatrixFixture()
      const isAllowed = entry.allowed.includes(caller)
      const call = await prepareCall(app, entry, fixture, caller)
      const before = JSON.stringify(await entry.snapshot(fixture))
      const response = await call.send()
      // Some answers finish their work after replying (the password-reset mail, issue 11 defect 10).
      await backgroundWork.settle()
      const after = JSON.stringify(await entry.snapshot(fixture))

      if (isAllowed) {
        expect(response.status, await response.clone().text()).toBeLessThan(400)
        if (!entry.noEffectFor?.includes(caller)) expect(after, 'an allowed call changes what snapshot() reads').not.toBe(before)
      } else {
        expect(response.status).toBe(caller === 'anonymous' ? 401 : 403)
        expect((await response.json()).error.code).toBe(caller === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN')
        expect(after, 'a refused call changes nothing').toBe(before)
      }
    })
  })
})
