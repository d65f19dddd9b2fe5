import { iconClass } from './icons.tsx'

/**
 * The icons every agent card repeats (its source's glyph, stars), drawn once per page by the root
 * layout and referenced with <use>: a 24-card page carried the GitHub path 24 times (issue 19).
 * Shapes after Lucide (ISC licence), on the same 24-pixel grid as app/ui/icons.tsx.
 */
const SYMBOLS = {
  star: <path d="M12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26Z" />,
  bot: (
    <>
      <path d="M12 8V4H8M2 14h2M20 14h2M15 13v2M9 13v2" />
      <rect width="16" height="12" x="4" y="8" rx="2" />
    </>
  ),
  github: (
    <path d="M15 22v-4a4.8 4.8 0 0 0-1-3.5c3 0 6-2 6-5.5.08-1.25-.27-2.48-1-3.5.28-1.15.28-2.35 0-3.5 0 0-1 0-3 1.5-2.64-.5-5.36-.5-8 0C6 2 5 2 5 2c-.3 1.15-.3 2.35 0 3.5A5.4 5.4 0 0 0 4 9c0 3.5 3 5.5 6 5.5-.39.49-.68 1.05-.85 1.65-.17.6-.22 1.23-.15 1.85v4M9 18c-4.51 2-5-2-7-2" />
  ),
  huggingface: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 14s1.5 2.5 4 2.5 4-2.5 4-2.5M9 9.5h.01M15 9.5h.01M4 16l-1.5 2M20 16l1.5 2" />
    </>
  ),
  autogpt: (
    <>
      <rect width="14" height="14" x="5" y="5" rx="2" />
      <rect width="6" height="6" x="9" y="9" rx="1" />
      <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
    </>
  ),
  fastchat: <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22ZM13 7l-3 5h4l-3 5" />,
  babyagi: <path d="M12 20V10M12 10c0-4 3-6 7-6 0 4-3 6-7 6ZM12 13c0-3-2.5-5-6-5 0 3 2.5 5 6 5ZM7 20h10" />,
  gpt4all: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a14 14 0 0 0 0 18 14 14 0 0 0 0-18M3 12h18" />
    </>
  ),
  'camel-ai': <path d="M3 19h18M5 19v-5c0-2 1-4 3-4s2 2 3 2 1-4 3-4 3 3 3 5v6M17 9l2-3h2" />,
  langchain: <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />,
} satisfies Record<string, React.ReactNode>

type SpriteName = keyof typeof SYMBOLS

function isSpriteName(name: string): name is SpriteName {
  return Object.hasOwn(SYMBOLS, name)
}

/** Once per page (app/root.tsx): the symbols the icons below point at. */
function IconSprite() {
  return (
    <svg className="hidden" aria-hidden="true">
      {Object.entries(SYMBOLS).map(([name, shapes]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          {shapes}
        </symbol>
      ))}
    </svg>
  )
}

/** A sprite icon: decorative, sized like the icons in app/ui/icons.tsx (`size-5` unless the caller sizes it). */
function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    // The symbol's viewBox scales it to the box: the outer <svg> needs none.
    <svg aria-hidden="true" className={iconClass(className)}>
      <use href={`#i-${name}`} />
    </svg>
  )
}

export { IconSprite, isSpriteName, SpriteIcon, type SpriteName }
