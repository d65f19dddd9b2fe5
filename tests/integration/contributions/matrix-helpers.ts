import { count, inArray } from 'drizzle-orm'
import { db } from '../../../db/client.ts'
import { agentClaims, agents, userContributions } from '../../../db/schema/index.ts'
import { ZCreateContributionRequest, createContribution, startClaim } from '../../../server/contributions/index.ts'
import type { TTestUser } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { setEnv } from '../../support/env.ts'
import { fixtureSourceEnv, startFixtureServer, type FixtureServer } from '../../support/fixture-server.ts'
import type { MatrixFixture } from '../security/matrix-support.ts'
import { contributionBody } from './support.ts'

/**
 * The contribution and claim endpoints' rows in the authorisation matrix (tests/integration/security):
 * each body() makes the state its call acts on (a pending contribution, an unowned agent, a claim)
 * before the snapshot; path() then points at it.
 */

const targets = new WeakMap<MatrixFixture, number>()
let sources: FixtureServer | undefined
let restoreEnv: (() => void) | undefined
let sequence = 0

/** GitHub and Hugging Face answer from the local fixture server during the matrix. */
export const matrixSources = {
  setUp: async () => {
    if (sources) return
    sources = await startFixtureServer()
    restoreEnv = setEnv(fixtureSourceEnv(sources))
  },
  tearDown: async () => {
    if (!sources) return
    restoreEnv?.()
    await sources.close()
    sources = undefined
  },
}

/** The path of an action on the fixture's target (contribution, agent or claim); body() made it. */
export function targetPath(action: string) {
  return (fixture: MatrixFixture) => `/api/${action.replace(':id', String(targets.get(fixture)))}`
}

async function pendingContribution(fixture: MatrixFixture): Promise<number> {
  const contribution = await createContribution({ submitterId: fixture.member.id, fields: ZCreateContributionRequest.parse(contributionBody()) })
  targets.set(fixture, contribution.id)

  return contribution.id
}

/** A listing nobody owns; `repository` makes it a GitHub agent. */
async function unownedAgent(fixture: MatrixFixture, repository?: string): Promise<number> {
  const agent = await createAgent(repository ? { link: `https://github.com/${repository}`, repoFullName: repository } : {})
  targets.set(fixture, agent.id)

  return agent.id
}

export const contributionMatrixBodies = {
  extract: () => ({ url: 'https://github.com/crewAIInc/crewAI' }),
  submit: () => contributionBody(),
  edit: async (fixture: MatrixFixture) => (await pendingContribution(fixture), { agentName: 'Edited by the matrix' }),
  approve: async (fixture: MatrixFixture) => (await pendingContribution(fixture), undefined),
  reject: async (fixture: MatrixFixture) => (await pendingContribution(fixture), { note: 'Not an agent.' }),
  bulkReject: async (fixture: MatrixFixture) => ({ ids: [await pendingContribution(fixture)], note: 'Spam.' }),
  createAgent: () => ({
    name: `Matrix Direct ${++sequence}`,
    description: 'Added by the authorisation matrix to check who may add agents directly.',
    link: `https://matrix-direct-${sequence}-${Date.now()}.example.org`,
    difficulty: 'Beginner',
    useCase: 'coding',
  }),
  claim: async (fixture: MatrixFixture) => (await unownedAgent(fixture), undefined),
  /** The caller's own claim on a GitHub agent whose README carries its code (the member's, for visitors). */
  verify: async (fixture: MatrixFixture, caller: TTestUser | null) => {
    const repository = `matrix-builder/agent-${++sequence}-${Date.now()}`
    const agentId = await unownedAgent(fixture, repository)
    const { claim } = await startClaim({ agentId, userId: (caller ?? fixture.member).id })
    targets.set(fixture, claim.id)
    sources?.scenario.overrides.push({ match: (url) => url.pathname === `/raw/${repository}/HEAD/README.md`, body: `# Agent\n${claim.verificationCode}\n` })

    return undefined
  },
  /** An open claim by `member` on a website agent, for an admin to decide. */
  adminClaim: async (fixture: MatrixFixture) => {
    const { claim } = await startClaim({ agentId: await unownedAgent(fixture), userId: fixture.member.id })
    targets.set(fixture, claim.id)

    return undefined
  },
  rejectClaim: async (fixture: MatrixFixture) => (await contributionMatrixBodies.adminClaim(fixture), { note: 'Could not confirm.' }),
  editListing: () => ({ description: `Edited by its owner in the authorisation matrix, edit number ${++sequence}.` }),
}

function fixtureUserIds(fixture: MatrixFixture): number[] {
  return [fixture.member.id, fixture.otherMember.id, fixture.admin.id]
}

/** The fixture users' contributions and their review state. */
export async function snapshotContributions(fixture: MatrixFixture) {
  return db
    .select({ id: userContributions.id, status: userContributions.status, agentName: userContributions.agentName, adminNotes: userContributions.adminNotes })
    .from(userContributions)
    .where(inArray(userContributions.submitterId, fixtureUserIds(fixture)))
    .orderBy(userContributions.id)
}

/** The fixture users' claims, and who owns the agents they claim. */
export async function snapshotClaims(fixture: MatrixFixture) {
  const claims = await db
    .select({ id: agentClaims.id, agentId: agentClaims.agentId, status: agentClaims.status })
    .from(agentClaims)
    .where(inArray(agentClaims.userId, fixtureUserIds(fixture)))
    .orderBy(agentClaims.id)
  const agentIds = [...new Set([...claims.map((claim) => claim.agentId), targets.get(fixture) ?? 0])]
  const owners = await db.select({ id: agents.id, ownerUserId: agents.ownerUserId }).from(agents).where(inArray(agents.id, agentIds)).orderBy(agents.id)

  return { claims, owners }
}

export async function snapshotAgentCount() {
  return (await db.select({ total: count() }).from(agents))[0]
}

/** The fixture's agent (owned by `member`) as its owner edits it. */
export async function snapshotOwnedAgent(fixture: MatrixFixture) {
  return db.select({ description: agents.description, lockedFields: agents.lockedFields }).from(agents).where(inArray(agents.id, [fixture.agentId]))
}
