import { Form, isRouteErrorResponse, useNavigation } from 'react-router'
import { ZFindUsersQuery, ZSetUserRoleRequest, ZUserIdParam, findUsers, requireAdmin, setUserRole } from '../../../server/accounts/index.ts'
import { ErrorPage } from '../../components/error-page.tsx'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'
import type { TFormResult } from '../auth/form.server.ts'
import { formErrorFrom, invalidForm, parseForm } from '../auth/form.server.ts'
import { FormMessage } from '../auth/form-field.tsx'
import type { Route } from './+types/users'

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

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  const formData = await request.formData()
  const target = parseForm(formData, ZUserIdParam)
  const role = parseForm(formData, ZSetUserRoleRequest)
  if (!target.data || !role.data) return invalidForm({ ...target.fieldErrors, ...role.fieldErrors })
  try {
    const user = await setUserRole({ userId: target.data.id, role: role.data.role })
    const message = user.role === 'admin' ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`

    return { ok: true, message } satisfies TFormResult
  } catch (error) {
    return formErrorFrom(error)
  }
}

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, total, search, adminId } = loaderData
  const result = actionData as TFormResult | undefined
  const isSubmitting = useNavigation().state === 'submitting'
  const problem = result && !result.ok ? (result.message ?? Object.values(result.fieldErrors ?? {})[0]) : undefined

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Users</h1>
        <p className="text-slate-700 dark:text-slate-300">Grant or revoke admin. Builders are members who own at least one agent listing.</p>
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
                    </span>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{dateFormat.format(new Date(user.createdAt))}</td>
                  <td className="px-4 py-3 text-right">
                    <Form method="post">
                      <input type="hidden" name="id" value={user.id} />
                      <input type="hidden" name="role" value={isAdmin ? 'member' : 'admin'} />
                      <Button type="submit" size="sm" variant="outline" aria-label={label} disabled={isSubmitting}>
                        {isAdmin ? 'Revoke admin' : 'Grant admin'}
                      </Button>
                    </Form>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorPage title="Admins only" message="This page is for Agent Atlas admins. If you think you should have access, ask an admin to grant it." />
  }

  return <ErrorPage title="Something went wrong" message="Please try again in a moment." />
}
