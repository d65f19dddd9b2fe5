import { inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agents, users } from '../../../db/schema/index.ts'
import { createAgent } from '../../support/factories/agents.ts'
import type { MatrixEntry, MatrixFixture } from '../security/matrix-support.ts'
import { ADMIN } from '../security/matrix-support.ts'

/** The fixture agent's curated columns and its premium state. */
async function snapshotFixtureAgents(fixture: MatrixFixture) {
  return db
    .select({ id: agents.id, name: agents.name, industry: agents.industry, category: agents.category, isActive: agents.isActive, isPremium: agents.isPremium, mergedInto: agents.mergedIntoAgentId, lockedFields: agents.lockedFields })
    .from(agents)
    .where(inArray(agents.id, [fixture.agentId, ...(duplicates.get(fixture.agentId) ?? [])]))
    .orderBy(agents.id)
}

/** The fixture users' admin-managed columns. */
async function snapshotAdminManagedUsers(fixture: MatrixFixture) {
  return db
    .select({ id: users.id, email: users.email, lockedAt: users.lockedAt, builderGrantedAt: users.builderGrantedAt, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [fixture.member.id, fixture.otherMember.id, fixture.admin.id]))
    .orderBy(users.id)
}

/** The duplicate made for each fixture's merge call, so the snapshot can see both records. */
const duplicates = new Map<number, number[]>()

/** The admin area's state-changing routes, one line each (tests/integration/security/authorization-matrix.test.ts). */
export const ADMIN_MATRIX: MatrixEntry[] = [
  // PUT /api/agents/:id/premium is listed with the payments calls (the same route; one line per route).
  { route: 'PATCH /api/admin/agents/:id', path: (f) => `/api/admin/agents/${f.agentId}`, allowed: ADMIN, body: () => ({ name: 'Corrected By An Admin' }), snapshot: snapshotFixtureAgents },
  { route: 'POST /api/admin/agents/reclassify', allowed: ADMIN, body: (f) => ({ agentIds: [f.agentId], industry: 'legal', category: 'research' }), snapshot: snapshotFixtureAgents },
  { route: 'POST /api/admin/agents/:id/hide', path: (f) => `/api/admin/agents/${f.agentId}/hide`, allowed: ADMIN, snapshot: snapshotFixtureAgents },
  {
    route: 'POST /api/admin/agents/:id/restore',
    path: (f) => `/api/admin/agents/${f.agentId}/restore`,
    allowed: ADMIN,
    body: async (f) => {
      await db.update(agents).set({ isActive: false }).where(inArray(agents.id, [f.agentId]))

      return undefined
    },
    snapshot: snapshotFixtureAgents,
  },
  {
    route: 'POST /api/admin/agents/:id/merge',
    path: (f) => `/api/admin/agents/${f.agentId}/merge`,
    allowed: ADMIN,
    body: async (f) => {
      const duplicate = await createAgent()
      duplicates.set(f.agentId, [duplicate.id])

      return { duplicateAgentId: duplicate.id }
    },
    snapshot: snapshotFixtureAgents,
  },
  { route: 'POST /api/admin/users/:id/lock', path: (f) => `/api/admin/users/${f.otherMember.id}/lock`, allowed: ADMIN, body: () => ({ isLocked: true }), snapshot: snapshotAdminManagedUsers },
  { route: 'POST /api/admin/users/:id/builder', path: (f) => `/api/admin/users/${f.otherMember.id}/builder`, allowed: ADMIN, body: () => ({ isBuilder: true }), snapshot: snapshotAdminManagedUsers },
  { route: 'DELETE /api/admin/users/:id', path: (f) => `/api/admin/users/${f.otherMember.id}`, allowed: ADMIN, snapshot: snapshotAdminManagedUsers },
]
