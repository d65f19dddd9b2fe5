import { timingSafeEqual } from 'node:crypto'
import { PASSWORD_HASH_PARAMETERS, hashPassword, scryptKey } from './hash-password.ts'

export type VerifyPasswordOptions = {
  password: string
  /** The stored hash; null or empty (unknown or deleted account) still costs one full hash. */
  passwordHash: string | null
}

export type VerifyPasswordResult = {
  isValid: boolean
  /** The stored hash used weaker parameters than today's: store a new one after a successful sign-in. */
  needsRehash: boolean
}

// Computed once: verifying against it makes an unknown email cost the same as a wrong password.
let dummyHash: Promise<string> | undefined

function parseHash(passwordHash: string) {
  const [scheme, cost, blockSize, parallelization, salt, key] = passwordHash.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  const parameters = { cost: Number(cost), blockSize: Number(blockSize), parallelization: Number(parallelization) }
  if (!Object.values(parameters).every((value) => Number.isInteger(value) && value > 0)) return null

  return { parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') }
}

/** Constant-time comparison of a password with a stored scrypt hash. */
export async function verifyPassword({ password, passwordHash }: VerifyPasswordOptions): Promise<VerifyPasswordResult> {
  const parsed = passwordHash ? parseHash(passwordHash) : null
  if (!parsed) {
    dummyHash ??= hashPassword({ password: 'dummy password for unknown accounts' })
    await verifyPassword({ password, passwordHash: await dummyHash })

    return { isValid: false, needsRehash: false }
  }

  const candidate = await scryptKey(password, parsed.salt, parsed.key.length, parsed.parameters)
  const isValid = candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key)
  const needsRehash =
    parsed.parameters.cost < PASSWORD_HASH_PARAMETERS.cost ||
    parsed.parameters.blockSize < PASSWORD_HASH_PARAMETERS.blockSize ||
    parsed.key.length < PASSWORD_HASH_PARAMETERS.keyLength

  return { isValid, needsRehash }
}
