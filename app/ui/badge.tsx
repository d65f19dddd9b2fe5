import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../lib/cn.ts'

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-600 text-white',
        secondary: 'border-transparent bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        outline: 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200',
        // Difficulty colours (spec §4): beginner green, intermediate yellow, advanced red, other grey.
        green: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
        yellow: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
        red: 'border-transparent bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
        grey: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
        premium: 'border-transparent bg-violet-700 text-white',
        warning: 'border-amber-400 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>

function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}

export { Badge, badgeVariants }
