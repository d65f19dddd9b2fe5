import { cn } from '../lib/cn.ts'

type CardProps = React.ComponentProps<'div'> & { as?: 'div' | 'article' | 'section' | 'li' }

/** `as="article"` for self-contained items (an agent card), `section` for a titled part of a page. */
function Card({ className, as = 'div', ...props }: CardProps) {
  // The elements share the attributes cards use; typing them as a div keeps the props simple.
  const Element = as as 'div'

  return (
    // `.card` (app/app.css): the frame every card shares, overridable by utilities.
    <Element className={className ? `card ${className}` : 'card'} {...props} />
  )
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5', className)} {...props} />
}

type CardTitleProps = React.ComponentProps<'h2'> & { as?: 'h2' | 'h3' | 'h4' }

/** Cards sit at different depths of the page outline, so the heading level is chosen by the caller. */
function CardTitle({ className, as: Heading = 'h2', ...props }: CardTitleProps) {
  return <Heading data-slot="card-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-slate-600 dark:text-slate-300', className)} {...props} />
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-3', className)} {...props} />
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={className ? `card-footer ${className}` : 'card-footer'} {...props} />
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle }
