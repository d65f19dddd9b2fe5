/** Whether an If-None-Match header names one of the stored response's ETags (weak or strong). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etags: string[]): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true

  return ifNoneMatch.split(',').some((tag) => etags.includes(tag.trim().replace(/^W\//, '')))
}
