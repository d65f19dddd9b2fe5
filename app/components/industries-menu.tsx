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
      triggerClassName="nav-link inline-flex items-center gap-1 focus-visible:outline-2 focus-visible:outline-brand-600"
      trigger={
        <>
          Industries
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180 group-data-open:rotate-180" />
        </>
      }
      panelClassName="menu-panel absolute left-0 z-40 mt-2 w-64"
    >
      <ul className="flex flex-col">
        {VERTICALS.map((industry) => (
          <li key={industry}>
            <Link to={`/industries/${industry}`} className="menu-item">
              {INDUSTRY_LABELS[industry]}
            </Link>
          </li>
        ))}
        <li className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
          <Link to="/marketplace" className="menu-item font-medium text-brand-700 hover:text-brand-700 dark:text-brand-100">
            All agents
          </Link>
        </li>
      </ul>
    </Disclosure>
  )
}

export { IndustriesMenu }
