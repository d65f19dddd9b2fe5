import { readFileSync } from 'node:fs'
import { projectPath } from '../../../db/project-path.ts'

type TSortedWords = { text: string; firstWord: number }

let englishWords: TSortedWords | undefined

/**
 * Whether a word (lower case, four letters or more) is common English (SCOWL up to size 60,
 * english-words.txt, decision 049). A real word the catalogue does not use is what the searcher
 * meant, not a typo of a catalogue word: "abandoned cart" is not "abandoned care". The file is read
 * on the first word the catalogue does not know, on the server only, and kept as its one sorted
 * string (0.75 MB) searched by halves: a Set of its 80,000 words took 25-35 ms and 6 MB to build.
 */
export function isEnglishWord(word: string): boolean {
  englishWords ??= readEnglishWords()
  const { text } = englishWords
  // Both ends are the start of a line; each step looks at the line around the middle.
  let low = englishWords.firstWord
  let high = text.length
  while (low < high) {
    const lineStart = text.lastIndexOf('\n', ((low + high) >>> 1) - 1) + 1
    const lineEnd = text.indexOf('\n', lineStart)
    const line = text.slice(lineStart, lineEnd)
    if (line === word) return true
    if (line < word) low = lineEnd + 1
    else high = lineStart
  }

  return false
}

function readEnglishWords(): TSortedWords {
  const text = readFileSync(projectPath('server/catalogue/search/english-words.txt'), 'utf8')
  // The licence notice comes first, as lines starting with "#".
  const firstWord = text.search(/^[^#\n]/m)

  return { text, firstWord: Math.max(firstWord, 0) }
}
