import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ShippedCatalogue } from '../../server/catalogue/agent-draft.ts'
import { MAX_SEARCH_PHRASE_LENGTH } from '../../server/shared/search-phrases.schemas.ts'
import { readSearchPhrases } from './search-phrases.ts'

const catalogue = JSON.parse(readFileSync(new URL('./catalogue.json', import.meta.url), 'utf8')) as ShippedCatalogue
const phrases = await readSearchPhrases()

describe('the shipped search phrases', () => {
  it('belong to agents of the shipped catalogue, by link (a rebuilt catalogue that moved a link shows here)', () => {
    const links = new Set(catalogue.agents.map((agent) => agent.link))
    expect(Object.keys(phrases).filter((link) => !links.has(link))).toEqual([])
  })

  it('cover nearly every agent of an industry vertical', () => {
    const vertical = catalogue.agents.filter((agent) => agent.industry !== 'general')
    const without = vertical.filter((agent) => !phrases[agent.link]?.length)
    expect(without.length / vertical.length).toBeLessThan(0.02)
  })

  it('are short lower-case phrases, none repeated for one agent', () => {
    const malformed = Object.values(phrases)
      .flat()
      .filter((phrase) => phrase !== phrase.toLowerCase() || phrase.trim() !== phrase || phrase.split(' ').length > 12 || phrase.length > MAX_SEARCH_PHRASE_LENGTH || /[.?!]$/.test(phrase))
    expect(malformed).toEqual([])
    expect(Object.entries(phrases).filter(([, list]) => new Set(list).size !== list.length)).toEqual([])
  })
})
