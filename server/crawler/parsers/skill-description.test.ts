import { describe, expect, it } from 'vitest'
import { describeSkillForUser, splitPlayTitle } from './skill-description.ts'

describe('describeSkillForUser', () => {
  it('drops the trigger phrases written for the AI', () => {
    expect(describeSkillForUser('Write B2B cold emails and follow-up sequences that get replies. Use when the user wants to write cold outreach emails.'))
      .toBe('Write B2B cold emails and follow-up sequences that get replies.')
    expect(describeSkillForUser('Find B2B leads by job title, company, and keyword, powered by Cargo. Triggers: "find 50 VPs of Sales"'))
      .toBe('Find B2B leads by job title, company, and keyword, powered by Cargo.')
  })

  it('turns a description that is only a trigger into what it helps with', () => {
    expect(describeSkillForUser('Use this agent when you need to conduct technical pre-sales activities.'))
      .toBe('Helps you conduct technical pre-sales activities.')
  })

  it('keeps ordinary descriptions', () => {
    expect(describeSkillForUser('Drafts replies to customer tickets in your brand voice.')).toBe('Drafts replies to customer tickets in your brand voice.')
  })
})

describe('splitPlayTitle', () => {
  it('reads a play title from its description', () => {
    expect(splitPlayTitle('BANT Qualification Framework — Smoke Test. Run BANT on a small batch.')).toEqual({
      title: 'BANT Qualification Framework',
      rest: 'Run BANT on a small batch.',
    })
  })
})
