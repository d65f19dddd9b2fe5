import { Suspense } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { getOptionalUser } from '../server/accounts/index.ts'
import type { Route } from './+types/root'
import { ErrorPage } from './components/error-page.tsx'
import { PreferencesScript } from './components/preferences-script.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { Toaster } from './components/toaster.tsx'
import type { TRootData } from './lib/root-data.ts'
import stylesheetHref from './app.css?url'

/**
 * Every page knows who is signed in (the header's account menu) and this response's CSP nonce
 * (for the few inline scripts; the load context comes from server/http/page-context.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<TRootData> {
  const user = await getOptionalUser(request)

  return {
    user: user ? { id: user.id, name: user.name, email: user.email, role: user.role } : null,
    nonce: context?.nonce ?? '',
  }
}

/** Titles for the error pages below (a route's own meta stops applying once its error reaches the root). */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return []
  const title = !isRouteErrorResponse(error) ? 'Something went wrong' : error.status === 404 ? 'Page not found' : error.status === 403 ? 'Not allowed' : 'Something went wrong'

  return [{ title: `${title} | Agent Atlas` }, { name: 'robots', content: 'noindex' }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The before-paint script sets classes on <html> that the server could not know.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <PreferencesScript />
        <Meta />
        {/* The one stylesheet, with a `precedence` so React writes it at the top of <head>, before the
            modulepreload links of the page's scripts (React puts those first otherwise): the first
            paint waits for it, and it should not queue behind 120 KB of JavaScript for a connection
            (decision 047). */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        {/* Stylesheets need no nonce (style-src allows 'self'); an explicit empty one keeps the server
            from adding the response's nonce, which the client cannot know, so hydration matches. */}
        <Links nonce="" />
      </head>
      {/* The body's colours and the skip link's look are in app/app.css (`body`, `.skip-link`): every page carries these tags. */}
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <div className="flex min-h-screen flex-col">
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {/* A Suspense boundary (nothing in it suspends) lets React hydrate the page's content in
                slices, yielding to the browser between them, after the header: one long task of
                hydrating 24 cards blocked input for ~0.7 s on a throttled phone (decision 034). */}
            <Suspense>{children}</Suspense>
          </main>
          <SiteFooter />
        </div>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Page not found" message="The page you asked for does not exist. It may have moved, or the address may be mistyped." />
  }

  if (isRouteErrorResponse(error) && error.status === 403) {
    return <ErrorPage title="Not allowed" message="This page is for admins, or for the owner of what it shows. If you think you should have access, ask an admin." />
  }

  return <ErrorPage title="Something went wrong" message="Please try again in a moment." />
}
