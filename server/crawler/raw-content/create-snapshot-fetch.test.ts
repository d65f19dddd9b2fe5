import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createSnapshotFetch } from './create-snapshot-fetch.ts'

const root = fileURLToPath(new URL('../../../fixtures/sources/', import.meta.url))
const snapshotFetch = createSnapshotFetch({ root, rawBaseUrl: 'https://raw.example/base', githubApiUrl: 'https://api.example' })

describe('createSnapshotFetch', () => {
  it('answers raw-content URLs from the snapshot folder, whatever the ref', async () => {
    const response = await snapshotFetch('https://raw.example/base/Shubhamsaboo/awesome-llm-apps/HEAD/README.md')

    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Awesome LLM Apps')
  })

  it('lists a repository tree like GitHub’s git trees API', async () => {
    const response = await snapshotFetch('https://api.example/repos/FlowiseAI/Flowise/git/trees/abc?recursive=1')
    const body = (await response.json()) as { tree: { path: string; type: string }[] }

    expect(body.tree).toContainEqual({ path: 'packages/server/marketplaces/agentflowsv2/Translator.json', type: 'blob' })
  })

  it('answers 404 for missing files and paths that climb out of the folder', async () => {
    expect((await snapshotFetch('https://raw.example/base/nobody/nothing/HEAD/README.md')).status).toBe(404)
    expect((await snapshotFetch('https://raw.example/base/Shubhamsaboo/awesome-llm-apps/HEAD/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('refuses any other host: offline means no traffic', async () => {
    expect((await snapshotFetch('https://api.github.com/search/repositories?q=topic:ai-agent')).status).toBe(403)
  })
})
