import { cn } from '../lib/cn.ts'

/**
 * The classes live in app/app.css (`.badge`, `.badge-<variant>`): short, shared markup. Difficulty
 * colours (spec §4): beginner green, intermediate yellow, advanced red, other grey.
 */
type BadgeVariant = 'default' | 'secondary' | 'outline' | 'green' | 'yellow' | 'red' | 'grey' | 'premium' | 'warning'

type BadgeProps = React.ComponentProps<'span'> & { variant?: BadgeVariant | null }

function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(`badge badge-${variant ?? 'default'}`, className)} {...props} />
}

export { Badge, type BadgeVariant }
