/**
 * How the server process is started (decision 047): V8's heap sizing and glibc's allocator, which
 * must be given before the process starts (command-line flags, environment), not set from inside.
 *
 * - `--max-semi-space-size=16`: V8's young generation grew to two 64 MB semi-spaces under load,
 *   128 MB of RSS that a collection does not give back.
 * - `--heap-growing-percent=25`: with a smaller young generation more objects are promoted; the
 *   old generation then grew to ~185 MB between major collections (2×–4× what is live). This
 *   starts the next major collection at 1.25× what the last one kept.
 * - `--wasm-lazy-compilation`: PGlite's WebAssembly compiled function by function when first called,
 *   not all at once when it starts: that compilation took RSS to 700–770 MB for a second at each start
 *   (400–440 MB lazily), for no faster start or queries (the hot functions are optimised either way).
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates (libuv's pool compressing pages,
 *   V8's helper threads) an arena of its own, and keeps what they freed: ~80 MB of RSS at 100
 *   connections. Two arenas hold the same work.
 *
 * `npm start` (package.json) and the Dockerfile write the same values out; server-process-settings.test.ts
 * keeps the three in step. An operator's own values win: their flags come after these, their
 * MALLOC_ARENA_MAX is kept.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=25', '--wasm-lazy-compilation']

export function serverEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...environment, MALLOC_ARENA_MAX: environment.MALLOC_ARENA_MAX ?? '2' }
}

/** True when this process was started with the settings (or its operator chose other values). */
export function hasServerSettings(): boolean {
  const givenFlags = new Set(process.execArgv.map((flag) => flag.split('=')[0]))

  return process.env.MALLOC_ARENA_MAX !== undefined && SERVER_NODE_FLAGS.every((flag) => givenFlags.has(flag.split('=')[0]!))
}

/**
 * Replaces this process with the same command under the server's settings (same pid, so whoever
 * started it still holds it), unless it has them. Without `process.execve` (Windows) it runs as is.
 */
export function restartWithServerSettings() {
  if (hasServerSettings() || typeof process.execve !== 'function') return
  process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], serverEnvironment(process.env))
}
