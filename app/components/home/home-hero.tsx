import { Form, Link } from 'react-router'
import { formatCount } from '../../lib/agent-display.ts'
import { INDUSTRY_LABELS, VERTICALS } from '../../../server/shared/taxonomy.ts'
import { Button, buttonVariants } from '../../ui/button.tsx'
import { SearchIcon } from '../../ui/icons.tsx'
import { SearchCombobox } from '../search-combobox.tsx'

function HomeHero({ totalAgents }: { totalAgents: number }) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-10 text-center sm:px-6 sm:py-14">
        <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100 dark:bg-slate-900 dark:text-brand-100 dark:ring-slate-700">
          {formatCount(totalAgents)} agents from open directories, free to browse
        </p>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">Find the AI agent that fits your business</h1>
        <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          Free and affordable AI agents for solo professionals, small teams, schools, clinics and law firms. Compare them, read honest reviews, and get help to deploy them.
        </p>
        <Form method="get" action="/marketplace" role="search" aria-label="Search agents" className="flex w-full max-w-2xl flex-col gap-2 sm:flex-row">
          <label htmlFor="hero-search" className="sr-only">
            Search agents
          </label>
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <SearchCombobox id="hero-search" name="search" placeholder="What should the agent do? e.g. review contracts" className="h-12 pl-10 text-base" />
          </div>
          <Button type="submit" size="lg" variant="outline">
            Search
          </Button>
        </Form>
        <nav aria-label="Industries" className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600 dark:text-slate-300">Or start with your industry:</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {VERTICALS.map((industry) => (
              <li key={industry}>
                <Link
                  to={`/marketplace?useCase=${industry}`}
                  className="inline-flex rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:text-brand-100"
                >
                  {INDUSTRY_LABELS[industry]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/matchmaker" className={buttonVariants({ size: 'lg' })}>
            Find AI for My Business
          </Link>
          <Link to="/marketplace" className={buttonVariants({ variant: 'ghost' })}>
            Browse all agents
          </Link>
        </div>
      </div>
    </div>
  )
}

export { HomeHero }
