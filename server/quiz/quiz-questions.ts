import type { Category, DeploymentComplexity, Difficulty, Industry, Infrastructure } from '../shared/taxonomy.ts'

/**
 * The matchmaker's six questions and what each answer means for the score (spec §2, §3, §9;
 * decision 013). Browser-safe: the quiz page renders these same lists, the server validates and
 * scores against them.
 */

export type QuizOption<Code extends string> = { code: Code; label: string; hint?: string }

/** A primary use is an industry (legal work), a kind of job (automation) or both (sales). */
export type PrimaryUseOption = QuizOption<string> & { industries: Industry[]; categories: Category[]; reason: string }

export const PRIMARY_USES = [
  { code: 'legal', label: 'Legal work', hint: 'Contracts, case research, client intake', industries: ['legal'], categories: [], reason: 'fits legal work' },
  { code: 'healthcare', label: 'Healthcare', hint: 'Clinics, patient messages, notes', industries: ['healthcare'], categories: [], reason: 'fits healthcare work' },
  { code: 'education', label: 'Education', hint: 'Lessons, tutoring, grading', industries: ['education'], categories: [], reason: 'fits education' },
  { code: 'finance', label: 'Finance & accounting', hint: 'Invoices, bookkeeping, reports', industries: ['finance'], categories: [], reason: 'fits finance and accounting' },
  { code: 'hr-recruitment', label: 'HR & recruiting', hint: 'Candidates, hiring, onboarding', industries: ['hr-recruitment'], categories: [], reason: 'fits HR and recruiting' },
  { code: 'sales', label: 'Sales', hint: 'Leads, outreach, follow-ups', industries: ['sales'], categories: ['sales'], reason: 'fits sales work' },
  { code: 'customer-service', label: 'Customer service & support', hint: 'Answering customers, tickets', industries: ['customer-service'], categories: ['support'], reason: 'fits customer support' },
  { code: 'marketing', label: 'Marketing', hint: 'Campaigns, social media, SEO', industries: [], categories: ['marketing'], reason: 'made for marketing' },
  { code: 'content', label: 'Writing & content', hint: 'Articles, emails, summaries', industries: [], categories: ['content'], reason: 'made for writing and content' },
  { code: 'automation', label: 'Automating tasks', hint: 'Workflows between your tools', industries: [], categories: ['automation'], reason: 'made for automation' },
  { code: 'analytics', label: 'Data & analytics', hint: 'Spreadsheets, dashboards, reports', industries: [], categories: ['analytics', 'data'], reason: 'made for data and analytics' },
  { code: 'research', label: 'Research', hint: 'Finding and summarising information', industries: [], categories: ['research'], reason: 'made for research' },
  { code: 'coding', label: 'Software development', hint: 'Writing and reviewing code', industries: [], categories: ['coding'], reason: 'made for coding' },
  { code: 'assistant', label: 'A personal assistant', hint: 'Email, scheduling, everyday questions', industries: [], categories: ['assistant'], reason: 'works as a personal assistant' },
] as const satisfies readonly PrimaryUseOption[]
export type PrimaryUse = (typeof PRIMARY_USES)[number]['code']

/**
 * Kinds of work close enough to score half (spec §9: automation vs support or marketing,
 * research vs analytics). Symmetric.
 */
export const RELATED_CATEGORIES: readonly (readonly [Category, Category])[] = [
  ['automation', 'support'],
  ['automation', 'marketing'],
  ['research', 'analytics'],
]

export const TECH_EXPERIENCES = [
  { code: 'none', label: 'No technical experience', hint: 'I use email and office apps', difficulty: 'beginner' },
  { code: 'some', label: 'Some experience', hint: 'I have used no-code tools or edited a spreadsheet formula', difficulty: 'intermediate' },
  { code: 'developer', label: 'I write code', hint: 'Command line, APIs and Git are familiar', difficulty: 'advanced' },
] as const satisfies readonly (QuizOption<string> & { difficulty: Difficulty })[]
export type TechExperience = (typeof TECH_EXPERIENCES)[number]['code']

