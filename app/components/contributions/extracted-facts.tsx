import type { TExtractedAgent } from '../../../server/contributions/extract.schemas.ts'

const NUMBER = new Intl.NumberFormat('en-US')

/** What GitHub or Hugging Face said, read-only: the counts are checked again when an admin approves. */
function ExtractedFacts({ extracted }: { extracted: TExtractedAgent }) {
  const { stars, likes, language, licence } = extracted.metadata
  const facts = [
    stars !== null && stars !== undefined ? `${NUMBER.format(stars)} stars` : null,
    likes !== null && likes !== undefined ? `${NUMBER.format(likes)} likes` : null,
    language ? `Written in ${language}` : null,
    licence ? `Licence: ${licence}` : null,
  ].filter((fact): fact is string => fact !== null)

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium">Read from {extracted.source === 'github' ? 'GitHub' : 'Hugging Face'}. Check every field below and change what you like.</p>
      {facts.length > 0 && <p className="text-slate-700 dark:text-slate-300">{facts.join(' · ')}</p>}
    </div>
  )
}

export { ExtractedFacts }
