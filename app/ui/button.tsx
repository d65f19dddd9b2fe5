import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn.ts'

/** The classes live in app/app.css (`.btn`, `.btn-<variant>`, `.btn-<size>`): short, shared markup. */
const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'btn-default',
      secondary: 'btn-secondary',
      outline: 'btn-outline',
      ghost: 'btn-ghost',
      link: 'btn-link',
      success: 'btn-success',
    },
    size: {
      default: 'btn-md',
      sm: 'btn-sm',
      lg: 'btn-lg',
      icon: 'btn-icon',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A real <button>. For links that look like buttons, put `buttonVariants()` on the <Link>. */
function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export { Button, buttonVariants }
