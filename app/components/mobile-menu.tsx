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
      triggerClassName="icon-button"
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
              <Link to={link.to} className="mobile-link">
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
