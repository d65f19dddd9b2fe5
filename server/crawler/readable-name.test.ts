import { describe, expect, it } from 'vitest'
import { isSlugName, readableName } from './readable-name.ts'

describe('readableName', () => {
  it('turns repository and file slugs into titles', () => {
    expect(readableName('open-canvas')).toBe('Open Canvas')
    expect(readableName('clinical_trial_agent')).toBe('Clinical Trial Agent')
    expect(readableName('hr-onboarding')).toBe('HR Onboarding')
    expect(readableName('contract-review-skill')).toBe('Contract Review Skill')
    expect(readableName('CoinMarketCap_AI_Data_Analyst_Agent')).toBe('CoinMarketCap AI Data Analyst Agent')
    expect(readableName('find-b2b-leads')).toBe('Find B2B Leads')
    expect(readableName('databerry')).toBe('Databerry')
    expect(readableName('time-to-market')).toBe('Time to Market')
    expect(readableName('alpacahq/alpaca-mcp-server')).toBe('Alpaca MCP Server')
    expect(readableName('rcontesti/IB MCP')).toBe('IB MCP')
    expect(readableName('google drive to instagram, tiktok and youtube')).toBe('Google drive to instagram, tiktok and youtube')
  })

  it('leaves names a project spells on purpose alone', () => {
    for (const brand of ['DB-GPT', 'CLARA-Care', 'Chinese-LLaVA-Med', 'LangChain', 'Open Canvas', 'AutoGPT', 'iOS Code Artist', 'medAlpaca', 'e-Mail Bot']) {
      expect(readableName(brand)).toBe(brand)
    }
    expect(isSlugName('open-canvas')).toBe(true)
    expect(isSlugName('DB-GPT')).toBe(false)
  })
})
