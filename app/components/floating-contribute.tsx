import { Link } from 'react-router'
import { PlusIcon } from '../ui/icons.tsx'

/** The phone-only Contribute button (spec §2); desktop has '+ List Agent' in the header. */
function FloatingContribute() {
  return (
    <aside aria-label="Contribute" data-floating className="lg:hidden">
      <Link
        to="/contribute"
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <PlusIcon className="size-4" />
        Contribute
      </Link>
    </aside>
  )
}

export { FloatingContribute }
