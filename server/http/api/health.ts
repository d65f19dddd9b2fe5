import { Hono } from 'hono'

// GET /api/health – liveness for load balancers and the benchmark's hello-world ceiling
export const healthRoutes = new Hono().get('/health', (c) => c.json({ ok: true }))
