/** `npm run seed`: migrates, then loads the shipped catalogue into an empty database (never twice). */
import { callLocalServer, openDatabaseOrServer } from '../../scripts/open-database-or-server.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedCatalogue } from './seed-catalogue.ts'

const { handle, server } = await openDatabaseOrServer()
let result: Awaited<ReturnType<typeof seedCatalogue>>
if (server) {
  result = await callLocalServer(server, 'seed')
} else {
  await migrateDatabase(handle)
  result = await seedCatalogue()
  await handle.close()
}
console.log(result.seeded ? `Seeded ${result.agents} agents.` : `The catalogue already holds ${result.agents} agents: nothing seeded.`)
