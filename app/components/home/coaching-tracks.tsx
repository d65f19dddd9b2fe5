import { Link } from 'react-router'
import { buttonVariants } from '../../ui/button.tsx'
import { Card } from '../../ui/card.tsx'
import { PageSection } from '../page-section.tsx'

/** The three low-code coaching tracks (spec §1): a visual app builder, an agent builder, a workflow tool. */
const TRACKS = [
  { to: '/bubble', name: 'Bubble', kind: 'Visual app builder', body: 'Put an agent behind a web app your clients can use, without writing code.' },
  { to: '/flowise', name: 'Flowise', kind: 'Drag-and-drop agent builder', body: 'Build and customise agents from blocks: models, tools, memory and documents.' },
  { to: '/n8n', name: 'n8n', kind: 'Workflow automation', body: 'Connect agents to email, calendars, spreadsheets and the tools you already use.' },
]

function CoachingTracks() {
  return (
    <PageSection id="coaching" title="Coaching tracks" description="Step-by-step learning paths for three low-code tools.">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {TRACKS.map((track) => (
          <li key={track.to}>
            <Card className="h-full gap-2 p-5">
              <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{track.kind}</p>
              <h3 className="text-lg font-semibold">{track.name} Coach</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{track.body}</p>
              <Link to={track.to} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-auto self-start`}>
                Start the {track.name} track
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

export { CoachingTracks }
