import { iconClass } from './icons.tsx'

/**
 * The icons every agent card repeats (its source's glyph; a rating's stars have their own file, public/rating-stars.svg).
 * Their shapes live in one static file, public/icons.svg, that the browser fetches once and caches: a 24-card page carried the GitHub
 * path 24 times (issue 19), then once per page in an inline sprite, and now in neither its HTML nor its
 * JavaScript (decision 034). icon-sprite.test.ts checks every name below has its symbol there.
 */
const SPRITE_NAMES = ['bot', 'github', 'huggingface', 'autogpt', 'fastchat', 'babyagi', 'gpt4all', 'camel-ai', 'langchain'] as const

type SpriteName = (typeof SPRITE_NAMES)[number]

const SPRITE_URL = '/icons.svg'

function isSpriteName(name: string): name is SpriteName {
  return (SPRITE_NAMES as readonly string[]).includes(name)
}

/** A sprite icon: decorative, sized like the icons in app/ui/icons.tsx (`size-5` unless the caller sizes it). */
function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    // The symbol's viewBox scales it to the box: the outer <svg> needs none.
    <svg aria-hidden="true" className={iconClass(className)}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}

export { isSpriteName, SPRITE_NAMES, SPRITE_URL, SpriteIcon, type SpriteName }
