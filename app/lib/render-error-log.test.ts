import { describe, expect, it } from 'vitest'
import { createRenderErrorLog } from './render-error-log.ts'

describe('createRenderErrorLog', () => {
  it('logs a boundary error from before the shell once the shell is ready', () => {
    const logged: unknown[] = []
    const errors = createRenderErrorLog((error) => logged.push(error))
    errors.onError(new Error('card failed'))
    expect(logged).toEqual([])
    errors.onShellReady()
    expect(logged).toEqual([new Error('card failed')])
  })

  it('logs errors after the shell at once, and nothing twice', () => {
    const logged: unknown[] = []
    const errors = createRenderErrorLog((error) => logged.push(error))
    errors.onError('early')
    errors.onShellReady()
    errors.onError('late')
    errors.onShellReady()
    expect(logged).toEqual(['early', 'late'])
  })

  it('leaves the errors of a failed shell to the document handler', () => {
    const logged: unknown[] = []
    const errors = createRenderErrorLog((error) => logged.push(error))
    errors.onError(new Error('shell failed'))
    expect(logged).toEqual([])
  })
})
