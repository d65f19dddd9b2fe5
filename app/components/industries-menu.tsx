import { Link } from 'react-router'
import { INDUSTRY_LABELS, VERTICALS } from '../../server/shared/taxonomy.ts'
import { Disclosure } from '../ui/disclosure.tsx'
import { ChevronDownIcon } from '../ui/icons.tsx'

/** The header's Industries dropdown: one landing page per vertical. */
function IndustriesMenu() {
  return (
    <Disclosure
      isMenu
      className="relative"
      triggerClassName="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white"
      trigger={
        <>
          Industries
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180 group-data-open:rotate-180" />
        </>
      }
      panelClassName="absolute left-0 z-40 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <ul className="flex flex-col">
        {VERTICALS.map((industry) => (
          <li key={industry}>
            <Link
              to={`/industries/${industry}`}
              className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {INDUSTRY_LABELS[industry]}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
          <Link to="/marketplace" className="block rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800">
            All agents
          </Link>
        </li>
      </ul>
    </Disclosure>
  )
}

export { IndustriesMenu }
