/** `npm run backup`: writes backups/agent-atlas-<time>.tar.gz (embedded) or .dump (Postgres server). */
import { env } from '../server/shared/env.ts'
import { backupDatabase } from './backup-database.ts'

process.env.LOG_LEVEL ??= 'warn'
try {
  const file = await backupDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR })
  console.log(`Backed up to ${file}. Restore with: npm run restore ${file}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
