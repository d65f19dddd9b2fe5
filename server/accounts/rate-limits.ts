/** A limit: at most `limit` hits per key within `windowSeconds` of the key's first hit. */
export type TRateLimitRule = { name: string; limit: number; windowSeconds: number }

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * Every limit in one table. Per address (IP) slows down one machine; per account protects one
 * person from many machines. Later write endpoints (reviews, contributions, assistant, contact
 * forms) pick a rule here or add their own line.
 */
export const RATE_LIMITS = {
  signInPerAddress: { name: 'sign-in:address', limit: 30, windowSeconds: 15 * MINUTE },
  signInPerAccount: { name: 'sign-in:account', limit: 10, windowSeconds: 15 * MINUTE },
  signUpPerAddress: { name: 'sign-up:address', limit: 10, windowSeconds: HOUR },
  passwordResetPerAddress: { name: 'password-reset:address', limit: 10, windowSeconds: 15 * MINUTE },
  passwordResetPerAccount: { name: 'password-reset:account', limit: 3, windowSeconds: HOUR },
  passwordResetConfirmPerAddress: { name: 'password-reset-confirm:address', limit: 20, windowSeconds: 15 * MINUTE },
  /** Password checks on the account page (email change, password change, deletion). */
  accountSecurityPerAccount: { name: 'account-security:account', limit: 10, windowSeconds: 15 * MINUTE },
  /** Generic writes by a signed-in member (reviews, votes, contributions, contact forms). */
  writePerAccount: { name: 'write:account', limit: 30, windowSeconds: MINUTE },
  /** Generic writes by address, for endpoints anonymous visitors may call (contact forms, assistant). */
  writePerAddress: { name: 'write:address', limit: 60, windowSeconds: MINUTE },
} as const satisfies Record<string, TRateLimitRule>

export type TRateLimitRuleName = keyof typeof RATE_LIMITS
