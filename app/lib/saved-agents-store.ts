import { useSyncExternalStore } from 'react'

/**
 * Which agents the signed-in member saved, read from GET /api/saved-agents after hydration, so
 * cached anonymous pages stay the same for everyone and every Save button on a page shares one
 * request. Kept per member: signing in or out (a client-side navigation) reads the list anew.
 */
export type SavedState = { status: 'unknown' } | { status: 'visitor' } | { status: 'member'; ids: ReadonlySet<number> }

const UNKNOWN: SavedState = { status: 'unknown' }
const VISITOR: SavedState = { status: 'visitor' }
let loaded: { userId: number; ids: ReadonlySet<number> } | null = null
let loadingFor: number | null = null
const listeners = new Set<() => void>()

function publish() {
  for (const listener of listeners) listener()
}

async function load(userId: number) {
  if (loadingFor === userId || loaded?.userId === userId) return
  loadingFor = userId
  try {
    const response = await fetch('/api/saved-agents', { headers: { accept: 'application/json' } })
    if (!response.ok) return
    const body = (await response.json()) as { agents: { agent: { id: number } }[] }
    loaded = { userId, ids: new Set(body.agents.map(({ agent }) => agent.id)) }
    publish()
  } catch {
    // Offline or failed: the buttons stay plain forms, which still work.
  } finally {
    if (loadingFor === userId) loadingFor = null
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)

  return () => listeners.delete(listener)
}

const snapshots = new Map<string, SavedState>()

/** Snapshots must be stable between renders: one object per member and list. */
function snapshotFor(userId: number | null): SavedState {
  if (userId === null) return VISITOR
  if (loaded?.userId !== userId) {
    void load(userId)

    return UNKNOWN
  }
  const key = `${userId}`
  const cached = snapshots.get(key)
  if (cached && cached.status === 'member' && cached.ids === loaded.ids) return cached
  const next: SavedState = { status: 'member', ids: loaded.ids }
  snapshots.set(key, next)

  return next
}

/**
 * `userId` is the signed-in member from the root loader, or null for visitors. The server already
 * knows a visitor (the root loader says so, and cached pages are visitors' pages only), so it renders
 * visitors' "Sign in to save" links instead of forms the browser swaps for them (decision 034: ~6 KB
 * less on a 24-card page); a member's list is read after hydration.
 */
export function useSavedAgents(userId: number | null): SavedState {
  return useSyncExternalStore(
    subscribe,
    () => snapshotFor(userId),
    () => (userId === null ? VISITOR : UNKNOWN),
  )
}

/** After a save or unsave went through (the server's answer is the truth). */
export function markSaved(agentId: number, isSaved: boolean) {
  if (!loaded) return
  const ids = new Set(loaded.ids)
  if (isSaved) ids.add(agentId)
  else ids.delete(agentId)
  loaded = { userId: loaded.userId, ids }
  publish()
}
