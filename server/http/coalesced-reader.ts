/**
 * Shares one call of `read` among everyone who asks while it runs, without ever answering a
 * caller with a read that started before they asked: a caller arriving mid-read waits for the next
 * read, which all such callers share. So 50 concurrent cache hits cost two version reads, not 50,
 * and a change committed before a request arrives is still seen by it.
 */
export function createCoalescedReader<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null
  let queued: Promise<T> | null = null

  const start = () => {
    const current = read()
    running = current
    const clear = () => {
      if (running === current) running = null
    }
    current.then(clear, clear)

    return current
  }

  return () => {
    if (!running) return start()
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = null

      return start()
    })

    return queued
  }
}
