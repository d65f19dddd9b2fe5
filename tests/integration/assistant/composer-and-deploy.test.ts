import { describe, expect, it } from 'vitest'
import { findDeploymentRequests } from '../../../server/deployments/index.ts'
import { createApp } from '../../../server/http/app.ts'
import { hasVerifiedUse } from '../../../server/reviews/index.ts'
import { apiRequest, createUser, signIn } from '../../support/auth.ts'
import { createAgent } from '../../support/factories/agents.ts'
import { setupTestDatabase } from '../../support/database.ts'

setupTestDatabase()
const app = createApp()

let agentNumber = 0
/** A Python agent on GitHub, acme/clinic-intake-bot-N. */
function pythonAgent() {
  agentNumber += 1
  const repo = `acme/clinic-intake-bot-${agentNumber}`
  return createAgent({ name: `Clinic Intake Bot ${agentNumber}`, source: 'github', link: `https://github.com/${repo}`, repoFullName: repo, language: 'Python' })
}

describe('POST /api/deployment/help without a model (the built-in composer)', () => {
  it('answers "How do I run this with Docker?" with a Dockerfile for that agent', async () => {
    const agent = await pythonAgent()
    const response = await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message: 'How do I run this with Docker?', type: 'deployment_guidance', agentId: agent.id } })
    expect(response.status).toBe(200)
    const answer = await response.json()
    expect(answer).toMatchObject({ type: 'deployment', answeredBy: 'composer', codeFilename: 'Dockerfile', codeLanguage: 'dockerfile' })
    expect(answer.codeSnippet).toContain('FROM python:3.12-slim')
    expect(answer.codeSnippet).toContain('acme/clinic-intake-bot')
    expect(answer.response).toContain('docker build -t my-agent .')
    expect(answer.response).not.toMatch(/placeholder/i)
    expect(answer.sources[0]).toEqual({ title: 'Run an agent with Docker and Docker Compose', href: '/deployment/guides/docker' })
  })

  it('writes the Cloud Run command, the compose file and the .replit file for the agent', async () => {
    const agent = await pythonAgent()
    const ask = async (message: string) => (await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message, agentId: agent.id } })).json()
    expect((await ask('Deploy it to Google Cloud Run')).codeSnippet).toMatch(/git clone https:\/\/github.com\/acme\/clinic-intake-bot-\d+.git[\s\S]*gcloud run deploy/)
    expect((await ask('Give me a docker compose file')).codeSnippet).toContain('services:')
    expect((await ask('How do I put it on Replit?')).codeFilename).toBe('.replit')
  })

  it('answers without an agent from the matching guide, and troubleshooting from the troubleshooting guides', async () => {
    const ports = await (await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message: 'EADDRINUSE: address already in use :::3000' } })).json()
    expect(ports).toMatchObject({ type: 'troubleshooting' })
    expect(ports.response).toContain('lsof -i :3000')
  })

  it('refuses a blank message, one over 2,000 characters and an unknown agent', async () => {
    const blank = await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message: '   ' } })
    expect(blank.status).toBe(400)
    expect((await blank.json()).error.message).toContain('Type a message first.')
    const long = await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message: 'a'.repeat(2001) } })
    expect(long.status).toBe(400)
    expect((await long.json()).error.message).toContain('2,000')
    expect((await apiRequest(app, '/api/deployment/help', { method: 'POST', body: { message: 'Docker?', agentId: 999_999 } })).status).toBe(404)
  })
})

describe('POST /api/agents/{id}/deploy', () => {
  it('returns the guide of a self-deployable agent to anyone', async () => {
    const agent = await pythonAgent()
    const response = await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST' })
    expect(response.status).toBe(200)
    const result = await response.json()
    expect(result).toMatchObject({ outcome: 'guide', message: 'This agent is self-deployable: follow its deployment guide.' })
    expect(result.guide).toContain('FROM python:3.12-slim')
  })

  it('asks a visitor to sign in for an agent we cannot tell how to deploy, and files a member\'s request once', async () => {
    const agent = await createAgent({ name: 'Hosted Legal Helper', source: 'web', link: 'https://legal-helper.example.com/' })
    expect((await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST' })).status).toBe(401)

    const member = await createUser()
    const cookie = await signIn(app, member)
    const first = await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST', cookie })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ outcome: 'requested', isNew: true, service: 'guidance' })
    const again = await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST', cookie })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ outcome: 'requested', isNew: false })

    const { requests } = await findDeploymentRequests({ userId: member.id })
    expect(requests).toEqual([expect.objectContaining({ agentName: 'Hosted Legal Helper', status: 'open' })])
    expect(await hasVerifiedUse({ userId: member.id, agentId: agent.id })).toBe(true)
  })

  it('lists an agent we cannot tell how to deploy as unknown, never as self-deployable', async () => {
    const agent = await createAgent({ name: 'Web Only Notary', source: 'web', link: 'https://web-only-notary.example.com/' })
    const listed = await (await apiRequest(app, '/api/agents?search=web only notary')).json()
    expect(listed.agents.find((entry: { id: number }) => entry.id === agent.id)).toMatchObject({ selfDeployable: null, deploymentComplexity: null, infrastructureNeeded: null })
    const unknown = await (await apiRequest(app, '/api/agents?selfDeployable=unknown&limit=100')).json()
    expect(unknown.agents.map((entry: { id: number }) => entry.id)).toContain(agent.id)
    const yes = await (await apiRequest(app, '/api/agents?selfDeployable=true&limit=100')).json()
    expect(yes.agents.map((entry: { id: number }) => entry.id)).not.toContain(agent.id)
  })

  it('follows an admin who says a repository is not self-deployable: no guide, a request instead, and the API says false', async () => {
    const agent = await pythonAgent()
    const admin = await createUser({ role: 'admin' })
    const edited = await apiRequest(app, `/api/admin/agents/${agent.id}`, { method: 'PATCH', body: { selfDeployable: false }, cookie: await signIn(app, admin) })
    expect(edited.status).toBe(200)

    expect((await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST' })).status).toBe(401)
    expect(await (await apiRequest(app, `/api/agents/${agent.id}`)).json()).toMatchObject({ selfDeployable: false })
  })

  it('answers 404 for an unknown agent and 400 for a bad body', async () => {
    expect((await apiRequest(app, '/api/agents/999999/deploy', { method: 'POST' })).status).toBe(404)
    const agent = await pythonAgent()
    expect((await apiRequest(app, `/api/agents/${agent.id}/deploy`, { method: 'POST', body: { service: 'premium-gold' } })).status).toBe(400)
  })
})
