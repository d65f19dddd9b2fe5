import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseSkillFiles } from './skill-files.ts'

describe('parseSkillFiles', () => {
  it('reads a finance skill with category and tags, published by the library owner', () => {
    const directory = getDirectory('wangfe/awesome-finance-skills')!
    const path = 'skills/accounting/tax/business-tax-deduction-finder.md'
    const text = [
      '---',
      'name: Business Tax Deduction Finder',
      'description: Analyzes business expenses and operations to identify eligible tax deductions for small businesses.',
      'category: accounting/tax',
      'tags: [tax, deductions, small-business]',
      'author: community',
      'license: MIT',
      '---',
      '',
      '## Description',
    ].join('\n')

    const { drafts } = parseSkillFiles({ files: [{ path, text }], directory })

    expect(drafts[0]).toMatchObject({
      name: 'Business Tax Deduction Finder',
      industry: 'finance',
      difficulty: 'beginner',
      builderProfile: 'wangfe',
      licence: 'MIT',
      link: `${directory.url}/blob/${directory.commit}/${path}`,
    })
    expect(drafts[0]!.tags).toEqual(['agent-skill', 'accounting', 'tax', 'deductions', 'small-business'])
  })

  it('titles a slug-named SKILL.md by its heading and credits the named author', () => {
    const directory = getDirectory('tuanductran/hr-skills')!
    const text = [
      '---',
      'name: hr-executive-assessment',
      'description: "Help executive search consultants and boards assess senior leadership candidates for fit and risk."',
      'metadata:',
      '  author: Tuan Duc Tran',
      '  version: "1.0.1"',
      '---',
      '',
      '# Executive assessment',
    ].join('\n')

    const { drafts } = parseSkillFiles({ files: [{ path: 'skills/hr-executive-assessment/SKILL.md', text }], directory })

    expect(drafts[0]).toMatchObject({ name: 'Executive assessment', industry: 'hr-recruitment', builderProfile: 'Tuan Duc Tran' })
  })

  it('skips files without front matter or without a description', () => {
    const directory = getDirectory('tuanductran/hr-skills')!
    const { skipped } = parseSkillFiles({
      files: [
        { path: 'skills/notes/README.md', text: '# Just notes' },
        { path: 'skills/hr-empty/SKILL.md', text: '---\nname: hr-empty\n---\n# Empty' },
      ],
      directory,
    })

    expect(skipped.map((entry) => entry.reason)).toEqual(['malformed', 'malformed'])
  })
})
