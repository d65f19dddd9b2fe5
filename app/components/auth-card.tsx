type AuthCardProps = { title: string; lead?: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode }

/** The narrow centred card every sign-in style page uses. */
function AuthCard({ title, lead, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {lead ? <p className="text-slate-700 dark:text-slate-300">{lead}</p> : null}
      </div>
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">{children}</div>
      {footer ? <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">{footer}</div> : null}
    </div>
  )
}

export { AuthCard }
