import { cn } from '../lib/cn.ts'

function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('text-sm font-medium text-slate-800 dark:text-slate-200', className)} {...props} />
}

export { Label }
