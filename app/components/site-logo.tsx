import { Link } from 'react-router'
import { cn } from '../lib/cn.ts'

function SiteLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 dark:text-white', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8" data-decorative>
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 23 16 8l7 15M11.5 18h9" fill="none" stroke="white" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Agent Atlas</span>
    </Link>
  )
}

export { SiteLogo }
