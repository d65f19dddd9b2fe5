import { describe, expect, it } from 'vitest'
import { clampTextSize, DEFAULT_PREFERENCES, parsePreferences, PREFERENCES_SCRIPT, TEXT_SIZE } from './preferences.ts'

describe('display preferences', () => {
  it('starts at 16px text with every option off', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES)
    expect(DEFAULT_PREFERENCES.textSize).toBe(16)
  })

  it('keeps text size between 12 and 24 pixels', () => {
    expect(clampTextSize(TEXT_SIZE.max + TEXT_SIZE.step)).toBe(24)
    expect(clampTextSize(TEXT_SIZE.min - TEXT_SIZE.step)).toBe(12)
    expect(clampTextSize(18)).toBe(18)
    expect(clampTextSize(Number.NaN)).toBe(16)
  })

  it('reads stored choices and ignores anything malformed', () => {
    const stored = JSON.stringify({ textSize: 20, highContrast: true, darkMode: 'yes', focusMode: true })
    expect(parsePreferences(stored)).toEqual({ textSize: 20, highContrast: true, focusMode: true, simpleView: false, darkMode: false })
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES)
  })
})

describe('the before-paint script', () => {
  function runScript(stored: unknown, prefersDark: boolean) {
    const classes = new Set<string>()
    const style = new Map<string, string>()
    const documentElement = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      style: { setProperty: (name: string, value: string) => style.set(name, value) },
    }
    const localStorage = { getItem: () => (stored === undefined ? null : JSON.stringify(stored)) }
    const matchMedia = () => ({ matches: prefersDark })
    new Function('localStorage', 'document', 'matchMedia', PREFERENCES_SCRIPT)(localStorage, { documentElement }, matchMedia)

    return { classes, fontSize: style.get('--base-font-size') }
  }

  it('applies stored text size and options to <html>', () => {
    const { classes, fontSize } = runScript({ textSize: 20, highContrast: true, darkMode: false, simpleView: true }, true)
    expect(fontSize).toBe('20px')
    expect([...classes].sort()).toEqual(['high-contrast', 'simple-view'])
  })

  it('follows the system dark mode until the visitor chooses', () => {
    expect(runScript(undefined, true).classes.has('dark')).toBe(true)
    expect(runScript(undefined, false).classes.has('dark')).toBe(false)
    expect(runScript({ textSize: 99 }, false).fontSize).toBeUndefined()
  })
})
