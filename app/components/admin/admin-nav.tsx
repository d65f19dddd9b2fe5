import { NavLink } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { ADMIN_SECTIONS } from './admin-sections.ts'

/** The admin area's navigation, on every admin page: the current page is marked for screen readers too. */
function AdminNav() {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2 text-sm">
        <li>
          <NavLink end to="/admin" className={({ isActive }) => linkClass(isActive)}>
            Admin home
          </NavLink>
        </li>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className={({ isActive }) => linkClass(isActive)}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function linkClass(isActive: boolean) {
  return cn(
    'inline-block rounded-md px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
    isActive && 'bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100',
  )
}

export { AdminNav }
