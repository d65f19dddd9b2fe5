import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { Input } from '../ui/input.tsx'

type Suggestions = { searches: string[]; industries: { value: string; label: string }[]; agents: { id: number; slug: string; name: string }[] }
type Option = { key: string; label: string; hint: string; choose: () => void }

type SearchComboboxProps = { id: string; name: string; defaultValue?: string; placeholder?: string; className?: string }

const DELAY_MS = 120

/**
 * A search box that suggests completions, industries and agents as you type (ARIA 1.2 combobox:
 * arrows move, Enter picks, Escape closes). Without JavaScript it is the plain input of its form.
 */
function SearchCombobox({ id, name, defaultValue, placeholder, className }: SearchComboboxProps) {
  const navigate = useNavigate()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(defaultValue ?? '')
  const [options, setOptions] = useState<Option[]>([])
  const [active, setActive] = useState(-1)
  const [isOpen, setIsOpen] = useState(false)
  const [hasTyped, setHasTyped] = useState(false)

  useEffect(() => {
    if (!hasTyped || value.trim().length < 2) {
      setOptions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/search/suggest?q=${encodeURIComponent(value)}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestions>) : null))
        .then((suggestions) => {
          if (!suggestions) return
          const submitWith = (search: string) => () => {
            setValue(search)
            setIsOpen(false)
            const form = inputRef.current?.form
            if (inputRef.current) inputRef.current.value = search
            form?.requestSubmit()
          }
          setOptions([
            ...suggestions.searches.map((search) => ({ key: `s:${search}`, label: search, hint: 'Search', choose: submitWith(search) })),
            ...suggestions.industries.map((industry) => ({
              key: `i:${industry.value}`,
              label: industry.label,
              hint: 'Industry',
              choose: () => navigate(`/marketplace?useCase=${industry.value}`),
            })),
            ...suggestions.agents.map((agent) => ({ key: `a:${agent.id}`, label: agent.name, hint: 'Agent', choose: () => navigate(`/agents/${agent.id}-${agent.slug}`) })),
          ])
          setActive(-1)
          setIsOpen(true)
        })
        .catch(() => undefined)
    }, DELAY_MS)

    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [value, hasTyped, navigate])

  const expanded = isOpen && options.length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault()
      setIsOpen(true)
      setActive((current) => (current + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault()
      setActive((current) => (current <= 0 ? options.length - 1 : current - 1))
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setIsOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      options[active]!.choose()
    }
  }

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        type="search"
        name={name}
        value={value}
        placeholder={placeholder}
        className={className}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          setHasTyped(true)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setIsOpen(false), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="combobox-list"
      >
        {options.map((option, position) => (
          <li
            key={option.key}
            id={`${listId}-${position}`}
            role="option"
            aria-selected={position === active}
            onMouseDown={(event) => {
              event.preventDefault()
              option.choose()
            }}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm text-slate-900 dark:text-slate-100 ${position === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
          >
            <span>{option.label}</span>
            <span className="text-xs text-slate-600 dark:text-slate-300">{option.hint}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export { SearchCombobox }
