/**
 * Turns directory markup into the plain text the catalogue stores: no markdown, badges, HTML,
 * entities or decorative emoji. Descriptions are shown and indexed as text, never rendered.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match)
}

/** Markdown or HTML fragment → one line of plain text. */
export function plainText(markup: string): string {
  return decodeEntities(
    markup
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // "↗ external" and similar markers in <sub> are navigation hints, not description.
      .replace(/<sub>[^<]*↗[^<]*<\/sub>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      // Badge links [![alt](image)](target) and plain images carry no prose.
      .replace(/\[!\[[^\]]*\]\([^)]*\)\]\((?:[^()]|\([^()]*\))*\)/g, ' ')
      .replace(/!\[[^\]]*\]\((?:[^()]|\([^()]*\))*\)/g, ' ')
      .replace(/\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s).,;:!?]|$)/g, '$1$2')
      .replace(/\*\*/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** "🩻 AI Medical Imaging Agent" → "AI Medical Imaging Agent": decorative prefixes are not part of a name. */
export function stripLeadingSymbols(text: string): string {
  return text.replace(/^[^\p{L}\p{N}"'“‘([]+/u, '').trim()
}

/** Trailing decorative symbols ("Agent ✨", "Report ⚠️") are dropped too. */
export function stripSymbolsAround(text: string): string {
  return stripLeadingSymbols(text).replace(/[^\p{L}\p{N}"'”’)\].!?]+$/u, '').trim()
}

/**
 * Bracketed tags at the start of a description ("[🇬🇧 UK] [Self-Hosted] Open-source …"):
 * returned separately because they are metadata, not prose.
 */
export function splitLeadingTags(text: string): { tags: string[]; text: string } {
  const tags: string[] = []
  let rest = text.trim()
  for (;;) {
    const match = /^\[([^\]]{1,40})\]\s*(?:[-–—]\s*)?/.exec(rest)
    if (!match || !match[1]) break
    tags.push(stripSymbolsAround(match[1]))
    rest = rest.slice(match[0].length)
  }

  return { tags: tags.filter((tag) => tag.length > 0), text: rest.trim() }
}

/** Ends a fragment as a sentence: capital first letter, final full stop. */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s*[,;:–—-]+$/, '')
  if (!trimmed) return ''
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1)

  return /[.!?…]["”’')]*$/.test(capitalised) ? capitalised : `${capitalised}.`
}

/** Tag text → catalogue tag: lower-case words joined by hyphens ("Legal Research" → "legal-research"). */
export function toTag(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 40)
}
