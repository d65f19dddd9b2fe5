import { useId, useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button } from '../../ui/button.tsx'
import { Input } from '../../ui/input.tsx'

type TagInputProps = {
  defaultTags: string[]
  maximum: number
  error?: string
  disabled?: boolean
}

/** Trimmed, not empty, not there already (any case), and room left: why a tag cannot be added, or null. */
function refusal(tag: string, tags: string[], maximum: number): string | null {
  if (!tag) return 'Type a tag first.'
  if (tags.length >= maximum) return `At most ${maximum} tags.`
  if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) return `“${tag}” is added already.`

  return null
}

/**
 * Tags as removable chips, added with the Add button or Enter (spec §5: at most 5, trimmed, no
 * duplicates). Each chip posts as a `tags` field. Before JavaScript runs, one comma-separated
 * text field does the same job.
 */
function TagInput({ defaultTags, maximum, error, disabled = false }: TagInputProps) {
  const isHydrated = useHydrated()
  const [tags, setTags] = useState(defaultTags)
  const [draft, setDraft] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const id = `tags-${useId()}`
  const hintId = `${id}-hint`
  const messageId = `${id}-message`
  const describedBy = [hintId, message || error ? messageId : null].filter(Boolean).join(' ')

  const add = () => {
    const tag = draft.trim()
    const reason = refusal(tag, tags, maximum)
    setMessage(reason)
    if (reason) return
    setTags([...tags, tag])
    setDraft('')
  }

  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Tags <span className="font-normal text-slate-600 dark:text-slate-300">(optional)</span>
      </legend>
      {isHydrated ? (
        <>
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Added tags">
              {tags.map((tag) => (
                <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm dark:bg-slate-800">
                  {tag}
                  <input type="hidden" name="tags" value={tag} />
                  <button
                    type="button"
                    className="rounded-full px-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-700"
                    aria-label={`Remove tag ${tag}`}
                    onClick={() => {
                      setTags(tags.filter((existing) => existing !== tag))
                      setMessage(null)
                    }}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex gap-2">
            <label htmlFor={id} className="sr-only">
              New tag
            </label>
            <Input
              id={id}
              value={draft}
              maxLength={40}
              placeholder={tags.length >= maximum ? `${maximum} tags added` : 'e.g. invoices'}
              disabled={tags.length >= maximum}
              aria-describedby={describedBy}
              aria-invalid={message || error ? true : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the tag instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault()
                  add()
                }
              }}
            />
            <Button type="button" variant="outline" onClick={add} disabled={tags.length >= maximum}>
              Add
            </Button>
          </div>
        </>
      ) : (
        <>
          {/* The legend names the group, not the field: without JavaScript the text field needs its own label. */}
          <label htmlFor={id} className="sr-only">
            Tags, separated by commas
          </label>
          <Input id={id} name="tagsText" defaultValue={defaultTags.join(', ')} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
        </>
      )}
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-300">
        {isHydrated ? `Up to ${maximum} tags: type one, then press Enter or Add. ${tags.length} of ${maximum} added.` : `Up to ${maximum} tags, separated by commas.`}
      </p>
      {message || error ? (
        <p id={messageId} role={message ? 'status' : undefined} className="text-sm text-red-700 dark:text-red-300">
          {message ?? error}
        </p>
      ) : null}
    </fieldset>
  )
}

export { TagInput }
