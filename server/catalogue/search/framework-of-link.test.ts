import { describe, expect, it } from 'vitest'
import { frameworkOfLink } from './framework-of-link.ts'

describe('frameworkOfLink', () => {
  it("names the framework of its own organisation's repositories", () => {
    expect(frameworkOfLink('https://github.com/crewAIInc/crewAI-examples/tree/main/crews/marketing_strategy')).toBe('crewai')
    expect(frameworkOfLink('https://github.com/langchain-ai/langgraph/blob/main/docs/multi_agent.ipynb')).toBe('langgraph langchain')
    expect(frameworkOfLink('https://github.com/langchain-ai/langchain')).toBe('langchain')
    expect(frameworkOfLink('https://github.com/agno-agi/agno/tree/main/cookbook')).toBe('agno')
  })

  it('names nothing for other repositories, a repository that only starts like one, or other sites', () => {
    expect(frameworkOfLink('https://github.com/Shubhamsaboo/awesome-llm-apps/tree/main/starter')).toBeNull()
    expect(frameworkOfLink('https://github.com/microsoft/autogen-studio-fork')).toBeNull()
    expect(frameworkOfLink('https://huggingface.co/crewAIInc/model')).toBeNull()
  })
})
