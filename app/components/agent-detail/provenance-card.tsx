import { Link } from 'react-router'
import type { Directory } from '../../../server/crawler/index.ts'
import { Card, CardTitle } from '../../ui/card.tsx'

export type ProvenanceEntry = {
  sourceUrl: string
  licence: string
  /** The directory as the attribution page describes it; null for an unknown key. */
  directory: Pick<Directory, 'key' | 'title' | 'url' | 'licenceName' | 'licenceUrl'> | null
  directoryKey: string
}

/** "Listed from <directory> (licence)", with links to the entry and the licence (attribution). */
function ProvenanceCard({ entries, createdAt }: { entries: ProvenanceEntry[]; createdAt: string }) {
  const added = new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

  return (
    <Card as="section" aria-labelledby="provenance-heading" className="gap-3">
      <CardTitle id="provenance-heading">Where this listing comes from</CardTitle>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Added directly to Agent Atlas on {added}.</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
          {entries.map((entry, index) => (
            <li key={`${entry.directoryKey} ${entry.sourceUrl} ${index}`}>
              Listed from{' '}
              <a href={entry.sourceUrl} rel="noopener" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                {entry.directory?.title ?? entry.directoryKey}
              </a>{' '}
              (
              {entry.directory ? (
                <a href={entry.directory.licenceUrl} rel="noopener license" className="hover:underline">
                  {entry.licence}
                </a>
              ) : (
                entry.licence
              )}
              )
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-300">
        Added on {added}. <Link to="/about/sources" className="underline">About our sources</Link>
      </p>
    </Card>
  )
}

export { ProvenanceCard }
