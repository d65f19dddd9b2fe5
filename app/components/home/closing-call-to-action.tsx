import { Link } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { buttonVariants } from '../../ui/button.tsx'

function ClosingCallToAction() {
  return (
    <section aria-labelledby="closing-heading" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-700 px-6 py-12 text-center text-white">
        <h2 id="closing-heading" className="text-2xl font-bold sm:text-3xl">
          Ready to put an AI agent to work?
        </h2>
        <p className="max-w-2xl text-brand-50">Answer six questions and we suggest agents that match your work, your skills and your time.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/matchmaker" className={cn(buttonVariants({ size: 'lg' }), 'bg-white text-brand-800 hover:bg-brand-50')}>
            Find AI for My Business
          </Link>
          <Link to="/marketplace" className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-white bg-transparent text-white hover:bg-brand-800 dark:border-white dark:bg-transparent')}>
            Browse the marketplace
          </Link>
        </div>
      </div>
    </section>
  )
}

export { ClosingCallToAction }
