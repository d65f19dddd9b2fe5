import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, DIFFICULTIES, INDUSTRIES } from '../shared/taxonomy.ts'
import type { ShippedCatalogue } from '../catalogue/index.ts'
import { canonicalizeUrl } from '../catalogue/index.ts'
import { getDirectory } from './directories.ts'

/** The committed db/seed/catalogue.json must load into the database's unique indexes and read well. */
const catalogue = JSON.parse(readFileSync(new URL('../../db/seed/catalogue.json', import.meta.url), 'utf8')) as ShippedCatalogue

describe('the shipped catalogue', () => {
  it('holds at least 800 free agents with valid taxonomy codes', () => {
    expect(catalogue.agents.length).toBeGreaterThanOrEqual(800)
    for (const agent of catalogue.agents) {
      expect(INDUSTRIES).toContain(agent.industry)
      expect(CATEGORIES).toContain(agent.category)
      expect(DIFFICULTIES).toContain(agent.difficulty)
      expect(agent).toMatchObject({ priceCents: 0, pricingType: 'free' })
    }
  })

  it('has readable descriptions, https links and at most eight lower-case tags', () => {
    for (const agent of catalogue.agents) {
      expect(agent.description.length, agent.name).toBeGreaterThanOrEqual(50)
      expect(agent.description, agent.name).not.toMatch(/\]\(|<[a-z]+|\*\*|!\[/)
      expect(agent.link.startsWith('https://'), agent.link).toBe(true)
      expect(agent.tags.length).toBeLessThanOrEqual(8)
      expect(agent.tags.every((tag) => tag === tag.toLowerCase())).toBe(true)
    }
  })

  it('respects the unique canonical URL, repository and model indexes', () => {
    const unique = (values: (string | null)[]) => {
      const present = values.filter((value): value is string => value !== null)

      return new Set(present).size === present.length
    }
    expect(unique(catalogue.agents.map((agent) => canonicalizeUrl(agent.link)))).toBe(true)
    expect(unique(catalogue.agents.map((agent) => agent.repoFullName))).toBe(true)
    expect(unique(catalogue.agents.map((agent) => agent.modelId))).toBe(true)
  })

  it('credits known directories under their licence, each entry once', () => {
    const seen = new Set<string>()
    for (const entry of catalogue.agents.flatMap((agent) => agent.provenance)) {
      expect(getDirectory(entry.directory)?.licence).toBe(entry.licence)
      const key = `${entry.directory} ${entry.externalId}`
      expect(seen.has(key), key).toBe(false)
      seen.add(key)
    }
  })
})
