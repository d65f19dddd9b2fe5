import { SELF_DEPLOYABLE_LABELS, selfDeployableFromStored, type TDeploymentFacts } from '../../../server/shared/deployment-facts.schemas.ts'
import type { TAgentDetail } from '../../../server/catalogue/index.ts'
import { deploymentFactRows } from '../deployment/deployment-facts-list.tsx'
import { formatCount } from '../../lib/agent-display.ts'
import { formatPrice } from '../../lib/money.ts'
import { CATEGORY_LABELS, INFRASTRUCTURE_LABELS, labelFromCode, type Category, type Infrastructure } from '../../../server/shared/taxonomy.ts'
import { Card, CardTitle } from '../../ui/card.tsx'

const NOT_STATED = 'Not stated'

/** Spec §2 Details card, plus the real facts the sources give (licence, language, popularity). */
function DetailsCard({ agent, deploymentFacts }: { agent: TAgentDetail; deploymentFacts?: TDeploymentFacts }) {
  const rows: [string, string][] = [
    ['Difficulty', labelFromCode(agent.difficulty)],
    // Spec §2: the use case code is shown with its hyphens as spaces.
    ['Use Case', labelFromCode(agent.industry)],
    ['Category', CATEGORY_LABELS[agent.category as Category] ?? labelFromCode(agent.category)],
    ['Deployment Complexity', agent.deploymentComplexity ? labelFromCode(agent.deploymentComplexity) : NOT_STATED],
    ['Infrastructure Needed', agent.infrastructureNeeded ? (INFRASTRUCTURE_LABELS[agent.infrastructureNeeded as Infrastructure] ?? agent.infrastructureNeeded) : NOT_STATED],
    ['Self Deployable', SELF_DEPLOYABLE_LABELS[selfDeployableFromStored(agent.selfDeployable)]],
    ['Price', formatPrice(agent.priceCents)],
  ]
  // The deployment facts with the page's wording (the same values as the stored columns, decision 030).
  if (deploymentFacts) for (const [term, value] of deploymentFactRows(deploymentFacts)) rows[rows.findIndex(([existing]) => existing === term)] = [term, value]
  if (agent.licence) rows.push(['Licence', agent.licence])
  if (agent.language) rows.push(['Language', agent.language])
  if (agent.stars !== null) rows.push(['GitHub stars', formatCount(agent.stars)])
  if (agent.likes !== null) rows.push(['Hugging Face likes', formatCount(agent.likes)])
  if (agent.downloads !== null) rows.push(['Downloads', formatCount(agent.downloads)])
  if (agent.modelId) rows.push(['Model', agent.modelId])

  return (
    <Card as="section" aria-labelledby="details-heading" className="gap-3">
      <CardTitle id="details-heading">Details</CardTitle>
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="text-right font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

export { DetailsCard }
