import { useSyncExternalStore } from 'react'

/**
 * The agents picked for comparison (up to four). The URL of /compare carries them (shareable),
 * and the browser keeps the current pick in localStorage so it survives navigation between
 * pages; the compare page writes back whatever its URL says.
 */
export const COMPARE_LIMIT = 4
const STORAGE_KEY = 'atlas-compare'
const CHANGE_EVENT = 'atlas-compare-change'
const EMPTY: number[] = []

/** "3,1,3,x,9" → [3, 1, 9]: positive ids, once each, at most four. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = []
  for (const part of (value ?? '').split(',')) {
    const trimmed = part.trim()
    if (!/^[1-9]\d{0,9}$/.test(trimmed)) continue
    const id = Number(trimmed)
    if (!ids.includes(id)) ids.push(id)
  }

  return ids.slice(0, COMPARE_LIMIT)
}

export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare'
}

let cachedRaw: string | null = null
let cachedIds: number[] = EMPTY

function readSelection(): number[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage can be disabled (private modes); the selection then lives in the URL only.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cachedIds = parseCompareIds(raw)
  }

  return cachedIds
}

export function writeCompareSelection(ids: readonly number[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, parseCompareIds(ids.join(',')).join(','))
  } catch {
    return
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener)
  // Another tab changed it.
  window.addEventListener('storage', listener)

  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', listener)
  }
}

/** The stored selection; empty while rendering on the server and during hydration. */
export function useCompareSelection(): number[] {
  return useSyncExternalStore(subscribe, readSelection, () => EMPTY)
}
