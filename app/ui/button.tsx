import { cn } from '../lib/cn.ts'

type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'link' | 'success'
type ButtonSize = 'default' | 'sm' | 'lg' | 'icon'
type ButtonVariantOptions = { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string }

const SIZE_CLASSES: Record<ButtonSize, string> = { default: 'btn-md', sm: 'btn-sm', lg: 'btn-lg', icon: 'btn-icon' }

/**
 * The classes live in app/app.css (`.btn`, `.btn-<variant>`, `.btn-<size>`): short, shared markup.
 * Two lookups instead of class-variance-authority, which every page's first load carried (~1 KB gzipped, decision 042).
 */
function buttonVariants({ variant, size, className }: ButtonVariantOptions = {}): string {
  const classes = `btn btn-${variant ?? 'default'} ${SIZE_CLASSES[size ?? 'default']}`

  return className ? `${classes} ${className}` : classes
}

type ButtonProps = React.ComponentProps<'button'> & Omit<ButtonVariantOptions, 'className'>

/** A real <button>. For links that look like buttons, put `buttonVariants()` on the <Link>. */
function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export { Button, buttonVariants }
