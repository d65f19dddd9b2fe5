import { Link } from 'react-router'
import { buttonVariants } from '../ui/button.tsx'

type ErrorPageProps = { title: string; message: string; children?: React.ReactNode }

/** What a visitor sees for a missing page or a failure: what happened and where to go next. */
function ErrorPage({ title, message, children }: ErrorPageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-slate-700 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children ?? (
          <>
            <Link to="/" className={buttonVariants()}>
              Go Home
            </Link>
            <Link to="/marketplace" className={buttonVariants({ variant: 'outline' })}>
              Browse agents
            </Link>
          </>
        )}
      </div>
    </div>
  )
}

export { ErrorPage }
