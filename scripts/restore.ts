/** `npm run restore <file>`: puts a backup from `npm run backup` back. */
import { env } from '../server/shared/env.ts'
import { restoreDatabase } from './backup-database.ts'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore <file>   (a .tar.gz from the embedded database, or a .dump from a Postgres server)')
  process.exit(2)
}
try {
  console.log(await restoreDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR }, file))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
