import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { showToast } from '../../lib/toast.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

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

/**
 * A titled outcome kept on the page: errors (announced as alerts, beside the form they concern)
 * and results with a next step to follow. A plain confirmation is a ToastNotice instead.
 */
function Notice({ tone, title, children, className }: NoticeProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex flex-col gap-1 rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}>
      <p className="font-semibold">{title}</p>
      {children ? <div className="flex flex-col gap-2">{children}</div> : null}
    </div>
  )
}

type ToastNoticeProps = { tone?: 'success' | 'info'; title: string; description?: string }

/**
 * A confirmation (spec §9's toasts): with JavaScript it shows as the one toast for 5 seconds;
 * without it (the page came back from a plain form POST) it stays on the page as a Notice.
 */
function ToastNotice({ tone = 'success', title, description }: ToastNoticeProps) {
  const isHydrated = useHydrated()
  // A navigation that lands on the same outcome again (the same form sent twice) toasts again.
  const { key: locationKey } = useLocation()

  useEffect(() => {
    if (isHydrated) showToast({ tone, title, description })
  }, [isHydrated, tone, title, description, locationKey])

  if (isHydrated) return null

  return (
    <Notice tone={tone} title={title}>
      {description ? <p>{description}</p> : null}
    </Notice>
  )
}

export { Notice, ToastNotice }
