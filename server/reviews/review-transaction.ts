import type { Database } from '../../db/client.ts'

/** A transaction handed to db.transaction's callback; helpers that must run inside one take it. */
export type TReviewTransaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** The database itself or a transaction, for reads that may run either way. */
export type TReviewExecutor = Database | TReviewTransaction
