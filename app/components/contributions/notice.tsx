import { cn } from '../../lib/cn.ts'

type NoticeProps = {
  tone: 'success' | 'error' | 'info'
  title: string
  children?: React.ReactNode
  className?: string
}

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  info: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50',
} as const

/** A titled outcome (the spec's toasts, kept on the page); errors are announced as alerts. */
function Notice({ tone, title, children, className }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex flex-col gap-1 rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="flex flex-col gap-2">{children}</div> : null}
    </div>
  )
}

export { Notice }
