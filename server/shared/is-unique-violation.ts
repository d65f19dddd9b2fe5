/** Postgres 23505, whether the driver error arrives bare (pg, PGlite) or wrapped by drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
  }

  return false
}
