import type { Database } from '../../db/client.ts'

/** The database or a transaction: placement writes join the caller's transaction when given one. */
export type TPlacementExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]
