import { useId } from 'react'
import { Input } from '../../ui/input.tsx'
import { Label } from '../../ui/label.tsx'

type FormFieldProps = React.ComponentProps<'input'> & {
  label: string
  name: string
  error?: string
  hint?: string
}

/** A labelled input with its hint and error tied to it (aria-describedby), for the account forms. */
function FormField({ label, name, error, hint, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId()
  const inputId = id ?? `${name}-${generatedId}`
  const hintId = hint ? `${inputId}-hint` : undefined
  const errorId = error ? `${inputId}-error` : undefined

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} name={name} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...inputProps} />
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

type FormMessageProps = { isError?: boolean; children: React.ReactNode }

/** A form-level outcome, announced to screen readers (alert for errors, status otherwise). */
function FormMessage({ isError = false, children }: FormMessageProps) {
  return (
    <p
      role={isError ? 'alert' : 'status'}
      className={
        isError
          ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
      }
    >
      {children}
    </p>
  )
}

type AuthCardProps = { title: string; lead?: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode }

/** The narrow centred card every sign-in style page uses. */
function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {lead ? <p className="text-slate-700 dark:text-slate-300">{lead}</p> : null}
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">{children}</div>
      {footer ? <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">{footer}</div> : null}
    </div>
  )
}

export { AuthCard, FormField, FormMessage }
