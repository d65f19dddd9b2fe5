import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Data fixes that need code a SQL migration cannot hold (db/data-fixes.ts), each applied once per
 * database after the migrations, like drizzle's own migrations table. Owned by db/.
 */
export const appliedDataFixes = pgTable('applied_data_fixes', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})
