import { Link } from 'react-router'
import { cn } from '../lib/cn.ts'
import { SPRITE_URL } from '../ui/icon-sprite.tsx'

function SiteLogo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 dark:text-white', className)}>
      {/* The shape is a symbol of public/icons.svg, which the page's cards load anyway: not in every page twice. */}
      <svg aria-hidden="true" className="size-8" data-decorative>
        <use href={`${SPRITE_URL}#logo`} />
      </svg>
      <span>Agent Atlas</span>
    </Link>
  )
}

export { SiteLogo }
