import { Hono } from 'hono'
import { ZFindUsersQuery, ZSetUserRoleRequest, ZUserIdParam, findUsers, setUserRole } from '../../accounts/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { validate } from '../validate.ts'

/** Admin: the user list and granting or revoking admin. */
export const adminUserRoutes = new Hono<AuthEnv>()
  // GET /api/admin/users – list accounts (search by email or name, filter by role)
  .get('/admin/users', requireAdminMiddleware, validate('query', ZFindUsersQuery), async (c) => {
    c.header('Cache-Control', 'private, no-store')

    return c.json(await findUsers(c.req.valid('query')))
  })
  // POST /api/admin/users/:id/role – grant or revoke admin; the last admin cannot be demoted
  .post('/admin/users/:id/role', requireAdminMiddleware, validate('param', ZUserIdParam), validate('json', ZSetUserRoleRequest), async (c) => {
    const { id } = c.req.valid('param')
    const user = await setUserRole({ userId: id, ...c.req.valid('json') })

    return c.json({ user })
  })
