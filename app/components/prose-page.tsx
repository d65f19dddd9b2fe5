import { cn } from '../lib/cn.ts'

type ProsePageProps = { title: string; lead?: React.ReactNode; updated?: string; children: React.ReactNode; className?: string }

/** Text pages (about, privacy, terms): one readable column with styled headings, lists and links. */
function ProsePage({ title, lead, updated, children, className }: ProsePageProps) {
  return (
    <article className={cn('mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6', className)}>
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
        {updated && <p className="text-sm text-slate-600 dark:text-slate-300">Last updated: {updated}</p>}
      </header>
      <div className="flex flex-col gap-4 text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:ml-5 [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1">
        {children}
      </div>
    </article>
  )
}

export { ProsePage }
