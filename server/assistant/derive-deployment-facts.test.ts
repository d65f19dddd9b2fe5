import { describe, expect, it } from 'vitest'
import { composeAgentGuide } from './compose-agent-guide.ts'
import { composeDeploymentSnippet } from './compose-deployment-snippet.ts'
import type { TDeploymentFactsInput } from '../shared/deployment-facts.schemas.ts'
import { deploymentFactsOf, deriveDeploymentFacts, storedDeploymentFacts } from '../shared/derive-deployment-facts.ts'

function agent(overrides: Partial<TDeploymentFactsInput>): TDeploymentFactsInput {
  return { id: 1, slug: 'some-agent', name: 'Some Agent', source: 'github', link: 'https://example.com', tags: [], ...overrides }
}

describe('deriveDeploymentFacts', () => {
  it('reads a template gallery entry as an easy import', () => {
    expect(deriveDeploymentFacts(agent({ source: 'n8n', link: 'https://n8n.io/workflows/1234-lead-intake/' }))).toMatchObject({ kind: 'n8n-template', selfDeployable: 'yes', deploymentComplexity: 'easy', infrastructureNeeded: 'docker' })
    expect(deriveDeploymentFacts(agent({ source: 'flowise' }))).toMatchObject({ kind: 'flowise-template', selfDeployable: 'yes' })
    expect(deriveDeploymentFacts(agent({ source: 'lobehub' }))).toMatchObject({ kind: 'lobehub-agent', infrastructureNeeded: null })
  })

  it('reads a GitHub repository with its language, and says unknown complexity without one', () => {
    expect(deriveDeploymentFacts(agent({ link: 'https://github.com/acme/bot', language: 'Python' }))).toMatchObject({ kind: 'repository', runtime: 'python', deploymentComplexity: 'medium', repository: 'acme/bot' })
    expect(deriveDeploymentFacts(agent({ link: 'https://github.com/acme/bot', language: 'Go' }))).toMatchObject({ runtime: null, deploymentComplexity: null })
    expect(deriveDeploymentFacts(agent({ name: 'LangChain JS', link: 'https://github.com/acme/lc' }))).toMatchObject({ runtime: 'node' })
    expect(deriveDeploymentFacts(agent({ link: 'https://github.com/acme/trainer', language: 'Python', tags: ['GPU'] }))).toMatchObject({ deploymentComplexity: 'hard' })
  })

  it('reads a Hugging Face Space and a model', () => {
    expect(deriveDeploymentFacts(agent({ source: 'huggingface', link: 'https://huggingface.co/spaces/acme/demo', modelId: 'acme/demo' }))).toMatchObject({ kind: 'hf-space', repository: 'acme/demo', infrastructureNeeded: 'docker' })
    expect(deriveDeploymentFacts(agent({ source: 'huggingface', link: 'https://huggingface.co/acme/model', modelId: 'acme/model' }))).toMatchObject({ kind: 'hf-model', deploymentComplexity: null })
  })

  it('claims nothing for a web page with no code, and has no guide unless the builder wrote one', () => {
    const facts = deriveDeploymentFacts(agent({ source: 'web', link: 'https://product.example.com' }))
    expect(facts).toMatchObject({ kind: 'unknown', selfDeployable: 'unknown', deploymentComplexity: null, infrastructureNeeded: null, hasGuide: false })
    expect(composeAgentGuide(agent({ source: 'web' }), facts)).toBeNull()
    expect(deriveDeploymentFacts(agent({ source: 'web', deploymentGuide: 'Email us for an install.' })).hasGuide).toBe(true)
    expect(composeDeploymentSnippet(agent({}), facts, 'docker')).toBeNull()
  })
})

describe('storedDeploymentFacts and deploymentFactsOf', () => {
  it('stores "unknown" as null and a repository as self-deployable', () => {
    expect(storedDeploymentFacts(agent({ source: 'web', link: 'https://product.example.com' }))).toEqual({ selfDeployable: null, deploymentComplexity: null, infrastructureNeeded: null })
    expect(storedDeploymentFacts(agent({ link: 'https://github.com/acme/bot', language: 'Python' }))).toEqual({ selfDeployable: true, deploymentComplexity: 'medium', infrastructureNeeded: 'local' })
  })

  it('shows what an owner or admin stated: a "no" on a repository has no generated guide', () => {
    const repo = agent({ link: 'https://github.com/acme/bot', language: 'Python' })
    const facts = deploymentFactsOf({ ...repo, selfDeployable: false, deploymentComplexity: 'hard', infrastructureNeeded: 'docker' })
    expect(facts).toMatchObject({ kind: 'repository', selfDeployable: 'no', deploymentComplexity: 'hard', infrastructureNeeded: 'docker', hasGuide: false })
    expect(facts.basis).toContain('cannot be deployed on your own')
    expect(composeAgentGuide(repo, facts)).toBeNull()
  })

  it('gives a stated "yes" on a bare web page only the builder\'s own guide, never a generated one', () => {
    const page = agent({ source: 'web', link: 'https://product.example.com' })
    expect(deploymentFactsOf({ ...page, selfDeployable: true })).toMatchObject({ selfDeployable: 'yes', hasGuide: false })
    const withGuide = { ...page, deploymentGuide: 'Run our installer.' }
    const facts = deploymentFactsOf({ ...withGuide, selfDeployable: true })
    expect(facts.hasGuide).toBe(true)
    expect(composeAgentGuide(withGuide, facts)).toBe('### From the builder\nRun our installer.\n')
  })
})

describe('composeDeploymentSnippet', () => {
  const repo = agent({ slug: 'clinic-bot', name: 'Clinic Bot', link: 'https://github.com/acme/clinic-bot', language: 'TypeScript' })
  const facts = deriveDeploymentFacts(repo)

  it('writes each target for the agent', () => {
    expect(composeDeploymentSnippet(repo, facts, 'docker')).toMatchObject({ filename: 'Dockerfile', code: expect.stringContaining('FROM node:22-slim') })
    expect(composeDeploymentSnippet(repo, facts, 'cloud-run')?.code).toContain('gcloud run deploy clinic-bot')
    expect(composeDeploymentSnippet(repo, facts, 'replit')?.code).toContain('modules = ["nodejs-20"]')
    expect(composeDeploymentSnippet(repo, facts, 'compose')?.code).toContain('"3000:3000"')
  })

  it('has no Replit file for an n8n template (it runs in n8n)', () => {
    const template = agent({ source: 'n8n', name: 'Lead intake' })
    expect(composeDeploymentSnippet(template, deriveDeploymentFacts(template), 'replit')).toBeNull()
    expect(composeDeploymentSnippet(template, deriveDeploymentFacts(template), 'docker')?.code).toContain('docker.n8n.io/n8nio/n8n')
  })
})
