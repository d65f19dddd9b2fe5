import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { projectPath } from '../../../db/project-path.ts'
import { isEnglishWord } from './english-words.ts'

describe('isEnglishWord', () => {
  it('finds every word of the list, which the search by halves needs sorted', () => {
    const words = readFileSync(projectPath('server/catalogue/search/english-words.txt'), 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#'))

    expect(words.filter((word) => !isEnglishWord(word))).toEqual([])
  })

  it('knows ordinary words and not misspellings or random letters', () => {
    expect(['wedding', 'stuck', 'abandoned', 'aardvark'].map(isEnglishWord)).toEqual([true, true, true, true])
    expect(['medicle', 'pateint', 'qwzxv', 'zzzzz'].map(isEnglishWord)).toEqual([false, false, false, false])
  })
})
