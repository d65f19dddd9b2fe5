import { Outlet, isRouteErrorResponse } from 'react-router'
import { getOptionalUser } from '../../../server/accounts/index.ts'
import { AdminNav } from '../../components/admin/admin-nav.tsx'
import { ErrorPage } from '../../components/error-page.tsx'
import type { Route } from './+types/layout'

/**
 * Wraps every admin page (and the crawler dashboard, which visitors see too): admins get the admin
 * navigation above the page. Each page checks its own permission on the server; this only decides
 * whether to show the navigation.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)

  return { isAdmin: user?.role === 'admin' }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.isAdmin ? <AdminNav /> : null}
      <Outlet />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorPage title="Admins only" message="This page is for Agent Atlas admins. If you think you should have access, ask an admin to grant it." />
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Not found" message="What you asked for does not exist, or it was removed." />
  }

  return <ErrorPage title="Something went wrong" message="Please try again in a moment." />
}
