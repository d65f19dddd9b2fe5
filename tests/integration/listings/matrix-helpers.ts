import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { contactInquiries, inquiryReplies, premiumGrants } from '../../../db/schema/index.ts'
import { createInquiry, setPremiumStatusReader } from '../../../server/listings/index.ts'
import { grantPremium } from '../../../server/placement/index.ts'
import type { MatrixEntry, MatrixFixture } from '../security/matrix-support.ts'

/** Authorisation matrix rows for the builder's dashboard: `member` is the builder of the fixture's agent. */

const inquiryOf = new WeakMap<MatrixFixture, number>()
let restoreStatusReader: (() => void) | null = null

async function withInquiry(fixture: MatrixFixture) {
  const { inquiryId } = await createInquiry({ agentId: fixture.agentId, name: 'Matrix Visitor', email: 'matrix-visitor@example.test', message: 'A question for the builder, long enough.' })
  inquiryOf.set(fixture, inquiryId!)
}

const inquiryPath = (suffix: string) => (fixture: MatrixFixture) => `/api/premium/inquiries/${inquiryOf.get(fixture)}/${suffix}`

async function snapshotGrants(fixture: MatrixFixture) {
  return db
    .select({ id: premiumGrants.id, revokedAt: premiumGrants.revokedAt })
    .from(premiumGrants)
    .where(and(eq(premiumGrants.agentId, fixture.agentId), isNull(premiumGrants.revokedAt)))
    .orderBy(premiumGrants.id)
}

async function snapshotInquiries(fixture: MatrixFixture) {
  const rows = await db.select({ id: contactInquiries.id, status: contactInquiries.status }).from(contactInquiries).where(eq(contactInquiries.agentId, fixture.agentId)).orderBy(contactInquiries.id)
  const ids = rows.map((row) => row.id)
  const [replies] = ids.length ? await db.select({ total: count() }).from(inquiryReplies).where(inArray(inquiryReplies.inquiryId, ids)) : [{ total: 0 }]

  return { rows, replies: replies?.total ?? 0 }
}

/** Every builder has an active Premium Listing subscription while the matrix runs (payments is not the subject here). */
const subscribed: Pick<MatrixEntry, 'setUp' | 'tearDown'> = {
  setUp: () => {
    restoreStatusReader = setPremiumStatusReader(async () => ({ status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000), cancelAtPeriodEnd: false, plan: 'premium-listing' }))
  },
  tearDown: () => restoreStatusReader?.(),
}

export const LISTINGS_MATRIX: MatrixEntry[] = [
  { route: 'POST /api/premium/listings', allowed: ['member'], body: (f) => ({ agentId: f.agentId, priorityScore: 300 }), snapshot: snapshotGrants, ...subscribed },
  {
    route: 'DELETE /api/premium/listings/:id',
    path: (f) => `/api/premium/listings/${f.agentId}`,
    allowed: ['member'],
    body: async (f) => {
      await grantPremium({ agentId: f.agentId, source: 'subscription', tier: 'listing', endsAt: new Date(Date.now() + 86_400_000), grantedByUserId: f.member.id })
    },
    snapshot: snapshotGrants,
  },
  {
    route: 'POST /api/premium/inquiries/:id/status',
    path: inquiryPath('status'),
    allowed: ['member'],
    body: async (f) => {
      await withInquiry(f)

      return { status: 'read' }
    },
    snapshot: snapshotInquiries,
  },
  {
    route: 'POST /api/premium/inquiries/:id/reply',
    path: inquiryPath('reply'),
    allowed: ['member'],
    body: async (f) => {
      await withInquiry(f)

      return { message: 'Thanks for asking: yes, it does.' }
    },
    snapshot: snapshotInquiries,
  },
  {
    route: 'POST /api/agents/:id/inquiries',
    path: (f) => `/api/agents/${f.agentId}/inquiries`,
    allowed: ['anonymous', 'member', 'otherMember', 'admin'],
    body: () => ({ name: 'Matrix Visitor', email: 'matrix-visitor@example.test', message: 'A question for the builder, long enough.' }),
    snapshot: snapshotInquiries,
  },
]
