import { describe, expect, it } from 'vitest'
import { judgeIndexedIntegrations, judgeWorkflowNodes } from './n8n-ai-judgement.ts'

describe('judgeWorkflowNodes', () => {
  it('finds model, chain and extractor nodes without an AI Agent node', () => {
    const judged = judgeWorkflowNodes({
      nodes: [{ type: 'n8n-nodes-base.gmailTrigger' }, { type: '@n8n/n8n-nodes-langchain.chainLlm' }, { type: '@n8n/n8n-nodes-langchain.lmChatOpenAi' }],
    })
    expect(judged).toMatchObject({ isAi: true, usesAgentNode: false, nodeCount: 3 })
  })

  it('counts an HTTP Request node that calls a model provider', () => {
    const judged = judgeWorkflowNodes({
      nodes: [{ type: 'n8n-nodes-base.httpRequest', parameters: { url: 'https://api.openai.com/v1/chat/completions' } }],
    })
    expect(judged.isAi).toBe(true)
    const ollama = judgeWorkflowNodes({ nodes: [{ type: 'n8n-nodes-base.httpRequest', parameters: { url: 'http://localhost:11434/api/generate' } }] })
    expect(ollama.isAi).toBe(true)
    const slack = judgeWorkflowNodes({ nodes: [{ type: 'n8n-nodes-base.httpRequest', parameters: { url: 'https://hooks.slack.com/services/x' } }] })
    expect(slack.isAi).toBe(false)
  })

  it('does not call a plain automation AI because of its title words', () => {
    const judged = judgeWorkflowNodes({
      nodes: [{ type: 'n8n-nodes-base.webhook' }, { type: 'n8n-nodes-base.googleSheets' }, { type: '@n8n/n8n-nodes-langchain.chatTrigger' }],
    })
    expect(judged.isAi).toBe(false)
  })
})

describe('judgeIndexedIntegrations', () => {
  it('reads the generated index integration names', () => {
    expect(judgeIndexedIntegrations(['Gmail', 'OpenAI'])).toMatchObject({ isAi: true, usesAgentNode: false })
    expect(judgeIndexedIntegrations(['Agent', 'Lmchatgooglegemini'])).toMatchObject({ isAi: true, usesAgentNode: true })
    expect(judgeIndexedIntegrations(['Gmail', 'Chat', 'Splitout'])).toMatchObject({ isAi: false })
  })
})
