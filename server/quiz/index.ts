/** The matchmaker quiz's public face (decision 013): questions, answers, scoring, personas. */
export * from './quiz-questions.ts'
export * from './quiz.schemas.ts'
export { matchAgents, type MatchAgentsOptions } from './match-agents.ts'
export { firstUnanswered, quizSearchParams, readQuizAnswers, type TPartialQuizAnswers } from './read-quiz-answers.ts'
export { MATCH_POINTS } from './score-agent.ts'
