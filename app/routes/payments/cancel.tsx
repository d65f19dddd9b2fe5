import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'

export function meta() {
  return [{ title: 'Payment cancelled | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

/** Back from a checkout without paying (spec §2). */
export default function Cancel() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-12">
      <Card className="gap-4">
        <h1 className="text-2xl font-bold">Payment cancelled</h1>
        <p role="status">No charges were made. You can return to the marketplace or try again whenever you like.</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/marketplace" className={buttonVariants()}>
            Marketplace
          </Link>
          <Link to="/advertise" className={buttonVariants({ variant: 'outline' })}>
            Advertise your agent
          </Link>
        </div>
      </Card>
    </div>
  )
}
