/** Letters and digits (accents folded); "e-commerce" and "multi-agent" become one word each. */
export function tokeniseSearchText(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/([a-z0-9])[-'’]([a-z0-9])/g, '$1$2')
      .match(/[a-z0-9]+/g) ?? []
  )
}
