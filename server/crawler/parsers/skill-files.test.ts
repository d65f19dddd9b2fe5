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

  it('reads subagent personas, vendor notices, component files and play titles as the library options say', () => {
    const cargo = getDirectory('getcargohq/gtm-skills')!
    const skill = ['---', 'name: find-b2b-leads', 'description: "Find B2B leads by job title and company, powered by Cargo. Triggers: \\"find 50 VPs\\""', '---', ''].join('\n')
    const vendor = parseSkillFiles({
      files: [{ path: 'find-b2b-leads/SKILL.md', text: skill }, { path: 'core/SKILL.md', text: skill }],
      directory: cargo,
      notice: 'Needs a Cargo account.',
      tags: ['vendor-account'],
      skipFile: (path) => (path.startsWith('core/') ? 'component-skill' : null),
    })
    expect(vendor.drafts[0]).toMatchObject({ name: 'Find B2B Leads', industry: 'sales', entryKind: 'agent-skill' })
    expect(vendor.drafts[0]!.description).toBe('Find B2B leads by job title and company, powered by Cargo. Needs a Cargo account.')
    expect(vendor.drafts[0]!.tags).toContain('vendor-account')
    expect(vendor.skipped).toEqual([{ externalId: 'core/SKILL.md', reason: 'component-skill' }])

    const tarka = getDirectory('tarkaai/gtm-skills')!
    const play = ['---', 'name: bant-qualification-smoke', 'description: >', '  BANT Qualification Framework — Smoke Test. Run BANT qualification on a small batch of prospects to find real buyers.', 'stage: "Sales > Qualified"', '---', ''].join('\n')
    const plays = parseSkillFiles({ files: [{ path: 'skills/sales/qualified/bant-qualification/smoke.md', text: play }], directory: tarka })
    expect(plays.drafts[0]).toMatchObject({ name: 'BANT Qualification Framework', industry: 'sales' })
    expect(plays.drafts[0]!.description).toMatch(/^Run BANT qualification/)

    const agency = getDirectory('wshobson/agents')!
    const persona = ['---', 'name: customer-support', 'description: Elite customer support specialist for tickets and chat. Use PROACTIVELY for support questions.', '---', 'You are…'].join('\n')
    const personas = parseSkillFiles({ files: [{ path: 'plugins/x/agents/customer-support.md', text: persona }], directory: agency, kind: 'prompt-agent' })
    expect(personas.drafts[0]).toMatchObject({ name: 'Customer Support', industry: 'customer-service', entryKind: 'prompt-agent' })
    expect(personas.drafts[0]!.description.startsWith('Elite customer support specialist for tickets and chat.')).toBe(true)
    expect(personas.drafts[0]!.description).not.toMatch(/PROACTIVELY/)
  })
})
