import { describe, expect, it } from 'vitest'
import { DIRECTORIES, getDirectory } from './directories.ts'

describe('DIRECTORIES', () => {
  it('lists only permissively licensed directories, each once, with a pinned commit', () => {
    const keys = DIRECTORIES.map((directory) => directory.key.toLowerCase())

    expect(new Set(keys).size).toBe(keys.length)
    for (const directory of DIRECTORIES) {
      expect(['MIT', 'Apache-2.0', 'CC-BY-4.0', 'CC0-1.0']).toContain(directory.licence)
      expect(directory.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(directory.url).toBe(`https://github.com/${directory.key}`)
      expect(directory.licenceUrl.startsWith(`${directory.url}/blob/${directory.commit}/`)).toBe(true)
      expect(directory.description.length).toBeGreaterThan(60)
    }
  })

  it('never reads the non-commercial or unlicensed lists', () => {
    expect(getDirectory('e2b-dev/awesome-ai-agents')).toBeNull()
    expect(getDirectory('kyrolabs/awesome-agents')).toBeNull()
    expect(getDirectory('Jenqyang/Awesome-AI-Agents')).toBeNull()
  })

  it('finds a directory by key regardless of case', () => {
    expect(getDirectory('flowiseai/flowise')?.title).toBe('Flowise Marketplace Templates')
  })
})
