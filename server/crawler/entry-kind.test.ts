import { describe, expect, it } from 'vitest'
import { inferEntryKind } from './entry-kind.ts'

const kind = (link: string, name: string, description = '', sections: string[] = []) => inferEntryKind({ link, name, description, sections })

describe('inferEntryKind', () => {
  it('reads the kind from the link and the entry’s words', () => {
    expect(kind('https://huggingface.co/AdaptLLM/law-LLM', 'law-LLM')).toBe('model')
    expect(kind('https://github.com/a/courtlistener-mcp', 'CourtListener MCP', 'An MCP server for case law')).toBe('mcp-server')
    expect(kind('https://github.com/a/skills/tree/main/triage-nda', 'triage-nda', 'NDA triage', ['Legal-Specific Skills'])).toBe('agent-skill')
    expect(kind('https://github.com/crewAIInc/crewAI', 'CrewAI', 'Framework for orchestrating role-playing agents')).toBe('framework')
    expect(kind('https://github.com/a/lawglance', 'LawGlance', 'RAG-based AI legal assistant')).toBe('agent-app')
    expect(kind('https://lawbot.example', 'LawBot', 'A free AI legal assistant')).toBe('hosted-service')
  })

  it('treats a notebook on a documentation site as code to run', () => {
    expect(kind('https://microsoft.github.io/autogen/0.2/docs/notebooks/agentchat_groupchat', 'Group Chat')).toBe('agent-app')
  })
})
