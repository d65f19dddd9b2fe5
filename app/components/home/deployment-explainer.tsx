import { Link } from 'react-router'
import { formatCount } from '../../lib/agent-display.ts'
import { INFRASTRUCTURE_LABELS, INFRASTRUCTURES } from '../../../server/shared/taxonomy.ts'
import { buttonVariants } from '../../ui/button.tsx'
import { PageSection } from '../page-section.tsx'

type DeploymentExplainerProps = { selfDeployableAgents: number; totalAgents: number }

function DeploymentExplainer({ selfDeployableAgents, totalAgents }: DeploymentExplainerProps) {
  const places = INFRASTRUCTURES.map((infrastructure) => INFRASTRUCTURE_LABELS[infrastructure])
  const steps = [
    { title: 'Pick an agent', body: 'Each listing says how hard it is to deploy and what it needs.' },
    { title: 'Choose where it runs', body: `${places.slice(0, -1).join(', ')} or your ${places.at(-1)?.toLowerCase()}.` },
    { title: 'Follow the guide', body: 'Step-by-step guides and the deployment assistant cover set-up, keys and common errors.' },
  ]

  return (
    <PageSection
      id="deployment"
      title="What is deployment?"
      description={
        <p>
          Deploying an agent means getting it running somewhere you and your team can use it, with your own accounts and data. Of the {formatCount(totalAgents)} agents listed,{' '}
          {formatCount(selfDeployableAgents)} can be deployed on your own.
        </p>
      }
      aside={
        <Link to="/deployment" className={buttonVariants({ variant: 'outline' })}>
          Get deployment help
        </Link>
      }
    >
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  )
}

export { DeploymentExplainer }