export const DEPLOYMENT_PREFERENCES = [
  { code: 'hosted', label: 'Hosted for me', hint: 'Nothing to install: it runs in the cloud', infrastructure: 'cloud-run' },
  { code: 'browser', label: 'In the browser', hint: 'Run it on Replit', infrastructure: 'replit' },
  { code: 'docker', label: 'Docker', hint: 'A container on my server', infrastructure: 'docker' },
  { code: 'local', label: 'On my own computer', hint: 'Private, runs locally', infrastructure: 'local' },
  { code: 'unsure', label: 'Not sure yet', hint: 'Show me every option', infrastructure: null },
] as const satisfies readonly (QuizOption<string> & { infrastructure: Infrastructure | null })[]
export type DeploymentPreference = (typeof DEPLOYMENT_PREFERENCES)[number]['code']

/** Infrastructures close enough to score half (spec §9: replit vs docker, docker vs cloud). */
export const RELATED_INFRASTRUCTURES: readonly (readonly [Infrastructure, Infrastructure])[] = [
  ['replit', 'docker'],
  ['docker', 'cloud-run'],
]

export const TIME_COMMITMENTS = [
  { code: 'minimal', label: 'Under an hour', hint: 'I want it working today', complexity: 'easy' },
  { code: 'moderate', label: 'A few hours', hint: 'An afternoon to set it up', complexity: 'medium' },
  { code: 'significant', label: 'A few days', hint: 'I can spend time getting it right', complexity: 'hard' },
  { code: 'extensive', label: 'Ongoing', hint: 'I will run and maintain it myself', complexity: 'hard' },
] as const satisfies readonly (QuizOption<string> & { complexity: DeploymentComplexity })[]
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number]['code']

export const PROBLEMS = [
  { code: 'repetitive-tasks', label: 'Repetitive tasks', categories: ['automation'] },
  { code: 'customer-questions', label: 'Answering customer questions', categories: ['support', 'assistant'] },
  { code: 'documents', label: 'Reading and drafting documents', categories: ['content', 'research'] },
  { code: 'data-insights', label: 'Making sense of data', categories: ['analytics', 'data'] },
  { code: 'finding-information', label: 'Finding information', categories: ['research'] },
  { code: 'getting-customers', label: 'Getting new customers', categories: ['marketing', 'sales'] },
  { code: 'scheduling', label: 'Scheduling and admin', categories: ['assistant', 'automation'] },
  { code: 'building-software', label: 'Building software', categories: ['coding', 'multi-agent'] },
] as const satisfies readonly (QuizOption<string> & { categories: Category[] })[]
export type Problem = (typeof PROBLEMS)[number]['code']

/** Spec §9: the complexity scale and its labels. */
export const COMPLEXITY_LABELS = ['Simple & Easy', 'Moderate', 'Balanced', 'Advanced', 'Maximum Power'] as const
export const COMPLEXITY_LEVELS = [1, 2, 3, 4, 5] as const

/** The order of the six questions, with their URL parameter names and wording. */
export const QUIZ_QUESTIONS = [
  { key: 'primaryUse', title: 'What do you mainly need AI for?', kind: 'choice' },
  { key: 'techExperience', title: 'How much technical experience do you have?', kind: 'choice' },
  { key: 'deploymentPreference', title: 'Where should the agent run?', kind: 'choice' },
  { key: 'timeCommitment', title: 'How much time can you spend setting it up?', kind: 'choice' },
  { key: 'problemSolving', title: 'Which problems should it solve?', kind: 'multiple' },
  { key: 'complexity', title: 'How powerful should it be?', kind: 'scale' },
] as const
export type QuizQuestionKey = (typeof QUIZ_QUESTIONS)[number]['key']

/** How many results the quiz shows (spec §9). */
export const QUIZ_RESULT_LIMIT = 6
