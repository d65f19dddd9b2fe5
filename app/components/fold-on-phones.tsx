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
      {/* `.fold-toggle` (app/app.css): the look of an outline button that shows its checkbox's state. */}
      <label htmlFor={id} className="fold-toggle">
        {label}
      </label>
      <div className={cn('hidden peer-checked:flex lg:flex', className)}>{children}</div>
    </>
  )
}

export { FoldOnPhones }
