import { SELF_DEPLOYABLE_LABELS, type TDeploymentFacts } from '../../../server/shared/deployment-facts.schemas.ts'
import { INFRASTRUCTURE_LABELS, labelFromCode } from '../../../server/shared/taxonomy.ts'

const UNKNOWN = 'Unknown'

/** Complexity, infrastructure and self-deployable as derived; "Unknown" where the sources do not say. */
export function deploymentFactRows(facts: TDeploymentFacts): [string, string][] {
  return [
    ['Deployment Complexity', facts.deploymentComplexity ? labelFromCode(facts.deploymentComplexity) : UNKNOWN],
    ['Infrastructure Needed', facts.infrastructureNeeded ? INFRASTRUCTURE_LABELS[facts.infrastructureNeeded] : facts.kind === 'lobehub-agent' ? 'LobeChat (hosted or Docker)' : UNKNOWN],
    ['Self Deployable', SELF_DEPLOYABLE_LABELS[facts.selfDeployable]],
  ]
}

export function DeploymentFactsList({ facts }: { facts: TDeploymentFacts }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
      {deploymentFactRows(facts).map(([term, value]) => (
        <div key={term} className="flex flex-col rounded-md border border-slate-200 px-3 py-2 dark:border-slate-700">
          <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
