import { afterAll, beforeAll } from 'vitest'
import { resetEnvForTests } from '../../server/shared/env.ts'

type TEnvValues = Record<string, string | undefined>

/**
 * Sets environment variables (undefined removes one) and makes the server read them again;
 * returns a function that puts back the values they had.
 */
export function setEnv(values: TEnvValues): () => void {
  const previous: TEnvValues = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]))
  assign(values)

  return () => assign(previous)
}

function assign(values: TEnvValues) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  resetEnvForTests()
}

/**
 * For the calling test file: starts a local stand-in (a fake Stripe, a fake model, the fixture
 * sources) before its tests, points the environment at it, and afterwards restores the
 * environment and stops it. `service()` gives the running stand-in.
 */
export function useLocalService<TService extends { close: () => Promise<unknown> }>(
  name: string,
  start: () => Promise<TService>,
  variables: (service: TService) => TEnvValues,
): { service: () => TService } {
  let service: TService | undefined
  let restore: (() => void) | undefined

  beforeAll(async () => {
    service = await start()
    restore = setEnv(variables(service))
  })

  afterAll(async () => {
    restore?.()
    await service?.close()
  })

  return {
    service: () => {
      if (!service) throw new Error(`The ${name} starts in beforeAll`)

      return service
    },
  }
}
