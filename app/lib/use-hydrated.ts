import { useSyncExternalStore } from 'react'

function subscribe() {
  return () => {}
}

/**
 * False during server rendering and hydration, true afterwards. Components render their
 * no-JavaScript form first (e.g. <details>) and enhance once this turns true, so hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
