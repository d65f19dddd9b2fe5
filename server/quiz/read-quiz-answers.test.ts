import { describe, expect, it } from 'vitest'
import { firstUnanswered, quizSearchParams, readQuizAnswers, type TPartialQuizAnswers } from './read-quiz-answers.ts'

describe('quiz answers in the URL', () => {
  it('reads valid answers, repeated problems once each, and drops unknown ones', () => {
    const params = new URLSearchParams('primaryUse=legal&techExperience=wizard&problemSolving=documents&problemSolving=documents&problemSolving=scheduling&complexity=9')

    expect(readQuizAnswers(params)).toEqual({ primaryUse: 'legal', problemSolving: ['documents', 'scheduling'] })
  })

  it('finds the first question still to answer', () => {
    expect(firstUnanswered({})).toBe('primaryUse')
    expect(firstUnanswered({ primaryUse: 'legal', techExperience: 'none' })).toBe('deploymentPreference')
    expect(
      firstUnanswered({ primaryUse: 'legal', techExperience: 'none', deploymentPreference: 'hosted', timeCommitment: 'minimal', problemSolving: ['documents'], complexity: 1 }),
    ).toBeNull()
  })

  it('writes the answers back in question order so a results link reads the same', () => {
    const answers: TPartialQuizAnswers = { complexity: 2, primaryUse: 'legal', problemSolving: ['documents', 'scheduling'] }

    expect(quizSearchParams(answers).toString()).toBe('primaryUse=legal&problemSolving=documents&problemSolving=scheduling&complexity=2')
    expect(readQuizAnswers(quizSearchParams(answers))).toEqual(answers)
  })
})
