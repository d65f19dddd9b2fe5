/** `npm run seed`: migrates, then loads the shipped catalogue into an empty database (never twice). */
import { openConfiguredDatabase } from '../../server/boot.ts'
import { migrateDatabase } from '../migrate.ts'
import { seedCatalogue } from './seed-catalogue.ts'

const handle = await openConfiguredDatabase()
await migrateDatabase(handle)
const result = await seedCatalogue()
await handle.close()
console.log(result.seeded ? `Seeded ${result.agents} agents.` : `The catalogue already holds ${result.agents} agents: nothing seeded.`)
