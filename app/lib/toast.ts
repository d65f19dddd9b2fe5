import { useSyncExternalStore } from 'react'

/** Spec §9 "Notifications": one toast at a time, shown for 5 seconds unless the reader is on it. */
export const TOAST_DURATION_MS = 5000

export type TToastTone = 'success' | 'error' | 'info'
export type TToast = { id: number; tone: TToastTone; title: string; description?: string }

let current: TToast | null = null
let lastId = 0
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** Shows a toast in place of whatever toast is showing (one at a time). */
export function showToast(toast: Omit<TToast, 'id'>): number {
  lastId += 1
  current = { ...toast, id: lastId }
  emit()

  return lastId
}

/** Removes the toast with this id, if it is still the one showing. */
export function dismissToast(id: number) {
  if (current?.id !== id) return
  current = null
  emit()
}

/** The toast showing now (what the Toaster renders). */
export function currentToast(): TToast | null {
  return current
}

function subscribe(listener: () => void) {
  listeners.add(listener)

  return () => listeners.delete(listener)
}

/** The toast showing now; always none on the server, where nothing has happened yet. */
export function useCurrentToast(): TToast | null {
  return useSyncExternalStore(
    subscribe,
    currentToast,
    () => null,
  )
}
