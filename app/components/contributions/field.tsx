import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { Label } from '../../ui/label.tsx'

export const CONTROL_CLASS =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-50 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400'

/** What a control inside a Field needs: its id, and the ids that describe it (hint, error). */
export type TFieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type FieldProps = {
  label: string
  name: string
  hint?: React.ReactNode
  error?: string
  isRequired?: boolean
  className?: string
  children: (control: TFieldControl) => React.ReactNode
}

/** A label, one control, its hint and its error, tied together with aria-describedby. */
function Field({ label, name, hint, error, isRequired = false, className, children }: FieldProps) {
  const id = `${name}-${useId()}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? <span aria-hidden="true"> *</span> : <span className="font-normal text-slate-600 dark:text-slate-300"> (optional)</span>}
      </Label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export { Field }
