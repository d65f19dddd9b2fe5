/**
 * The assistants: the deployment assistant and the learning coach, answering from the knowledge
 * base in content/ and each agent's own listing (built-in composer, or an OpenAI-compatible model
 * when configured); per-agent deployment facts; coaching sessions, lesson progress and deploying;
 * search phrases the model writes for agents that have none.
 */
export { answerDeploymentQuestion, MODEL_FALLBACK_NOTICE } from './answer-deployment-question.ts'
export { answerCoachingQuestion, COACH_FALLBACK_NOTICE } from './answer-coaching-question.ts'
export { composeGeneralHelp } from './compose-deployment-answer.ts'
export { deriveDeploymentFacts, deploymentFactsOf } from '../shared/derive-deployment-facts.ts'
export { composeAgentGuide } from './compose-agent-guide.ts'
export { loadAgentContext } from './load-agent-context.ts'
export { findDeployableAgents } from './find-deployable-agents.ts'
export { deployAgent, type TDeployAgentResult } from './deploy-agent.ts'
export { getCoachingSession } from './get-coaching-session.ts'
export { completeLesson } from './complete-lesson.ts'
export { findLessonProgress } from './find-lesson-progress.ts'
export { listTrackLessons, type TLesson } from './list-track-lessons.ts'
export { loadKnowledgeBase } from './load-knowledge-base.ts'
export { searchKnowledgeBase, type TSearchHit } from './search-knowledge-base.ts'
export { isModelConfigured } from './stream-model-answer.ts'
export { SEARCH_PHRASES_BATCH_SIZE, writeMissingSearchPhrases, type TWrittenSearchPhrases, type WriteMissingSearchPhrasesOptions } from './write-missing-search-phrases.ts'
export * from './assistant.schemas.ts'
export * from './knowledge-base.schemas.ts'
export * from '../shared/deployment-facts.schemas.ts'
export * from './deployable-agents.schemas.ts'
export * from './coaching-session.schemas.ts'
export * from './lesson-progress.schemas.ts'
export * from './coaching.rules.ts'
export * from './assistant-messages.ts'
