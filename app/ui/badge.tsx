import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn.ts'

/** The classes live in app/app.css (`.badge`, `.badge-<variant>`): short, shared markup. */
const badgeVariants = cva('badge', {
  variants: {
    variant: {
      default: 'badge-default',
      secondary: 'badge-secondary',
      outline: 'badge-outline',
      // Difficulty colours (spec §4): beginner green, intermediate yellow, advanced red, other grey.
      green: 'badge-green',
      yellow: 'badge-yellow',
      red: 'badge-red',
      grey: 'badge-grey',
      premium: 'badge-premium',
      warning: 'badge-warning',
    },
  },
  defaultVariants: { variant: 'default' },
})

type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>

function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}

export { Badge, badgeVariants }
