/** `npm run db:migrate`: applies the committed migrations to the configured database and exits. */
import { openConfiguredDatabase } from '../server/boot.ts'
import { migrateDatabase } from './migrate.ts'

const handle = await openConfiguredDatabase()
await migrateDatabase(handle)
await handle.close()
console.log(`Migrations applied (${handle.kind}).`)
