type TSingletonStore = typeof globalThis & {
  __agentAtlasSingletons?: Map<string, unknown>
  /** How each was made, so tests that share one process can make it afresh (resetSingletonsForTests). */
  __agentAtlasSingletonFactories?: Map<string, () => unknown>
}

/**
 * One instance per process even when a module is loaded twice (the server's own copy and the
 * React Router build's bundled copy both import the database client).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as TSingletonStore
  store.__agentAtlasSingletons ??= new Map()
  store.__agentAtlasSingletonFactories ??= new Map()
  if (!store.__agentAtlasSingletons.has(name)) store.__agentAtlasSingletons.set(name, create())
  store.__agentAtlasSingletonFactories.set(name, create)

  return store.__agentAtlasSingletons.get(name) as T
}

/**
 * The database test files share one module graph per worker (decision 044), so the process state
 * one file leaves (the current database, its session secret and salts, buffered analytics, a
 * stand-in premium reader) must not reach the next. Each singleton that is a Map, a Set or a plain
 * object goes back to what its `create` makes, in place: modules keep the instance they were given.
 * Other values (the logger, the transaction's AsyncLocalStorage, documents read from disk) hold
 * nothing a file changes.
 */
export function resetSingletonsForTests() {
  const store = globalThis as TSingletonStore
  for (const [name, value] of store.__agentAtlasSingletons ?? []) {
    const create = store.__agentAtlasSingletonFactories?.get(name)
    // Only state is made afresh: a second logger would be made for nothing.
    if (create && (value instanceof Map || value instanceof Set || isPlainObject(value))) resetInPlace(value, create())
  }
}

function resetInPlace(value: unknown, fresh: unknown) {
  if (value instanceof Map && fresh instanceof Map) {
    value.clear()
    for (const [key, entry] of fresh) value.set(key, entry)
  } else if (value instanceof Set && fresh instanceof Set) {
    value.clear()
    for (const entry of fresh) value.add(entry)
  } else if (isPlainObject(value) && isPlainObject(fresh)) {
    for (const key of Object.keys(value)) delete value[key]
    Object.assign(value, fresh)
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}
