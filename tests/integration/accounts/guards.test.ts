import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as pageGuards from '../../../app/lib/guards.server.ts'
import { db } from '../../../db/client.ts'
import { agents } from '../../../db/schema/index.ts'
import { getOptionalUser, requireAdmin, requireUser } from '../../../server/accounts/index.ts'
import { requireOwner } from '../../../server/listings/index.ts'
import { AppError } from '../../../server/shared/errors.ts'
import { createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()

const apiRequestFor = (cookie?: string) => new Request('http://localhost/api/anything', { headers: cookie ? { cookie } : {} })
const pageRequestFor = (cookie?: string) => new Request('http://localhost/premium/dashboard?tab=listings', { headers: cookie ? { cookie } : {} })

async function ownedAgent() {
  const owner = await createUser()
  const agent = await createAgent()
  await db.update(agents).set({ ownerUserId: owner.id }).where(eq(agents.id, agent.id))

  return { owner, agentId: agent.id }
}

describe('guards', () => {
  it('getOptionalUser: the user for a live session, null otherwise', async () => {
    const user = await createUser()

    expect((await getOptionalUser(apiRequestFor(await sessionCookieFor(user))))?.id).toBe(user.id)
    expect(await getOptionalUser(apiRequestFor())).toBeNull()
    expect(await getOptionalUser(apiRequestFor('atlas_session=' + 'B'.repeat(43)))).toBeNull()
  })

  it('on the API: 401 for visitors and 403 for the wrong role, as AppErrors', async () => {
    const member = await sessionCookieFor(await createUser())

    await expect(requireUser(apiRequestFor())).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await expect(requireAdmin(apiRequestFor(member))).rejects.toBeInstanceOf(AppError)
    await expect(requireAdmin(apiRequestFor(member))).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })

  it('on pages (app/lib/guards.server.ts): visitors are redirected to sign in and come back; the wrong role gets a 403 response', async () => {
    const redirect = await pageGuards.requireUser(pageRequestFor()).catch((error: unknown) => error)
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).headers.get('location')).toBe('/sign-in?redirectTo=%2Fpremium%2Fdashboard%3Ftab%3Dlistings')

    const forbidden = await pageGuards.requireAdmin(pageRequestFor(await sessionCookieFor(await createUser()))).catch((error: unknown) => error)
    expect(forbidden).toMatchObject({ init: { status: 403 } })
  })

  it('requireOwner: the owner and admins pass, other members get 403, unknown agents 404', async () => {
    const { owner, agentId } = await ownedAgent()
    const other = await createUser()
    const admin = await createUser({ role: 'admin' })

    expect((await requireOwner(apiRequestFor(await sessionCookieFor(owner)), { agentId })).id).toBe(owner.id)
    expect((await requireOwner(apiRequestFor(await sessionCookieFor(admin)), { agentId })).id).toBe(admin.id)
    await expect(requireOwner(apiRequestFor(await sessionCookieFor(admin)), { agentId, allowAdmin: false })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(requireOwner(apiRequestFor(await sessionCookieFor(other)), { agentId })).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(requireOwner(apiRequestFor(await sessionCookieFor(other)), { agentId: agentId + 10_000 })).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(requireOwner(apiRequestFor(), { agentId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })
})
