import { useEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn.ts'
import { dismissToast, TOAST_DURATION_MS, type TToast } from '../lib/toast.ts'
import { CloseIcon } from '../ui/icons.tsx'

/** Spec §9: a swipe of 50 px to the right dismisses a toast. */
const SWIPE_THRESHOLD_PX = 50

const TONES = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  info: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50',
} as const

/** Counts down the toast's 5 s, paused while the pointer or keyboard focus is on it. */
function useAutoDismiss(toast: TToast, isPaused: boolean) {
  const remaining = useRef(TOAST_DURATION_MS)

  useEffect(() => {
    if (isPaused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current)

    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [toast.id, isPaused])
}

/**
 * One toast: auto-dismissed after 5 s, paused under the pointer or focus, swiped away. Loaded when
 * the first toast shows (toaster.tsx), so no page's first load carries it (decision 034).
 */
function ToastCard({ toast }: { toast: TToast }) {
  const [isHovered, setIsHovered] = useState(false)
  const [isFocused, setIsFocused] = useState(false)
  const [swipeX, setSwipeX] = useState(0)
  const swipeStart = useRef<number | null>(null)
  useAutoDismiss(toast, isHovered || isFocused)

  return (
    <div
      data-tone={toast.tone}
      className={cn('pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg', TONES[toast.tone])}
      style={swipeX > 0 ? { transform: `translateX(${swipeX}px)`, opacity: Math.max(0.2, 1 - swipeX / 200) } : undefined}
      onPointerEnter={() => setIsHovered(true)}
      onPointerLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setSwipeX(Math.max(0, event.clientX - swipeStart.current))
      }}
      onPointerUp={() => {
        if (swipeX >= SWIPE_THRESHOLD_PX) dismissToast(toast.id)
        swipeStart.current = null
        setSwipeX(0)
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
      <button type="button" onClick={() => dismissToast(toast.id)} className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-white/10">
        <CloseIcon className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  )
}

export default ToastCard
