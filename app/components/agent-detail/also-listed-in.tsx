import type { ProvenanceEntry } from './provenance-card.tsx'

/** "Also listed in": shown when more than one public directory lists this agent. */
function AlsoListedIn({ entries }: { entries: ProvenanceEntry[] }) {
  const directories = [...new Map(entries.map((entry) => [entry.directoryKey, entry])).values()]
  if (directories.length < 2) return null

  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="font-medium">Also listed in </span>
      {directories.map((entry, position) => (
        <span key={entry.directoryKey}>
          {position > 0 && (position === directories.length - 1 ? ' and ' : ', ')}
          <a href={entry.sourceUrl} rel="noopener" className="text-brand-700 underline dark:text-brand-100">
            {entry.directory?.title ?? entry.directoryKey}
          </a>
        </span>
      ))}
    </p>
  )
}

export { AlsoListedIn }
