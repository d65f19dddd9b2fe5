import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseAgentMetadata, titleFromSlug } from './agent-metadata-yaml.ts'

const directory = getDirectory('ashishpatel26/500-AI-Agents-Projects')!

const supportAgent = `title: customer-support-agent
description: RAG-powered customer support agent with escalation routing using LangGraph
author: ashishpatel26
language: python
framework: langgraph
tags: [customer-support, rag, langgraph, faiss, escalation]
industry: customer-service
difficulty: advanced
llm: gpt-4o-mini
`

describe('parseAgentMetadata', () => {
  it('turns a metadata.yaml into a draft linking to the agent folder', () => {
    const { drafts, skipped } = parseAgentMetadata({
      files: [{ path: 'agents/13-customer-support-agent/metadata.yaml', text: supportAgent }],
      directory,
    })

    expect(skipped).toEqual([])
    expect(drafts[0]).toMatchObject({
      name: 'Customer Support Agent',
      link: `${directory.url}/tree/${directory.commit}/agents/13-customer-support-agent`,
      industry: 'customer-service',
      category: 'support',
      difficulty: 'advanced',
      language: 'Python',
      licence: 'MIT',
    })
    expect(drafts[0]!.tags).toContain('langgraph')
  })

  it('skips files that are not YAML or lack a title', () => {
    const { skipped } = parseAgentMetadata({
      files: [
        { path: 'agents/99-broken/metadata.yaml', text: 'title: [unclosed' },
        { path: 'agents/98-untitled/metadata.yaml', text: 'description: no title here' },
      ],
      directory,
    })

    expect(skipped).toEqual([
      { externalId: 'agents/99-broken', reason: 'malformed' },
      { externalId: 'agents/98-untitled', reason: 'malformed' },
    ])
  })

  it('writes slugs as titles', () => {
    expect(titleFromSlug('pdf-qa-agent')).toBe('PDF Q&A Agent')
    expect(titleFromSlug('github-issue-triager')).toBe('GitHub Issue Triager')
  })
})
