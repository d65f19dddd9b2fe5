import { Form, Link, useLocation } from 'react-router'
import { useRootData } from '../lib/root-data.ts'
import { Disclosure } from '../ui/disclosure.tsx'
import { UserIcon } from '../ui/icons.tsx'

const itemClass = 'menu-item w-full text-left dark:hover:text-white'

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
  const rootData = useRootData()
  const user = rootData?.user ?? null
  const returnPath = useReturnPath()
  const redirectQuery = returnPath === '/' ? '' : `?redirectTo=${encodeURIComponent(returnPath)}`

  return (
    <Disclosure
      isMenu
      className="relative"
      triggerClassName="icon-button hover:text-slate-900 dark:hover:text-white"
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
      panelClassName="menu-panel absolute right-0 z-40 mt-2 w-60"
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
