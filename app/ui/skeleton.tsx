import { cn } from '../lib/cn.ts'

/** Loading placeholder for client-side fetches; server-rendered pages arrive loaded. */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)} {...props} />
}

export { Skeleton }
