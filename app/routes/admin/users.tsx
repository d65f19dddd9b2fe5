import { Form } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS, ZFindUsersQuery, ZSetUserRoleRequest, ZUserIdParam, findUsers, setUserRole } from '../../../server/accounts/index.ts'
import { requireAdmin } from '../../lib/guards.server.ts'
import { ZUserBuilderRequest, ZUserLockRequest, deleteUserByAdmin, setUserBuilderByAdmin, setUserLockByAdmin } from '../../../server/admin/index.ts'
import { pageAction, type TPageRateLimit } from '../../lib/page-action.server.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import type { TFormResult } from '../../lib/form-result.ts'
import { FormMessage, SubmitButton } from '../../ui/form.tsx'
import type { Route } from './+types/users'
import { failureText } from '../../lib/form-result.ts'

const PAGE_SIZE = 50

export function meta() {
  return [{ title: 'Users | Admin | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  const url = new URL(request.url)
  const search = url.searchParams.get('search')?.trim() || undefined
  const query = ZFindUsersQuery.parse({ search, limit: PAGE_SIZE })

  return { adminId: admin.id, search: search ?? '', ...(await findUsers(query)) }
}

const ADMIN_WRITES: [TPageRateLimit<unknown>] = [{ rule: RATE_LIMITS.adminWritePerAccount, by: 'user' }]

/** Role (the default form), builder, lock and delete: each the same domain call as its API twin. */
export const action = pageAction({
  guard: 'admin',
  defaultIntent: 'role',
  intents: (intent) => ({
    role: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZUserIdParam.extend(ZSetUserRoleRequest.shape),
      handler: async ({ user: admin, input }) => {
        const user = await setUserRole({ userId: input.id, role: input.role, actor: admin })
        const message = user.role === 'admin' ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`

        return { ok: true, message } satisfies TFormResult
      },
    }),
    builder: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZUserIdParam.extend(ZUserBuilderRequest.shape),
      handler: async ({ user: admin, input }) => {
        const result = await setUserBuilderByAdmin({ admin, userId: input.id, isBuilder: input.isBuilder })

        return { ok: true, message: result.isGranted ? `${result.email} is now a builder.` : `${result.email} is no longer a builder by grant.` } satisfies TFormResult
      },
    }),
    lock: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZUserIdParam.extend(ZUserLockRequest.shape),
      handler: async ({ user: admin, input }) => {
        const result = await setUserLockByAdmin({ admin, userId: input.id, isLocked: input.isLocked })

        return { ok: true, message: result.isLocked ? `${result.email} is locked and signed out everywhere.` : `${result.email} is unlocked.` } satisfies TFormResult
      },
    }),
    delete: intent({
      rateLimit: ADMIN_WRITES,
      schema: ZUserIdParam.extend({ confirm: z.literal('on', { error: 'Tick the confirmation box to delete the account.' }) }),
      handler: async ({ user: admin, input }) => {
        await deleteUserByAdmin({ admin, userId: input.id })

        return { ok: true, message: 'The account and its personal data were deleted; its reviews stay, signed “Deleted user”.' } satisfies TFormResult
      },
    }),
  }),
})

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, search, adminId } = loaderData
  const result = actionData as TFormResult | undefined
  const problem = failureText(result)

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Users</h1>
        <p className="text-slate-700 dark:text-slate-300">Grant or revoke admin and builder, lock an account (it is signed out everywhere and cannot sign in), or delete it on its owner’s request. Builders are members who own a listing or were granted builder.</p>
      </div>
      {result?.ok ? <FormMessage>{result.message}</FormMessage> : null}
      {problem ? <FormMessage isError>{problem}</FormMessage> : null}

      <Form method="get" className="flex flex-wrap items-end gap-3" role="search">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="user-search">Search by email or name</Label>
          <Input id="user-search" name="search" type="search" defaultValue={search} />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      <p className="text-sm text-slate-700 dark:text-slate-300">
        {total === 1 ? '1 user' : `${total} users`}
        {total > users.length ? ` (showing the newest ${users.length}; search to narrow down)` : ''}
      </p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accounts and their roles</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Name</th>
              <th scope="col" className="px-4 py-3 font-semibold">Email</th>
              <th scope="col" className="px-4 py-3 font-semibold">Role</th>
              <th scope="col" className="px-4 py-3 font-semibold">Joined</th>
              <th scope="col" className="px-4 py-3 font-semibold"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const isAdmin = user.role === 'admin'
              const label = isAdmin ? `Revoke admin from ${user.email}` : `Grant admin to ${user.email}`

              return (
                <tr key={user.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-4 py-3">
                    {user.name}
                    {user.id === adminId ? <span className="text-slate-600 dark:text-slate-300"> (you)</span> : null}
                  </td>
                  <td className="px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap gap-1">
                      <Badge variant={isAdmin ? 'default' : 'secondary'}>{isAdmin ? 'Admin' : 'Member'}</Badge>
                      {user.isBuilder ? <Badge variant="outline">Builder</Badge> : null}
                      {user.lockedAt ? <Badge variant="outline">Locked</Badge> : null}
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{dateFormat.format(new Date(user.createdAt))}</td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap justify-end gap-1">
                      <Form method="post">
                        <input type="hidden" name="id" value={user.id} />
                        <input type="hidden" name="role" value={isAdmin ? 'member' : 'admin'} />
                        <SubmitButton size="sm" variant="outline" aria-label={label}>
                          {isAdmin ? 'Revoke admin' : 'Grant admin'}
                        </SubmitButton>
                      </Form>
                      <Form method="post">
                        <input type="hidden" name="id" value={user.id} />
                        <input type="hidden" name="intent" value="builder" />
                        <input type="hidden" name="isBuilder" value={user.isBuilderGranted ? 'false' : 'true'} />
                        <SubmitButton size="sm" variant="outline" aria-label={`${user.isBuilderGranted ? 'Revoke builder from' : 'Grant builder to'} ${user.email}`}>
                          {user.isBuilderGranted ? 'Revoke builder' : 'Grant builder'}
                        </SubmitButton>
                      </Form>
                      {user.id === adminId ? null : (
                        <>
                          <Form method="post">
                            <input type="hidden" name="id" value={user.id} />
                            <input type="hidden" name="intent" value="lock" />
                            <input type="hidden" name="isLocked" value={user.lockedAt ? 'false' : 'true'} />
                            <SubmitButton size="sm" variant="outline" aria-label={`${user.lockedAt ? 'Unlock' : 'Lock'} ${user.email}`}>
                              {user.lockedAt ? 'Unlock' : 'Lock'}
                            </SubmitButton>
                          </Form>
                          <Form method="post" className="flex items-center gap-1">
                            <input type="hidden" name="id" value={user.id} />
                            <input type="hidden" name="intent" value="delete" />
                            <label className="flex items-center gap-1 text-xs">
                              <input type="checkbox" name="confirm" className="size-4" aria-label={`Confirm deleting ${user.email}`} />
                              sure
                            </label>
                            <SubmitButton size="sm" variant="outline" aria-label={`Delete ${user.email}`}>
                              Delete
                            </SubmitButton>
                          </Form>
                        </>
                      )}
                    </span>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
