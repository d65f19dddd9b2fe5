import { useId } from 'react'
import { useNavigation } from 'react-router'
import { cn } from '../lib/cn.ts'
import { Button } from './button.tsx'
import { CONTROL_CLASS, Input } from './input.tsx'
import { Label } from './label.tsx'
import { Select } from './select.tsx'

/**
 * The form kit (decision 027): every page form builds its fields, its form-level message and its
 * submit button from these, so labels, hints and errors are wired the same way everywhere
 * (aria-describedby, aria-invalid) and the forms keep working without JavaScript (plain posts; the
 * pending state only shows once React runs).
 */

/** What a control inside a Field needs: its id, and the ids that describe it (hint, error). */
export type TFieldControl = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }

type FieldProps = {
  label: React.ReactNode
  name: string
  hint?: React.ReactNode
  error?: string
  /** 'required' adds a star, 'optional' says "(optional)"; left out, the label stands alone. */
  marker?: 'required' | 'optional'
  /** A fixed id for the control (for a label elsewhere on the page); otherwise one is generated. */
  id?: string
  className?: string
  children: (control: TFieldControl) => React.ReactNode
}

/** A label, one control, its hint and its error, tied together with aria-describedby. */
function Field({ label, name, hint, error, marker, id, className, children }: FieldProps) {
  const generatedId = `${name}-${useId()}`
  const controlId = id ?? generatedId
  const hintId = hint ? `${controlId}-hint` : undefined
  const errorId = error ? `${controlId}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {marker === 'required' ? <span aria-hidden="true"> *</span> : null}
        {marker === 'optional' ? <span className="font-normal text-slate-600 dark:text-slate-300"> (optional)</span> : null}
      </Label>
      {children({ id: controlId, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
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

type InputFieldProps = React.ComponentProps<'input'> & { label: string; name: string; error?: string; hint?: string; fieldClassName?: string }

/** The common case: a labelled text input (email, password, number…); `className` styles the input. */
function InputField({ label, name, error, hint, id, fieldClassName, ...inputProps }: InputFieldProps) {
  return (
    <Field label={label} name={name} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => <Input name={name} {...control} {...inputProps} />}
    </Field>
  )
}

type TextareaFieldProps = React.ComponentProps<'textarea'> & { label: string; name: string; error?: string; hint?: string; fieldClassName?: string }

/** A labelled multi-line text box. */
function TextareaField({ label, name, error, hint, id, fieldClassName, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field label={label} name={name} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => <textarea name={name} className={cn(CONTROL_CLASS, className)} {...control} {...textareaProps} />}
    </Field>
  )
}

type SelectFieldProps = React.ComponentProps<'select'> & {
  label: string
  name: string
  error?: string
  hint?: string
  fieldClassName?: string
  /** Options as [value, label] pairs, after any given as children (such as a "Not set" first one). */
  options?: readonly (readonly [value: string, label: string])[]
}

/** A labelled native select. */
function SelectField({ label, name, error, hint, id, fieldClassName, options = [], children, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} name={name} hint={hint} error={error} id={id} className={fieldClassName}>
      {(control) => (
        <Select name={name} {...control} {...selectProps}>
          {children}
          {options.map(([value, optionLabel]) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}

type FormMessageProps = { isError?: boolean; id?: string; className?: string; children: React.ReactNode }

/** A form-level outcome, announced to screen readers (alert for errors, status otherwise). */
function FormMessage({ isError = false, id, className, children }: FormMessageProps) {
  return (
    <p
      id={id}
      role={isError ? 'alert' : 'status'}
      className={cn(
        isError
          ? 'rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
        className,
      )}
    >
      {children}
    </p>
  )
}

/** A short error beside a small control (a vote, a report), where a boxed message would be too loud. */
function InlineError({ id, className, children }: { id?: string; className?: string; children: React.ReactNode }) {
  return (
    <p id={id} role="alert" className={cn('text-sm text-red-700 dark:text-red-300', className)}>
      {children}
    </p>
  )
}

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, 'type'> & {
  /** Shown instead of the label while the post is on its way (e.g. 'Saving…'). */
  pendingLabel?: React.ReactNode
  /** For fetcher forms: `fetcher.state !== 'idle'`. Left out, the page navigation tells. */
  isPending?: boolean
  /** Fields (hidden inputs) that tell this form's post from the page's others, e.g. `{ intent: 'deploy' }`. */
  matches?: Record<string, string | number>
}

/**
 * A submit button that is disabled while its form is being sent. With a page `<Form>`, it is
 * pending while a post is on its way (and the page reloads after it); when the button carries
 * `name`/`value` (an intent) or `matches` names hidden fields, only while that form is posted.
 * Server and first client render agree (idle), so hydration sees the same button.
 */
function SubmitButton({ pendingLabel, isPending, matches = {}, disabled, name, value, children, ...props }: SubmitButtonProps) {
  const { formData, formMethod } = useNavigation()
  const expected = name === undefined ? matches : { ...matches, [name]: String(value) }
  // formData stays set while the page reloads after the post, so the button stays disabled until it is done;
  // a GET form (a filter) on the same page is not a post.
  const isPosting = formData !== undefined && formMethod !== undefined && formMethod.toUpperCase() !== 'GET'
  const isThisPost = isPosting && Object.entries(expected).every(([field, fieldValue]) => formData.get(field) === String(fieldValue))
  const pending = isPending ?? isThisPost

  return (
    <Button type="submit" name={name} value={value} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  )
}

export { Field, FormMessage, InlineError, InputField, SelectField, SubmitButton, TextareaField }
