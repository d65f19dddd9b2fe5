import { z } from 'zod'
import { TRACKS } from './knowledge-base.schemas.ts'

/** Browser-safe request and answer shapes of the two assistants. */
export const ASSISTANT_MESSAGE_MAX = 2000
export const LEARNING_STYLES = ['visual', 'auditory', 'kinesthetic', 'reading'] as const
export type TLearningStyle = (typeof LEARNING_STYLES)[number]
export const COACHING_GOALS = ['first-time-ai-user', 'small-business-automation', 'personal-productivity'] as const
export type TCoachingGoal = (typeof COACHING_GOALS)[number]
export const ANSWER_TYPES = ['deployment', 'guide', 'troubleshooting'] as const
export type TAnswerType = (typeof ANSWER_TYPES)[number]

const ZMessage = z
  .string({ error: 'Type a message first.' })
  .trim()
  .min(1, 'Type a message first.')
  .max(ASSISTANT_MESSAGE_MAX, `Keep your message under ${ASSISTANT_MESSAGE_MAX.toLocaleString('en-US')} characters.`)
  .refine((text) => !text.includes('\u0000'), 'The message contains a character we cannot read.')

export const ZDeploymentHelpRequest = z.strictObject({
  message: ZMessage,
  type: z.literal('deployment_guidance').default('deployment_guidance'),
  /** The agent the question is about (its page, /coaching?id=…, the deployment list). */
  agentId: z.number().int().positive().max(2_147_483_647).optional(),
})
export type TDeploymentHelpRequest = z.input<typeof ZDeploymentHelpRequest>

export const ZSource = z.object({ title: z.string(), href: z.string() })

export const ZDeploymentHelpAnswer = z.object({
  response: z.string().describe('Markdown.'),
  type: z.enum(ANSWER_TYPES),
  codeSnippet: z.string().optional().describe('The file or command for the question, for this agent when one was named.'),
  codeLanguage: z.string().optional(),
  codeFilename: z.string().optional(),
  sources: z.array(ZSource).describe('Knowledge-base documents the answer draws on.'),
  answeredBy: z.enum(['composer', 'model']),
  notice: z.string().optional().describe('Set when the model failed and the built-in composer answered instead.'),
})
export type TDeploymentHelpAnswer = z.infer<typeof ZDeploymentHelpAnswer>

export const ZCoachingChatRequest = z.strictObject({
  message: ZMessage,
  learningContext: z.strictObject({ style: z.enum(LEARNING_STYLES), goal: z.enum(COACHING_GOALS) }),
  /** A member's saved session to continue; omitted starts a new one. */
  sessionId: z.number().int().positive().max(2_147_483_647).optional(),
  agentId: z.number().int().positive().max(2_147_483_647).optional(),
})
export type TCoachingChatRequest = z.input<typeof ZCoachingChatRequest>

export const ZCoachingChatAnswer = z.object({
  message: z.string().describe('Markdown.'),
  concepts: z.array(z.string()).max(4),
  sources: z.array(ZSource),
  track: z.enum(TRACKS).nullable(),
  answeredBy: z.enum(['composer', 'model']),
  notice: z.string().optional(),
  sessionId: z.number().int().nullable().describe("The member's saved session; null for visitors."),
})
export type TCoachingChatAnswer = z.infer<typeof ZCoachingChatAnswer>
