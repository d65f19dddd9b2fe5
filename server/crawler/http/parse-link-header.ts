/**
 * Reads an RFC 8288 `Link` header into rel → URL, as GitHub and Hugging Face send it for pagination:
 * `<https://api.github.com/…&page=2>; rel="next", <…&page=34>; rel="last"`.
 */
export function parseLinkHeader(header: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {}
  if (!header) return links

  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>((?:\s*;\s*[^;]+)*)/.exec(part.trim())
    if (!match) continue
    const url = match[1]!
    const relations = /;\s*rel="?([^";]+)"?/i.exec(match[2] ?? '')?.[1]
    for (const relation of relations?.split(/\s+/) ?? []) links[relation.toLowerCase()] ??= url
  }

  return links
}
