import { Link, NavLink } from 'react-router'
import { cn } from '../lib/cn.ts'
import { DESKTOP_LINKS } from '../lib/navigation.ts'
import { buttonVariants } from '../ui/button.tsx'
import { PlusIcon } from '../ui/icons.tsx'
import { AccessibilityMenu } from './accessibility-menu.tsx'
import { AccountMenu } from './account-menu.tsx'
import { IndustriesMenu } from './industries-menu.tsx'
import { MobileMenu } from './mobile-menu.tsx'
import { SiteLogo } from './site-logo.tsx'

// `.nav-link` (app/app.css) sits in the components layer, so the active colours (utilities) win.
const navLinkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav-link text-brand-700 dark:text-brand-100' : 'nav-link')

/**
 * Desktop: one row from 1280px; between 1024 and 1280 the navigation wraps to a second row.
 * Phones and tablets get the menu button instead (spec §2 "Header and navigation"). Nothing floats
 * over the page: the accessibility toggle and the phone's Contribute button live here (issue 20).
 */
function SiteHeader() {
  const { browseByIndustry, premiumFeatures, reachSoloBusinesses, listAgent, findAi } = DESKTOP_LINKS

  return (
    <header className="relative border-b border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 sm:px-6">
        <SiteLogo className="order-1" />
        <nav aria-label="Main" className="order-3 hidden w-full lg:block xl:order-2 xl:ml-4 xl:w-auto">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to={browseByIndustry.to} className={navLinkClass}>
                {browseByIndustry.label}
              </NavLink>
            </li>
            <li>
              <IndustriesMenu />
            </li>
            <li>
              <NavLink to={premiumFeatures.to} className={navLinkClass}>
                {premiumFeatures.label}
              </NavLink>
            </li>
            <li>
              <NavLink to={reachSoloBusinesses.to} className={navLinkClass}>
                {reachSoloBusinesses.label}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="order-2 ml-auto flex items-center gap-1 sm:gap-2 xl:order-3">
          <Link to={listAgent.to} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'hidden lg:inline-flex')}>
            {listAgent.label}
          </Link>
          {/* Phones and tablets: spec §2's floating Contribute button, kept in the header so it never covers the page. */}
          <Link to="/contribute" className={cn(buttonVariants({ size: 'sm' }), 'max-sm:size-10 max-sm:px-0 lg:hidden')}>
            <PlusIcon className="size-4" />
            {/* Phones narrower than 640px show the plus alone; the menu also lists "+ Contribute Agent". */}
            <span className="max-sm:sr-only">Contribute</span>
          </Link>
          <AccessibilityMenu />
          <AccountMenu />
          <Link to={findAi.to} className={cn(buttonVariants({ size: 'sm' }), 'hidden lg:inline-flex')}>
            {findAi.label}
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

export { SiteHeader }
