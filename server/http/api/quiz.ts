import { Hono } from 'hono'
import { ZQuizAnswers, ZQuizMatchResult, matchAgents } from '../../quiz/index.ts'
import { ZApiError, registerOpenApiOperation } from '../openapi.ts'
import { validate } from '../validate.ts'

/** The matchmaker quiz: anyone may ask; nothing is stored. */
export const quizRoutes = new Hono()
  // POST /api/quiz/match – the six answers in, the six best agents with reasons and a persona out
  .post('/quiz/match', validate('json', ZQuizAnswers), async (c) => c.json(await matchAgents({ answers: c.req.valid('json') })))

registerOpenApiOperation({
  method: 'post',
  path: '/api/quiz/match',
  summary: 'Match agents to quiz answers',
  description:
    'Scores every active agent: use case +40 (a related kind of work +20), difficulty equal to experience +25 (one level away +10), infrastructure equal to the preference +20 (Replit/Docker or Docker/Cloud Run +10), self-deployable with a limited time +10, deployment complexity fitting the time +5. Returns the six best with a score above 0 and one of six personas.',
  tags: ['Matchmaker'],
  requestBody: ZQuizAnswers,
  responses: {
    200: { description: 'The persona and up to six matches, best first.', schema: ZQuizMatchResult },
    400: { description: 'A missing or unknown answer; the message names it.', schema: ZApiError },
  },
})
