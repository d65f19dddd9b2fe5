import { describe, expect, it } from 'vitest'
import { resetSingletonsForTests, singleton } from './singleton.ts'

/** Decision 044: database test files share a process; what one leaves in a singleton is made afresh for the next. */
describe('resetSingletonsForTests', () => {
  it('empties a Map and a Set in place, so the module that holds them sees the fresh state', () => {
    const cache = singleton('singleton-test:map', () => new Map([['seed', 1]]))
    const seen = singleton('singleton-test:set', () => new Set<string>())
    cache.set('left by a file', 2)
    seen.add('left by a file')

    resetSingletonsForTests()

    expect([...cache]).toEqual([['seed', 1]])
    expect([...seen]).toEqual([])
    expect(singleton('singleton-test:map', () => new Map())).toBe(cache)
  })

  it("gives a plain object its create's fields again and drops the ones a file added", () => {
    const state = singleton<{ handle?: string; count: number; extra?: boolean }>('singleton-test:object', () => ({ count: 0 }))
    state.handle = 'a closed database'
    state.count = 5
    state.extra = true

    resetSingletonsForTests()

    expect(state).toEqual({ count: 0 })
  })

  it('leaves alone what is not plain state (a class instance such as the logger) without making another', () => {
    class Logger {
      level = 'silent'
    }
    let made = 0
    const logger = singleton('singleton-test:instance', () => {
      made += 1
      return new Logger()
    })
    logger.level = 'warn'

    resetSingletonsForTests()

    expect(logger.level).toBe('warn')
    expect(made).toBe(1)
  })
})
