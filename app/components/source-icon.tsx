import { cn } from '../lib/cn.ts'
import { AGENT_SOURCE_LABELS, type AgentSource } from '../../server/shared/taxonomy.ts'
import { BotIcon, Icon } from '../ui/icons.tsx'

type Glyph = { colour: string; paths: React.ReactNode }

/** Spec §2: these sources get their own icon; every other source gets the robot. */
const GLYPHS: Record<string, Glyph> = {
  github: {
    colour: 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900',
    paths: (
      <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4M9 18c-4.51 2-5-2-7-2" />
    ),
  },
  huggingface: {
    colour: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 14s1.5 2.5 4 2.5 4-2.5 4-2.5M9 9.5h.01M15 9.5h.01M4 16l-1.5 2M20 16l1.5 2" />
      </>
    ),
  },
  autogpt: {
    colour: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-900 dark:text-indigo-50',
    paths: (
      <>
        <rect width="14" height="14" x="5" y="5" rx="2" />
        <rect width="6" height="6" x="9" y="9" rx="1" />
        <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
      </>
    ),
  },
  fastchat: {
    colour: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
    paths: <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22ZM13 7l-3 5h4l-3 5" />,
  },
  babyagi: {
    colour: 'bg-pink-100 text-pink-900 dark:bg-pink-900 dark:text-pink-50',
    paths: <path d="M12 20V10M12 10c0-4 3-6 7-6 0 4-3 6-7 6ZM12 13c0-3-2.5-5-6-5 0 3 2.5 5 6 5ZM7 20h10" />,
  },
  gpt4all: {
    colour: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a14 14 0 0 0 0 18 14 14 0 0 0 0-18M3 12h18" />
      </>
    ),
  },
  'camel-ai': {
    colour: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-50',
    paths: <path d="M3 19h18M5 19v-5c0-2 1-4 3-4s2 2 3 2 1-4 3-4 3 3 3 5v6M17 9l2-3h2" />,
  },
  langchain: {
    colour: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-50',
    paths: <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
  },
}

function sourceLabel(source: string): string {
  return AGENT_SOURCE_LABELS[source as AgentSource] ?? source
}

type SourceIconProps = {
  source: string
  className?: string
  /** When no visible text names the source next to the icon, the icon itself must. */
  isLabelled?: boolean
}

function SourceIcon({ source, className, isLabelled = false }: SourceIconProps) {
  const glyph = GLYPHS[source]
  const label = isLabelled ? { role: 'img', 'aria-label': `Source: ${sourceLabel(source)}` } : { 'aria-hidden': true }

  return (
    <span
      data-slot="source-icon"
      data-source={glyph ? source : 'default'}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
        glyph?.colour ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
        className,
      )}
      {...label}
    >
      {glyph ? <Icon className="size-3/5">{glyph.paths}</Icon> : <BotIcon className="size-3/5" />}
    </span>
  )
}

export { SourceIcon, sourceLabel }
