import { cn } from '../lib/cn.ts'

/**
 * The look of every text control (inputs, text areas, selects drawn by hand): `.form-control` in
 * app/app.css, one short class on each of a filter form's fields; a caller's utilities still win.
 */
export const CONTROL_CLASS = 'form-control'

function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn('h-10', CONTROL_CLASS, className)} {...props} />
}

export { Input }
