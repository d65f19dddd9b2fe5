import { describe, expect, it } from 'vitest'
import { choosePersona } from './choose-persona.ts'
import { explainMatch } from './explain-match.ts'
import { resolveMatchTarget } from './match-target.ts'
import type { TQuizAnswers } from './quiz.schemas.ts'

const LAW_FIRM: TQuizAnswers = { primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'docker', timeCommitment: 'minimal', problemSolving: ['documents'], complexity: 1 }

describe('explainMatch', () => {
  it('names every rule that gave points, in words', () => {
    const agent = { industry: 'legal', category: 'content', difficulty: 'beginner', infrastructureNeeded: 'docker', deploymentComplexity: 'easy', selfDeployable: true }

    expect(explainMatch({ agent, target: resolveMatchTarget(LAW_FIRM), problems: LAW_FIRM.problemSolving })).toEqual([
      'fits legal work',
      'beginner friendly',
      'runs on Docker',
      'you can deploy it yourself',
      'quick to set up',
      'helps with reading and drafting documents',
    ])
  })

  it('words the partial matches as partial', () => {
    const answers: TQuizAnswers = { ...LAW_FIRM, primaryUse: 'automation', deploymentPreference: 'browser', timeCommitment: 'extensive' }
    const agent = { industry: 'general', category: 'support', difficulty: 'intermediate', infrastructureNeeded: 'docker', deploymentComplexity: 'medium', selfDeployable: true }

    expect(explainMatch({ agent, target: resolveMatchTarget(answers), problems: [] })).toEqual([
      'close to what you need: support',
      'intermediate level, one step from yours',
      'runs on Docker, close to Replit',
    ])
  })
})

describe('choosePersona', () => {
  it('picks one of six outcomes from the answers', () => {
    expect(choosePersona(LAW_FIRM).code).toBe('quick-starter')
    expect(choosePersona({ ...LAW_FIRM, techExperience: 'some', complexity: 3 }).code).toBe('industry-specialist')
    expect(choosePersona({ ...LAW_FIRM, techExperience: 'developer', complexity: 5 }).code).toBe('power-builder')
    expect(choosePersona({ ...LAW_FIRM, primaryUse: 'automation', techExperience: 'some', complexity: 3 }).code).toBe('automation-builder')
    expect(choosePersona({ ...LAW_FIRM, primaryUse: 'research', techExperience: 'some', complexity: 3 }).code).toBe('insight-seeker')
    expect(choosePersona({ ...LAW_FIRM, primaryUse: 'coding', techExperience: 'some', complexity: 3 }).code).toBe('hands-on-learner')
  })
})
