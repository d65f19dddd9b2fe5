import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { action as claimAction } from '../../../app/routes/agents/claim.tsx'
import { action as editAction } from '../../../app/routes/agents/edit.tsx'
import { action as signInAction } from '../../../app/routes/auth/sign-in.tsx'
import { NOT_A_FORM_MESSAGE, NUL_CHARACTER_MESSAGE } from '../../../app/lib/page-action.server.ts'
import { setAgentOwner } from '../../../server/listings/index.ts'
import { CONTRIBUTION_RATE_LIMITS } from '../../../server/contributions/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { apiRequest, createUser, sessionCookieFor } from '../../support/auth.ts'
import { setupTestDatabase } from '../../support/database.ts'
import { createAgent } from '../../support/factories/agents.ts'

setupTestDatabase()
const app = createApp()

const context = (clientAddress = '198.51.100.7'): AppLoadContext => ({ nonce: 'n', clientAddress })
const args = (request: Request, params: Record<string, string> = {}) => ({ request, context: context(), params, unstable_pattern: '' }) as never

type Answered = { data: { message?: string; fieldErrors?: Record<string, string> }; init: ResponseInit | null }

function post(url: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${url}`, { method: 'POST', body, headers })
}

describe('the page-action kit', () => {
  it('answers a non-form body with a 400 that says what to send, before anything runs', async () => {
    const answer = (await signInAction(args(post('/sign-in', JSON.stringify({ email: 'a@b.example', password: 'x' }), { 'content-type': 'application/json' })))) as unknown as Answered

    expect(answer.init?.status).toBe(400)
    expect(answer.data.message).toBe(NOT_A_FORM_MESSAGE)
  })

  it('refuses a NUL character in any field with a 400', async () => {
    const answer = (await signInAction(args(post('/sign-in', new URLSearchParams({ email: 'a\u0000@b.example', password: 'x' }))))) as unknown as Answered

    expect(answer.init?.status).toBe(400)
    expect(answer.data.message).toBe(NUL_CHARACTER_MESSAGE)
  })

  it.each(['/.//evil.example', '/%2f%2fevil.example', '/\\evil.example', '/\t/evil.example'])('signs in and stays on the site whatever redirectTo says (%s)', async (redirectTo) => {
    const user = await createUser()
    const response = await signInAction(args(post('/sign-in', new URLSearchParams({ email: user.email, password: user.password, redirectTo }))))

    expect(response).toBeInstanceOf(Response)
    expect((response as Response).headers.get('location')).toBe('/')
  })

  it('counts claim checks on the page in the same bucket as POST /api/claims/:id/verify (the GitHub quota)', async () => {
    const agent = await createAgent({ link: 'https://example.com/no-repository' })
    const user = await createUser()
    const cookie = await sessionCookieFor(user)
    for (let attempt = 0; attempt < CONTRIBUTION_RATE_LIMITS.verifyClaimPerAccount.limit; attempt++) {
      const response = await apiRequest(app, '/api/claims/999999/verify', { method: 'POST', cookie })
      expect(response.status).toBe(404)
    }
    const answer = (await claimAction(args(post(`/agents/${agent.id}/claim`, new URLSearchParams({ intent: 'verify', claimId: '999999' }), { cookie }), { agentId: String(agent.id) }))) as unknown as Answered

    expect(answer.init?.status).toBe(429)
    expect(new Headers(answer.init?.headers).get('retry-after')).toMatch(/^\d+$/)
    expect(answer.data.message).toMatch(/Too many attempts/)
  })

  it('counts listing edits on the page in the same bucket as PATCH /api/agents/:id', async () => {
    const agent = await createAgent()
    const owner = await createUser()
    await setAgentOwner({ agentId: agent.id, ownerUserId: owner.id })
    const cookie = await sessionCookieFor(owner)
    for (let attempt = 0; attempt < CONTRIBUTION_RATE_LIMITS.editListingPerAccount.limit; attempt++) {
      const response = await apiRequest(app, `/api/agents/${agent.id}`, { method: 'PATCH', cookie, body: { description: `An edited description, attempt ${attempt}, long enough to pass.` } })
      expect(response.status).toBeLessThan(500)
    }
    const answer = (await editAction(args(post(`/agents/${agent.id}/edit`, new URLSearchParams({ name: 'Renamed' }), { cookie }), { agentId: String(agent.id) }))) as unknown as Answered

    expect(answer.init?.status).toBe(429)
  })

  it('is the only way route actions are written (every action in app/routes goes through pageAction)', async () => {
    const root = path.resolve('app/routes')
    const files = (await readdir(root, { recursive: true })).filter((file) => /\.tsx?$/.test(file))
    const offenders: string[] = []
    let actions = 0
    for (const file of files) {
      const source = await readFile(path.join(root, file), 'utf8')
      if (/export\s+(async\s+)?function\s+action\b/.test(source)) offenders.push(file)
      const exported = /export\s+const\s+action\s*=\s*(\w+)/.exec(source)
      if (exported) {
        actions++
        if (exported[1] !== 'pageAction' && !/= pageAction\(/.test(source.replace(/\s+/g, ' ')) && !new RegExp(`import \\{[^}]*\\b${exported[1]}\\b`).test(source)) offenders.push(file)
      }
    }

    expect(offenders).toEqual([])
    expect(actions).toBeGreaterThanOrEqual(12)
  })
})
