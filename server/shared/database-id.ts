import { z } from 'zod'

/** Ids are Postgres `integer` columns: anything larger makes the query itself fail (a 500). */
export const MAX_DATABASE_ID = 2_147_483_647

/** A row id from a form field or query string: a positive whole number a Postgres integer can hold. */
export const ZDatabaseId = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(MAX_DATABASE_ID, 'No such record')
