/**
 * The site is English. Directories in other languages sometimes add an English sentence
 * ("一个智能医疗助理平台. a modern smart medical assistant platform …"); that sentence is kept,
 * and an entry with no English at all is skipped rather than machine-translated.
 */

const LETTER = /\p{L}/gu
const LATIN_LETTER = /\p{Script=Latin}/gu
/** A run of text without letters from other scripts (digits, punctuation and spaces allowed). */
const LATIN_RUN = /[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Zs}]+/gu

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0
}

/** True when nearly every letter is Latin script. */
export function isLatinScript(text: string): boolean {
  const letters = countMatches(text, LETTER)

  return letters > 0 && countMatches(text, LATIN_LETTER) / letters >= 0.97
}

/**
 * The text itself when it is written in Latin script; otherwise its longest Latin-script
 * passage of at least six words; otherwise null.
 */
export function englishPassage(text: string): string | null {
  if (isLatinScript(text)) return text.trim()

  const passages = (text.match(LATIN_RUN) ?? [])
    .map((run) => run.replace(/^[\s\p{P}\p{S}]+/u, '').trim())
    .filter((run) => run.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 6)
    .sort((left, right) => right.length - left.length)

  const [longest] = passages

  // A passage cut where another script begins can end in an opening bracket or a dangling comma.
  return longest ? longest.replace(/[\s(（[{,;:–—-]+$/u, '').trim() : null
}
