import { describe, expect, it } from 'vitest'
import { PASSWORD_HASH_PARAMETERS, hashPassword, scryptKey } from './hash-password.ts'
import { verifyPassword } from './verify-password.ts'

describe('password hashing', () => {
  it('stores scrypt parameters, a per-hash salt and a 64-byte key', async () => {
    const first = await hashPassword({ password: 'correct horse battery' })
    const second = await hashPassword({ password: 'correct horse battery' })
    const [scheme, cost, blockSize, parallelization, salt, key] = first.split('$')

    expect({ scheme, cost: Number(cost), blockSize: Number(blockSize), parallelization: Number(parallelization) }).toEqual({
      scheme: 'scrypt',
      cost: 2 ** 15,
      blockSize: 8,
      parallelization: 1,
    })
    expect(Buffer.from(key!, 'base64url')).toHaveLength(64)
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16)
    expect(second).not.toBe(first)
  })

  it('accepts the right password only', async () => {
    const passwordHash = await hashPassword({ password: 'correct horse battery' })

    expect(await verifyPassword({ password: 'correct horse battery', passwordHash })).toEqual({ isValid: true, needsRehash: false })
    expect((await verifyPassword({ password: 'correct horse batterY', passwordHash })).isValid).toBe(false)
  })

  it('treats a missing or malformed hash as a wrong password (after doing the same work)', async () => {
    expect((await verifyPassword({ password: 'anything at all', passwordHash: null })).isValid).toBe(false)
    expect((await verifyPassword({ password: 'anything at all', passwordHash: '' })).isValid).toBe(false)
    expect((await verifyPassword({ password: 'anything at all', passwordHash: 'md5$abc' })).isValid).toBe(false)
  })

  it('asks for a rehash when a stored hash used weaker parameters', async () => {
    const salt = Buffer.alloc(16, 7)
    const weak = { cost: 2 ** 14, blockSize: 8, parallelization: 1 }
    const key = await scryptKey('old password here', salt, 64, weak)
    const passwordHash = ['scrypt', weak.cost, weak.blockSize, weak.parallelization, salt.toString('base64url'), key.toString('base64url')].join('$')

    expect(await verifyPassword({ password: 'old password here', passwordHash })).toEqual({ isValid: true, needsRehash: true })
    expect(PASSWORD_HASH_PARAMETERS.cost).toBeGreaterThan(weak.cost)
  })
})
