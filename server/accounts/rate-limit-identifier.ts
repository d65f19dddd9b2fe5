export type TRateLimitSubject = 'address' | 'user' | 'user-or-address'

export type RateLimitIdentifierOptions = {
  by: TRateLimitSubject
  user: { id: number } | null
  /** The caller's IP address (server/http/client-address.ts). */
  address: string
}

/**
 * The key a rate limit counts under. The JSON API's middleware and the page actions' kit both
 * call this, so the API and the page form for the same thing spend one budget.
 */
export function rateLimitIdentifier({ by, user, address }: RateLimitIdentifierOptions): string {
  return by !== 'address' && user ? `user:${user.id}` : `address:${address}`
}
