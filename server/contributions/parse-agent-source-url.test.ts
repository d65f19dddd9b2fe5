import { describe, expect, it } from 'vitest'
import { parseAgentSourceUrl } from './parse-agent-source-url.ts'

function messageFor(url: string): string | null {
  try {
    parseAgentSourceUrl({ url })

    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('parseAgentSourceUrl', () => {
  it('reads GitHub repositories in their usual spellings', () => {
    expect(parseAgentSourceUrl({ url: 'https://github.com/crewAIInc/crewAI' })).toEqual({ kind: 'github', fullName: 'crewaiinc/crewai' })
    expect(parseAgentSourceUrl({ url: 'github.com/crewAIInc/crewAI.git' })).toEqual({ kind: 'github', fullName: 'crewaiinc/crewai' })
    expect(parseAgentSourceUrl({ url: 'https://www.github.com/crewAIInc/crewAI/tree/main/docs' })).toEqual({ kind: 'github', fullName: 'crewaiinc/crewai' })
  })

  it('reads Hugging Face models and Spaces', () => {
    expect(parseAgentSourceUrl({ url: 'https://huggingface.co/Salesforce/xLAM-7b-fc-r' })).toEqual({ kind: 'huggingface', id: 'Salesforce/xLAM-7b-fc-r' })
    expect(parseAgentSourceUrl({ url: 'https://huggingface.co/spaces/smolagents/computer-agent' })).toEqual({ kind: 'huggingface', id: 'spaces/smolagents/computer-agent' })
  })

  it.each([
    ['https://github.com/crewAIInc', 'Invalid GitHub URL format'],
    ['https://github.com/topics/ai-agent', 'Invalid GitHub URL format'],
    ['https://huggingface.co/Salesforce', 'Invalid Hugging Face URL format'],
    ['https://huggingface.co/datasets/owner/data', 'Invalid Hugging Face URL format'],
    ['https://huggingface.co/spaces/owner', 'Invalid Hugging Face URL format'],
    ['https://gitlab.com/owner/repo', 'Unsupported URL. Please use GitHub or Hugging Face links.'],
    ['https://example.org/agent', 'Unsupported URL. Please use GitHub or Hugging Face links.'],
    ['not a url', 'Please enter a valid URL'],
    ['ftp://github.com/owner/repo', 'Please enter a valid URL'],
  ])('%s → %s', (url, message) => {
    expect(messageFor(url)).toBe(message)
  })
})
