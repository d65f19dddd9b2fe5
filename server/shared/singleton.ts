/**
 * One instance per process even when a module is loaded twice (the server's own copy and the
 * React Router build's bundled copy both import the database client).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __agentAtlasSingletons?: Map<string, unknown> }
  store.__agentAtlasSingletons ??= new Map()
  if (!store.__agentAtlasSingletons.has(name)) store.__agentAtlasSingletons.set(name, create())

  return store.__agentAtlasSingletons.get(name) as T
}
