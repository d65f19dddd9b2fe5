/**
 * Display preferences of the accessibility panel (spec §2, §9). Stored in localStorage and applied
 * to <html> by a tiny inline script before the first paint, so there is no flash of the defaults.
 */

export const PREFERENCES_STORAGE_KEY = 'agent-atlas:preferences'

export const TEXT_SIZE = { initial: 16, step: 2, min: 12, max: 24 } as const

export type Preferences = {
  textSize: number
  highContrast: boolean
  focusMode: boolean
  simpleView: boolean
  darkMode: boolean
}

export const DEFAULT_PREFERENCES: Preferences = {
  textSize: TEXT_SIZE.initial,
  highContrast: false,
  focusMode: false,
  simpleView: false,
  darkMode: false,
}

/** The class each boolean preference puts on <html>; app.css styles them. */
export const PREFERENCE_CLASSES = {
  highContrast: 'high-contrast',
  focusMode: 'focus-mode',
  simpleView: 'simple-view',
  darkMode: 'dark',
} as const

export function clampTextSize(size: number): number {
  if (!Number.isFinite(size)) return TEXT_SIZE.initial

  return Math.min(TEXT_SIZE.max, Math.max(TEXT_SIZE.min, Math.round(size)))
}

/** Whatever is in storage (old versions, hand edits) becomes a valid set of preferences. */
export function parsePreferences(stored: string | null): Preferences {
  if (!stored) return DEFAULT_PREFERENCES
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof Preferences, unknown>>

    return {
      textSize: clampTextSize(Number(value.textSize ?? TEXT_SIZE.initial)),
      highContrast: value.highContrast === true,
      focusMode: value.focusMode === true,
      simpleView: value.simpleView === true,
      darkMode: value.darkMode === true,
    }
  } catch {
    return DEFAULT_PREFERENCES
  }
}

export function applyPreferences(root: HTMLElement, preferences: Preferences) {
  root.style.setProperty('--base-font-size', `${preferences.textSize}px`)
  for (const [key, className] of Object.entries(PREFERENCE_CLASSES)) {
    root.classList.toggle(className, preferences[key as keyof typeof PREFERENCE_CLASSES])
  }
}

/**
 * The before-paint script: the same work as parsePreferences + applyPreferences, kept tiny and
 * free of imports because it runs as inline text in <head> (it takes the CSP nonce).
 * Without a stored choice, dark mode follows the operating system.
 */
export const PREFERENCES_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(PREFERENCES_STORAGE_KEY)});var p=s?JSON.parse(s):{};var r=document.documentElement;var t=Number(p.textSize);if(t>=${TEXT_SIZE.min}&&t<=${TEXT_SIZE.max})r.style.setProperty('--base-font-size',t+'px');var d=typeof p.darkMode==='boolean'?p.darkMode:matchMedia('(prefers-color-scheme: dark)').matches;var c=${JSON.stringify(PREFERENCE_CLASSES)};for(var k in c){r.classList.toggle(c[k],k==='darkMode'?d:p[k]===true)}}catch(e){}})()`
