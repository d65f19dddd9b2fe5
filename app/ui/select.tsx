import { cn } from '../lib/cn.ts'

/**
 * A native <select>: it works without JavaScript inside plain GET forms (filters live in the URL)
 * and brings the platform's keyboard and screen-reader behaviour.
 */
function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      // `.form-control` (app/app.css) and a height a caller may replace: seven selects to a filter form.
      className={cn('form-control h-10', className)}
      {...props}
    />
  )
}

export { Select }
