/**
 * Technical compounds whose second word means something else on its own: a "vector store" is not
 * a shop, a "use case" not a legal case. Written as one word on both sides (agents and searches),
 * so "store" and "case" stop matching them while "vector store" still finds them.
 */
const COMPOUNDS = /\b(vector|document|memory|data|key value|object|feature)[ -](stores?)\b|\b(use|business|test|edge|kebab|snake|camel)[ -](cases?)\b|\b(case)[ -](stud(?:y|ies))\b/g

/** Letters and digits (accents folded); "e-commerce" and "multi-agent" become one word each. */
export function tokeniseSearchText(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(COMPOUNDS, (compound) => compound.replace(/[ -]/g, ''))
      .replace(/([a-z0-9])[-'’]([a-z0-9])/g, '$1$2')
      .match(/[a-z0-9]+/g) ?? []
  )
}
