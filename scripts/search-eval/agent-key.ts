/**
 * A stable identity for a catalogue agent that survives a catalogue rebuild (numeric ids and slugs
 * do not): the link without scheme, "www.", query or trailing slash, lower-cased, with a GitHub
 * commit in a blob/tree path replaced by "*" (the same file at another commit is the same agent).
 */
export function agentKey(link: string): string {
  let key = link.trim().toLowerCase()
  key = key.replace(/^[a-z]+:\/\//, '').replace(/^www\./, '')
  key = key.replace(/[?#].*$/, '').replace(/\/+$/, '')
  key = key.replace(/^(github\.com\/[^/]+\/[^/]+\/(?:blob|tree)\/)[^/]+/, '$1*')
  key = key.replace(/\.git$/, '')

  return key
}
