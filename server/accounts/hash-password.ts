import { randomBytes, scrypt, type ScryptOptions } from 'node:crypto'

/**
 * scrypt parameters for new hashes. They are stored in each hash, so raising them later only
 * affects new hashes; sign-in rehashes a password whose stored parameters are weaker.
 * N=2^15, r=8 costs 32 MiB and about 50-100 ms per hash on this machine's class of CPU.
 */
export const PASSWORD_HASH_PARAMETERS = { cost: 2 ** 15, blockSize: 8, parallelization: 1, keyLength: 64, saltLength: 16 }

export type ScryptParameters = { cost: number; blockSize: number; parallelization: number }

/** scrypt needs 128·N·r bytes; Node's default `maxmem` (32 MiB) is exactly that at N=2^15, so leave headroom. */
export function scryptKey(password: string, salt: Buffer, keyLength: number, parameters: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    cost: parameters.cost,
    blockSize: parameters.blockSize,
    parallelization: parameters.parallelization,
    maxmem: 256 * parameters.cost * parameters.blockSize,
  }

  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export type HashPasswordOptions = { password: string }

/** `scrypt$N$r$p$salt$key` with a fresh random salt per call (base64url parts). */
export async function hashPassword({ password }: HashPasswordOptions): Promise<string> {
  const { cost, blockSize, parallelization, keyLength, saltLength } = PASSWORD_HASH_PARAMETERS
  const salt = randomBytes(saltLength)
  const key = await scryptKey(password, salt, keyLength, { cost, blockSize, parallelization })

  return ['scrypt', cost, blockSize, parallelization, salt.toString('base64url'), key.toString('base64url')].join('$')
}
