import { Link } from 'react-router'
import { Card } from '../../ui/card.tsx'
import { PageSection } from '../page-section.tsx'

/** Four typical jobs, each linked to the search that finds agents for it. */
const EXAMPLES = [
  {
    who: 'A solo lawyer',
    job: 'gets a first pass over a contract before reading it closely.',
    search: '/marketplace?useCase=legal&search=contract',
    linkLabel: 'Contract agents',
  },
  {
    who: 'A tutor or teacher',
    job: 'drafts lesson plans, quizzes and feedback in minutes.',
    search: '/marketplace?useCase=education',
    linkLabel: 'Education agents',
  },
  {
    who: 'A bookkeeper',
    job: 'sorts receipts and invoices and drafts monthly summaries.',
    search: '/marketplace?useCase=finance&search=invoice',
    linkLabel: 'Finance agents',
  },
  {
    who: 'A two-person clinic',
    job: 'answers routine patient questions and keeps notes tidy.',
    search: '/marketplace?useCase=healthcare',
    linkLabel: 'Healthcare agents',
  },
]

function SoloBusinessBenefits() {
  return (
    <PageSection
      id="solo-businesses"
      title="Made for solo businesses and small teams"
      description="No IT department needed: most agents here are free, open source and come with a deployment difficulty so you know what you are taking on."
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {EXAMPLES.map((example) => (
          <li key={example.who}>
            <Card className="h-full gap-2 p-5">
              <h3 className="font-semibold">{example.who}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{example.job}</p>
              <Link to={example.search} className="mt-auto text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
                {example.linkLabel} →
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

export { SoloBusinessBenefits }
