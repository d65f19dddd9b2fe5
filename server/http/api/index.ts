import { Hono } from 'hono'
import { healthRoutes } from './health.ts'

/** Every API sub-app, mounted under /api. One line per domain. */
export const apiRoutes = new Hono()
  .route('/', healthRoutes)
