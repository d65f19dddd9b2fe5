/** Up to two initials from an agent's name ("Contract Clerk" → "CC", "n8n" → "N"). */
export function monogramInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? []
  const initials = words.slice(0, 2).map((word) => word[0]!.toUpperCase())

  return initials.join('') || '?'
}

/** A stable hue per name, so an agent keeps its colour on every page. */
export function monogramHue(name: string): number {
  let hash = 0
  for (const character of name) hash = (hash * 31 + character.codePointAt(0)!) >>> 0

  return hash % 360
}
