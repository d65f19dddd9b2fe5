import { logger } from './logger.ts'

const pending = new Set<Promise<void>>()

/**
 * Work that must not add to a response's time (so timing reveals nothing), started now and
 * finished after the answer. Failures are logged. `settle` (tests, shutdown) waits for all of it.
 */
export const backgroundWork = {
  run(name: string, job: () => Promise<void>) {
    const running: Promise<void> = Promise.resolve()
      .then(job)
      .catch((error: unknown) => logger.error({ err: error, job: name }, 'background work failed'))
      .finally(() => pending.delete(running))
    pending.add(running)
  },
  async settle() {
    while (pending.size) await Promise.all([...pending])
  },
}
