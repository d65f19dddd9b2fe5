import { clsx, type ClassValue } from 'clsx'

/** A colour utility's value: a palette step (`slate-700`, `white/95`), `white`, `black`, `transparent`, `current`, `inherit`. */
const isColour = (value: string) => /^(?:[a-z]+-\d{2,3}|white|black|transparent|current|inherit)(?:\/\d+)?$/.test(value)
const isLength = (value: string) => /^(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|min|max|fit|none|[a-z0-9]*xl|xs|sm|md|lg|prose|\[.+\])$/.test(value)
const oneOf = (values: string) => {
  const set = new Set(values.split(' '))

  return (value: string) => set.has(value)
}
const SIDES = ['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const

/** Whole classes that form a group on their own (`flex`, `absolute`). */
const KEYWORD_GROUPS = new Map<string, string>([
  ...'block inline-block inline flex inline-flex grid inline-grid contents hidden table'.split(' ').map((name) => [name, 'display'] as const),
  ...'static fixed absolute relative sticky'.split(' ').map((name) => [name, 'position'] as const),
  ['rounded', 'rounded'],
])

/** Prefix, then which values put a class in which group, tried in order (as tailwind-merge's class map does). */
const PREFIX_GROUPS: [string, [string, (value: string) => boolean][]][] = [
  [
    'text',
    [
      ['font-size', oneOf('xs sm base lg xl 2xl 3xl 4xl 5xl 6xl 7xl 8xl 9xl')],
      ['text-alignment', oneOf('left center right justify start end')],
      ['text-color', isColour],
    ],
  ],
  ['font', [['font-weight', oneOf('thin extralight light normal medium semibold bold extrabold black')]]],
  ['leading', [['leading', () => true]]],
  ['bg', [['bg-color', isColour]]],
  ['border', [['border-color', isColour]]],
  ['rounded', [['rounded', oneOf('none sm md lg xl 2xl 3xl full')]]],
  ...['w', 'h', 'size', 'min-w', 'max-w', 'gap', 'gap-x', 'gap-y'].map((prefix) => [prefix, [[prefix, isLength]]] as [string, [string, (value: string) => boolean][]]),
  ...SIDES.flatMap((side) => [`p${side}`, `m${side}`].map((prefix) => [prefix, [[prefix, isLength]]] as [string, [string, (value: string) => boolean][]])),
]

/** A later class of the key's group also replaces earlier classes of these groups. */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  // `text-sm` sets a line height too, so it replaces an earlier `leading-*` (as tailwind-merge does).
  'font-size': ['leading'],
}
/** Variants whose order changes their meaning: kept in place when variants are compared. */
const ORDER_SENSITIVE = new Set(['before', 'after', 'placeholder', 'file', 'marker', 'selection', '*'])

function groupOf(utility: string): string | undefined {
  const keyword = KEYWORD_GROUPS.get(utility)
  if (keyword) return keyword
  for (const [prefix, groups] of PREFIX_GROUPS) {
    if (!utility.startsWith(`${prefix}-`)) continue
    const value = utility.slice(prefix.length + 1)
    const group = groups.find(([, matches]) => matches(value))
    if (group) return group[0]
  }

  return undefined
}

/** `dark:hover:!-mx-4` → variants `['dark', 'hover']`, `!`, and the utility `mx-4` (the minus sign is the same group). */
function parse(className: string) {
  const variants: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index++) {
    const char = className[index]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, index))
      start = index + 1
    }
  }
  let utility = className.slice(start)
  const isImportant = utility.startsWith('!') || utility.endsWith('!')
  utility = utility.replace(/^!|!$/g, '')
  if (utility.startsWith('-') && utility.length > 1) utility = utility.slice(1)

  return { variants, isImportant, utility }
}

/** Variants in a canonical order: sorted between arbitrary (`[&_p]`) and order-sensitive ones, which stay in place. */
function variantKey(variants: string[]): string {
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant)
      run = []
    } else {
      run.push(variant)
    }
  }
  sorted.push(...run.sort())

  return sorted.join(':')
}

/**
 * Later classes replace earlier ones of the same group, under the same variants (what tailwind-merge
 * does, for only the groups this site overrides: issue 19 and decision 034; the library was ~3 KB
 * gzipped on every first load). A caller's class replaces the base class of the same group (`text-xs`
 * over `text-sm`, `max-w-4xl` over `max-w-3xl`, `px-0` over `px-4`); classes of other groups are kept
 * side by side, as plain `clsx` would. cn.test.ts checks it answers as the full tailwind-merge on the
 * class strings the site uses.
 */
function merge(classList: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  const classes = classList.split(/\s+/).filter(Boolean)
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!
    const { variants, isImportant, utility } = parse(className)
    const group = groupOf(utility)
    if (!group) {
      kept.push(className)
      continue
    }
    const scope = `${variantKey(variants)}${isImportant ? '!' : ''}:`
    if (taken.has(scope + group)) continue
    taken.add(scope + group)
    for (const conflicting of CONFLICTS[group] ?? []) taken.add(scope + conflicting)
    kept.push(className)
  }

  return kept.reverse().join(' ')
}

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}
