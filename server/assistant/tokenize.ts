const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or so that the this to what when where which with you your me we our should would could get use using run running'.split(' '),
)

/** Lower-case words with a light plural stem ("ports" → "port"); keeps dots inside words (".replit"). */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9.+#_-]*/g) ?? [])
    .map((word) => word.replace(/[.\-_]+$/, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
}
