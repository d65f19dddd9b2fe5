export type ContentCoding = 'br' | 'gzip' | 'identity'

/**
 * The coding to send for an Accept-Encoding header: brotli, then gzip, then none. A coding the
 * client lists with q=0 is refused; a `*` accepts both.
 */
export function chooseContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity'
  let accepted: ContentCoding = 'identity'
  let wildcard = false
  const refused = new Set<string>()
  const listed = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';')
    const isRefused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter))
    if (name === '*') wildcard = !isRefused
    else if (isRefused) refused.add(name)
    else listed.add(name)
  }
  if (listed.has('gzip') || (wildcard && !refused.has('gzip'))) accepted = 'gzip'
  if (listed.has('br') || (wildcard && !refused.has('br'))) accepted = 'br'

  return accepted
}
