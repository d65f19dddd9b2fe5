import { data } from 'react-router'
import { ErrorPage } from '../components/error-page.tsx'

/** Every unknown address: a real 404 status and page (rendered by the root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 })
}

export function meta() {
  return [{ title: 'Page not found | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

export default function NotFound() {
  return <ErrorPage title="Page not found" message="The page you asked for does not exist." />
}

export function ErrorBoundary() {
  return <ErrorPage title="Page not found" message="The page you asked for does not exist. It may have moved, or the address may be mistyped." />
}
