import { Form, Link, useLocation, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '../root.tsx'
import { Disclosure } from '../ui/disclosure.tsx'
import { UserIcon } from '../ui/icons.tsx'

const itemClass =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'

/** Where sign-in should come back to: this page, unless this page is itself part of signing in. */
function useReturnPath(): string {
  const { pathname, search } = useLocation()
  const isAuthPage = ['/sign-in', '/sign-up', '/sign-out', '/forgot-password', '/reset-password'].includes(pathname)

  return isAuthPage ? '/' : `${pathname}${search}`
}

/**
 * The header's user icon. Signed out: Sign in and Sign up. Signed in: Dashboard, Saved agents,
 * Account (and Manage users for admins), and Sign out, a POST form so it works without JavaScript
 * and cannot be triggered by a link on another site.
 */
function AccountMenu() {
  const rootData = useRouteLoaderData<typeof rootLoader>('root')
  const user = rootData?.user ?? null
  const returnPath = useReturnPath()
  const redirectQuery = returnPath === '/' ? '' : `?redirectTo=${encodeURIComponent(returnPath)}`

  return (
    <Disclosure
      isMenu
      className="relative"
      triggerClassName="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      trigger={
        <>
          {user ? (
            // Signed in: the member's initial in place of the generic icon, so the state shows at a glance.
            <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {(user.name || user.email).trim().charAt(0).toUpperCase()}
            </span>
          ) : (
            <UserIcon className="size-5" />
          )}
          <span className="sr-only">{user ? `Account menu for ${user.name}` : 'Account'}</span>
        </>
      }
      panelClassName="absolute right-0 z-40 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {user ? (
        <>
          <p className="truncate px-3 pt-1 pb-2 text-xs text-slate-600 dark:text-slate-300">
            Signed in as <span className="font-medium text-slate-900 dark:text-white">{user.email}</span>
          </p>
          <ul className="flex flex-col border-t border-slate-200 pt-1 dark:border-slate-700">
            <li>
              <Link to="/premium/dashboard" className={itemClass}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/account/saved" className={itemClass}>
                Saved agents
              </Link>
            </li>
            <li>
              <Link to="/account" className={itemClass}>
                Account
              </Link>
            </li>
            {user.role === 'admin' ? (
              <>
                <li>
                  <Link to="/admin" className={itemClass}>
                    Admin
                  </Link>
                </li>
                <li>
                  <Link to="/admin/users" className={itemClass}>
                    Manage users
                  </Link>
                </li>
              </>
            ) : null}
            <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
              <Form method="post" action="/sign-out">
                <button type="submit" className={itemClass}>
                  Sign out
                </button>
              </Form>
            </li>
          </ul>
        </>
      ) : (
        <ul className="flex flex-col">
          <li>
            <Link to={`/sign-in${redirectQuery}`} className={itemClass}>
              Sign in
            </Link>
          </li>
          <li>
            <Link to={`/sign-up${redirectQuery}`} className={itemClass}>
              Sign up
            </Link>
          </li>
        </ul>
      )}
    </Disclosure>
  )
}

export { AccountMenu }
