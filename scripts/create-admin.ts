/**
 * `npm run admin:create -- --email you@example.com --password '…' [--name 'Your Name']`
 * Creates an admin account, or promotes the existing account with that email (its password
 * stays as it is). The password may come from ADMIN_PASSWORD instead of the command line, which
 * keeps it out of the shell history. While the server holds the embedded database, this goes
 * through the server's local admin API (scripts/open-database-or-server.ts).
 */
import { parseArgs } from 'node:util'
import { migrateDatabase } from '../db/migrate.ts'
import { ensureAdmin } from '../server/accounts/index.ts'
import { callLocalServer, openDatabaseOrServer } from './open-database-or-server.ts'

const USAGE = "Usage: npm run admin:create -- --email you@example.com --password 'at least 10 characters' [--name 'Your Name']"

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
})
const password = values.password ?? process.env.ADMIN_PASSWORD
if (values.help || !values.email || !password) {
  console.error(USAGE)
  process.exit(values.help ? 0 : 2)
}

const { handle, server } = await openDatabaseOrServer()
try {
  if (handle) await migrateDatabase(handle)
  const request = { email: values.email, password, name: values.name }
  const { user, outcome } = server ? await callLocalServer<Awaited<ReturnType<typeof ensureAdmin>>>(server, 'admin', request) : await ensureAdmin(request)
  const said = {
    created: `Created the admin account ${user.email} (id ${user.id}).`,
    promoted: `${user.email} (id ${user.id}) already had an account and is now an admin. Its password was not changed.`,
    'already-admin': `${user.email} (id ${user.id}) is already an admin. Nothing changed.`,
  }
  console.log(said[outcome])
} catch (error) {
  const isValidation = error instanceof Error && error.name === 'ZodError'
  console.error(isValidation ? `Not created: ${error.message}\n${USAGE}` : error)
  process.exitCode = 1
} finally {
  await handle?.close()
}
