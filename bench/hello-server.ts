/**
 * The ceiling `npm run bench` compares against: a bare Hono "hello" on @hono/node-server, the
 * same Node and the same autocannon settings as the real server, started as its own process.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/', (c) => c.text('Hello Hono!'))

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3301), hostname: '127.0.0.1' })
