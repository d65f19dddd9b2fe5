import { describe, expect, it } from 'vitest'
import { buildAgentDraft } from '../../tests/support/factories/agent-draft.ts'
import { setupTestDatabase } from '../../tests/support/database.ts'
import { findDuplicateAgent } from './find-duplicate-agent.ts'
import { mergeAgentDraft } from './merge-agent-draft.ts'

setupTestDatabase()

async function stored(overrides: Parameters<typeof buildAgentDraft>[0]) {
  return (await mergeAgentDraft({ draft: buildAgentDraft(overrides) })).agentId
}

describe('findDuplicateAgent: known duplicate pairs', () => {
  it('finds the same repository behind a different spelling of its URL', async () => {
    const agentId = await stored({ name: 'MetaGPT', link: 'https://github.com/geekan/MetaGPT', repoFullName: 'geekan/metagpt' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Meta GPT', link: 'http://www.github.com/Geekan/metagpt.git/', repoFullName: 'geekan/metagpt' }) })

    expect(match).toEqual({ agentId, matchedBy: 'repository' })
  })

  it('finds a renamed repository through its old name', async () => {
    const agentId = await stored({ name: 'OpenDevin', link: 'https://github.com/OpenDevin/OpenDevin', repoFullName: 'opendevin/opendevin' })

    const match = await findDuplicateAgent({
      draft: buildAgentDraft({ name: 'OpenHands', link: 'https://github.com/All-Hands-AI/OpenHands', repoFullName: 'all-hands-ai/openhands' }),
      repoAliases: ['opendevin/opendevin'],
    })

    expect(match).toEqual({ agentId, matchedBy: 'repository' })
  })

  it('finds the same page behind tracking parameters, www and a trailing slash', async () => {
    const agentId = await stored({ name: 'Cognosys', link: 'https://cognosys.ai' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Cognosys', link: 'http://www.cognosys.ai/?utm_source=awesome-list' }) })

    expect(match).toEqual({ agentId, matchedBy: 'canonical-url' })
  })

  it('finds the same Hugging Face model listed under another URL', async () => {
    const agentId = await stored({ name: 'xLAM 7B', link: 'https://huggingface.co/Salesforce/xLAM-7b-fc-r', modelId: 'Salesforce/xLAM-7b-fc-r', source: 'huggingface' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'xLAM-7b-fc-r', link: 'https://hf.co/Salesforce/xLAM-7b-fc-r/tree/main', modelId: 'Salesforce/xLAM-7b-fc-r' }) })

    expect(match).toEqual({ agentId, matchedBy: 'model-id' })
  })

  it('finds the same product by a near-identical name on the same site', async () => {
    const agentId = await stored({ name: 'Relevance AI', link: 'https://relevanceai.com' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Relevance AI Agents', link: 'https://relevanceai.com/agents' }) })

    expect(match).toEqual({ agentId, matchedBy: 'name-and-host' })
  })
})

describe('findDuplicateAgent: known look-alikes that are different agents', () => {
  it('keeps AutoGPT and AgentGPT apart', async () => {
    await stored({ name: 'AutoGPT', link: 'https://github.com/Significant-Gravitas/AutoGPT', repoFullName: 'significant-gravitas/autogpt' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'AgentGPT', link: 'https://github.com/reworkd/AgentGPT', repoFullName: 'reworkd/agentgpt' }) })

    expect(match).toBeNull()
  })

  it('keeps the same name on different sites apart', async () => {
    await stored({ name: 'Aria Assistant', link: 'https://aria-one.test' })

    expect(await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Aria Assistant', link: 'https://aria-two.test' }) })).toBeNull()
  })

  it('keeps two repositories with one name apart, even from the same owner', async () => {
    await stored({ name: 'Agent Starter', link: 'https://github.com/acme/agent-starter', repoFullName: 'acme/agent-starter' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Agent Starter', link: 'https://github.com/acme/agent-starter-v2', repoFullName: 'acme/agent-starter-v2' }) })

    expect(match).toBeNull()
  })

  it('keeps same-named projects of different owners on a shared host apart', async () => {
    await stored({ name: 'Legal Research Agent', link: 'https://lobehub.com/assistants/first-author/legal-research-agent' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Legal Research Agent', link: 'https://lobehub.com/second-author/legal-research-agent' }) })

    expect(match).toBeNull()
  })

  it('keeps two files of one repository with the same name apart (a template’s v1 and v2)', async () => {
    await stored({ name: 'Agentic RAG', link: 'https://github.com/FlowiseAI/Flowise/blob/abc/packages/server/marketplaces/agentflows/Agentic%20RAG.json' })

    const match = await findDuplicateAgent({
      draft: buildAgentDraft({ name: 'Agentic RAG', link: 'https://github.com/FlowiseAI/Flowise/blob/abc/packages/server/marketplaces/agentflowsv2/Agentic%20RAG.json' }),
    })

    expect(match).toBeNull()
  })

  it('keeps two pages of one site with similar names apart (a gallery’s template and its v2)', async () => {
    await stored({ name: 'Email Summary Agent', link: 'https://templates.example.test/workflows/101-email-summary' })

    const match = await findDuplicateAgent({ draft: buildAgentDraft({ name: 'Email Summary Agent v2', link: 'https://templates.example.test/workflows/202-email-summary-v2' }) })

    expect(match).toBeNull()
  })

  it('keeps two Hugging Face models with one name apart', async () => {
    await stored({ name: 'agentlm-7b', link: 'https://huggingface.co/THUDM/agentlm-7b', modelId: 'THUDM/agentlm-7b' })

    expect(await findDuplicateAgent({ draft: buildAgentDraft({ name: 'agentlm-7b', link: 'https://huggingface.co/THUDM/agentlm-70b', modelId: 'THUDM/agentlm-70b' }) })).toBeNull()
  })
})
