import { Link } from 'react-router'
import { FOOTER_GROUPS } from '../lib/navigation.ts'
import { SiteLogo } from './site-logo.tsx'

/** The year is the visitor's current year at render time (product.md: not a fixed 2024). */
function SiteFooter() {
  const year = new Date().getFullYear()

  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <SiteLogo />
          <p className="text-muted text-sm">
            A directory of free and affordable AI agents for solo professionals, small teams, schools, clinics and law firms.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{group.title}</h2>
            {/* `.footer-links` (app/app.css) styles the links: no class string repeated on each of them. */}
            <ul className="footer-links">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        {/* Bottom padding keeps the floating buttons from covering the last line. */}
        <p className="text-muted mx-auto max-w-7xl px-4 pt-4 pb-20 text-sm sm:px-6">
          {`© ${year} Agent Atlas. Agent listings come from public directories under their own licences.`}
        </p>
      </div>
    </footer>
  )
}

export { SiteFooter }
