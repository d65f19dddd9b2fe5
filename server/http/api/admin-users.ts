import { Hono } from 'hono'
import {
  ZFindUsersQuery,
  ZFindUsersResult,
  ZSetUserRoleRequest,
  ZUserIdParam,
  ZUserResponse,
  findUsers,
  setUserRole,
} from '../../accounts/index.ts'
import { type AuthEnv, requireAdminMiddleware } from '../auth-middleware.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
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
    const user = await setUserRole({ userId: id, ...c.req.valid('json'), actor: c.var.user })

    return c.json({ user })
  })

const ADMIN_ONLY = {
  401: { description: 'Not signed in.', schema: ZApiError },
  403: { description: 'Signed in, but not an admin.', schema: ZApiError },
}

registerOpenApiOperation({
  method: 'get',
  path: '/api/admin/users',
  summary: 'List users',
  description: 'Admins only. Live accounts, newest first; search matches email or name.',
  tags: ['Admin'],
  query: ZFindUsersQuery,
  responses: { 200: { description: 'The users.', schema: ZFindUsersResult }, 400: { description: 'A bad query parameter.', schema: ZApiError }, ...ADMIN_ONLY },
})

registerOpenApiOperation({
  method: 'post',
  path: '/api/admin/users/{id}/role',
  summary: 'Grant or revoke admin',
  description: 'Admins only. The last admin cannot be demoted.',
  tags: ['Admin'],
  pathParameters: ZUserIdParam,
  requestBody: ZSetUserRoleRequest,
  responses: {
    200: { description: 'The user with the new role.', schema: ZUserResponse },
    ...ADMIN_ONLY,
    404: { description: 'No such user.', schema: ZApiError },
    409: { description: 'This is the last admin.', schema: ZApiError },
  },
})
