import { z } from 'zod'
import { ZAgentSummary } from '../catalogue/index.ts'
import {
  COMPLEXITY_LEVELS,
  DEPLOYMENT_PREFERENCES,
  PRIMARY_USES,
  PROBLEMS,
  TECH_EXPERIENCES,
  TIME_COMMITMENTS,
} from './quiz-questions.ts'

const codes = <Options extends readonly { code: string }[]>(options: Options) =>
  options.map((option) => option.code) as [Options[number]['code'], ...Options[number]['code'][]]

export const ZPrimaryUse = z.enum(codes(PRIMARY_USES))
export const ZTechExperience = z.enum(codes(TECH_EXPERIENCES))
export const ZDeploymentPreference = z.enum(codes(DEPLOYMENT_PREFERENCES))
export const ZTimeCommitment = z.enum(codes(TIME_COMMITMENTS))
export const ZProblem = z.enum(codes(PROBLEMS))
export const ZComplexity = z.coerce
  .number()
  .int()
  .min(COMPLEXITY_LEVELS[0])
  .max(COMPLEXITY_LEVELS[COMPLEXITY_LEVELS.length - 1]!)

/** The six answers (spec §3 "Quiz answers"), as the API takes them and the quiz URL carries them. */
export const ZQuizAnswers = z.strictObject({
  primaryUse: ZPrimaryUse.describe('What the visitor mainly needs AI for: an industry (legal, healthcare…) or a kind of work (automation, research…).'),
  techExperience: ZTechExperience.describe('none → beginner agents, some → intermediate, developer → advanced.'),
  deploymentPreference: ZDeploymentPreference.describe('hosted → Cloud Run, browser → Replit, docker, local, or unsure (no preference).'),
  timeCommitment: ZTimeCommitment.describe('minimal, moderate, significant or extensive (ongoing).'),
  problemSolving: z
    .array(ZProblem)
    .min(1, 'Choose at least one problem')
    .max(PROBLEMS.length)
    .refine((list) => new Set(list).size === list.length, 'Each problem only once')
    .describe('One or more problems the agent should solve.'),
  complexity: ZComplexity.describe('1 Simple & Easy, 2 Moderate, 3 Balanced, 4 Advanced, 5 Maximum Power.'),
})
export type TQuizAnswers = z.output<typeof ZQuizAnswers>

export const PERSONA_CODES = ['quick-starter', 'industry-specialist', 'automation-builder', 'insight-seeker', 'hands-on-learner', 'power-builder'] as const
export type TPersonaCode = (typeof PERSONA_CODES)[number]

export const ZPersona = z.object({
  code: z.enum(PERSONA_CODES),
  title: z.string(),
  description: z.string(),
})
export type TPersona = z.infer<typeof ZPersona>

export const ZQuizMatch = z.object({
  agent: ZAgentSummary,
  score: z.number().int().min(1).max(100).describe('Match score out of 100 (spec §9 rules).'),
  reasons: z.array(z.string()).describe('Why it matched, in words ("fits legal work", "beginner friendly", "runs on Docker").'),
})
export type TQuizMatch = z.infer<typeof ZQuizMatch>

export const ZQuizMatchResult = z.object({
  persona: ZPersona,
  matches: z.array(ZQuizMatch).describe('Up to 6 agents with a score above 0, best first; ties go to better rated, more complete listings.'),
})
export type TQuizMatchResult = z.infer<typeof ZQuizMatchResult>
