import type { Route } from './+types/home'

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Agent Atlas' }]
}

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-bold">Agent Atlas</h1>
    </main>
  )
}
