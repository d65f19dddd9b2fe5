import { cn } from '../lib/cn.ts'

type PageHeroProps = {
  eyebrow?: string
  title: React.ReactNode
  description?: React.ReactNode
  children?: React.ReactNode
  className?: string
}

/** The top of a page: its one h1, a lead paragraph (from sm up: on phones the first result must show in the first screen), and room for search or shortcuts. */
function PageHero({ eyebrow, title, description, children, className }: PageHeroProps) {
  return (
    // `.page-hero*` (app/app.css): every page starts with one; a caller's utilities still win.
    <div className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="page-hero-body">
        {eyebrow && <p className="page-hero-eyebrow">{eyebrow}</p>}
        <h1 className="page-hero-title">{title}</h1>
        {description && <div className="page-hero-lead">{description}</div>}
        {children}
      </div>
    </div>
  )
}

type PageSectionProps = {
  id?: string
  title: React.ReactNode
  description?: React.ReactNode
  children: React.ReactNode
  className?: string
  /** Extra content beside the heading (a "View all" link). */
  aside?: React.ReactNode
}

/** A titled part of a page (h2), centred in the page width. */
function PageSection({ id, title, description, children, className, aside }: PageSectionProps) {
  const headingId = id ? `${id}-heading` : undefined

  return (
    <section id={id} aria-labelledby={headingId} className={cn('mx-auto max-w-7xl px-4 py-10 sm:px-6', className)}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div className="flex max-w-3xl flex-col gap-2">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <div className="text-slate-700 dark:text-slate-300">{description}</div>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** Width and spacing for a page's body under its hero. */
function PageBody({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('mx-auto max-w-7xl px-4 py-8 sm:px-6', className)} {...props} />
}

export { PageBody, PageHero, PageSection }
