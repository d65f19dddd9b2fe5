import { Link } from 'react-router'
import { MOBILE_LINKS } from '../lib/navigation.ts'
import { Disclosure } from '../ui/disclosure.tsx'
import { CloseIcon, MenuIcon } from '../ui/icons.tsx'

/** The phone menu (spec §2): it closes when one of its links is followed. */
function MobileMenu() {
  return (
    <Disclosure
      isMenu
      className="lg:hidden"
      triggerClassName="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
      trigger={
        <>
          <MenuIcon className="group-open:hidden group-data-open:hidden" />
          <CloseIcon className="hidden group-open:block group-data-open:block" />
          <span className="sr-only">Menu</span>
        </>
      }
      panelClassName="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-950"
    >
      <nav aria-label="Mobile">
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3">
          {MOBILE_LINKS.map((link) => (
            <li key={link.to + link.label}>
              <Link to={link.to} className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Disclosure>
  )
}

export { MobileMenu }
