import { Link } from 'react-router'
import type { TCatalogueStats } from '../../../server/catalogue/index.ts'
import { pluralise } from '../../lib/agent-display.ts'
import { Card } from '../../ui/card.tsx'
import { CheckIcon } from '../../ui/icons.tsx'
import { PageSection } from '../page-section.tsx'

function WhyChoose({ stats }: { stats: Pick<TCatalogueStats, 'freeAgents' | 'directories'> }) {
  const reasons = [
    {
      title: 'Free to browse, no account needed',
      body: `Search and compare without signing up or giving a card. ${pluralise(stats.freeAgents, 'agent')} in the catalogue cost nothing to use.`,
    },
    {
      title: 'Open about where listings come from',
      body: `Agents are collected from ${pluralise(stats.directories, 'open directory', 'open directories')} under their licences, and each listing names its source.`,
      link: { to: '/about/sources', label: 'See the sources' },
    },
    {
      title: 'Sorted by your industry',
      body: 'Every agent is filed under the industry its own description names, or under General Purpose, never both.',
    },
    {
      title: 'Help to get it running',
      body: 'Each listing says how hard it is to deploy and where it runs. Deployment guides and coaching tracks take you the rest of the way.',
      link: { to: '/deployment', label: 'About deployment' },
    },
  ]

  return (
    <PageSection id="why" title="Why choose Agent Atlas">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <Card className="h-full flex-row gap-4 p-5">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100" data-decorative>
                <CheckIcon className="size-4" />
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{reason.title}</h3>
                <p className="text-sm text-slate-700 dark:text-slate-300">{reason.body}</p>
                {reason.link && (
                  <Link to={reason.link.to} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
                    {reason.link.label} →
                  </Link>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

export { WhyChoose }
