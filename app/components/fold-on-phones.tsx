import { useId } from 'react'
import { cn } from '../lib/cn.ts'

type FoldOnPhonesProps = {
  /** The toggle's text, e.g. "Filters (2)". */
  label: string
  children: React.ReactNode
  /** Layout classes for the content once shown (it is hidden on phones until opened). */
  className?: string
  /** Start opened (e.g. the viewer was just using the folded controls). */
  defaultOpen?: boolean
}

/**
 * Folds content behind a toggle below the lg breakpoint so the first result shows in the first
 * screen on a phone; from lg up it is always shown. A checkbox and CSS do the folding, so it works
 * without JavaScript too.
 */
function FoldOnPhones({ label, children, className, defaultOpen = false }: FoldOnPhonesProps) {
  const id = useId()

  return (
    <>
      <input id={id} type="checkbox" defaultChecked={defaultOpen} className="peer sr-only lg:hidden" />
      <label
        htmlFor={id}
        className="inline-flex h-10 cursor-pointer items-center justify-center self-start rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 peer-checked:bg-slate-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 lg:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:peer-checked:bg-slate-800"
      >
        {label}
      </label>
      <div className={cn('hidden peer-checked:flex lg:flex', className)}>{children}</div>
    </>
  )
}

export { FoldOnPhones }
