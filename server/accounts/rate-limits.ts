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
  /**
   * Every address together, against one account: high, so nobody can lock an owner out; the
   * per account-and-address steps below (check-sign-in-throttle.ts) slow a guesser down.
   */
  signInPerAccount: { name: 'sign-in:account', limit: 100, windowSeconds: 15 * MINUTE },
  /** One account from one address: growing waits (5 a minute, 10 in 15 minutes, 20 an hour). */
  signInPerAccountAndAddress1: { name: 'sign-in:account-address:minute', limit: 5, windowSeconds: MINUTE },
  signInPerAccountAndAddress2: { name: 'sign-in:account-address:quarter', limit: 10, windowSeconds: 15 * MINUTE },
  signInPerAccountAndAddress3: { name: 'sign-in:account-address:hour', limit: 20, windowSeconds: HOUR },
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
  /** "Contact the builder" messages from one address: enough for a real person, too few for spam. */
  contactPerAddress: { name: 'contact:address', limit: 5, windowSeconds: HOUR },
  /** Moderation and user management by an admin (pages and API): generous, but a stolen session cannot flood. */
  adminWritePerAccount: { name: 'admin-write:account', limit: 120, windowSeconds: MINUTE },
  /** The deployment assistant and the learning coach: each message may call a model. */
  assistantPerSender: { name: 'assistant:sender', limit: 20, windowSeconds: MINUTE },
} as const satisfies Record<string, TRateLimitRule>

export type TRateLimitRuleName = keyof typeof RATE_LIMITS
