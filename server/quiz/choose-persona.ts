import type { TPersona, TQuizAnswers } from './quiz.schemas.ts'
import { PRIMARY_USES } from './quiz-questions.ts'

const PERSONAS: Record<TPersona['code'], Omit<TPersona, 'code'>> = {
  'quick-starter': {
    title: 'The Quick Starter',
    description: 'You want something that works today without learning anything technical. Start with a beginner-friendly agent and follow its guide step by step; our coaching can help if you get stuck.',
  },
  'industry-specialist': {
    title: 'The Industry Specialist',
    description: 'You know your field and want an agent that speaks its language. Favour agents built for your industry, and read the reviews of people who work like you.',
  },
  'automation-builder': {
    title: 'The Automation Builder',
    description: 'You want to hand repetitive work to software. Pick an agent that connects to the tools you already use, and start with one workflow before adding more.',
  },
  'insight-seeker': {
    title: 'The Insight Seeker',
    description: 'You want answers from information: research, reports and data. Choose an agent that shows its sources, and check its first results by hand.',
  },
  'hands-on-learner': {
    title: 'The Hands-on Learner',
    description: 'You are happy to spend some time and learn as you go. An intermediate agent you deploy yourself will teach you the most; the coaching tracks cover the next steps.',
  },
  'power-builder': {
    title: 'The Power Builder',
    description: 'You write code and want the most capable tools. Look at advanced, self-hosted agents you can extend, and compare a few side by side before you commit.',
  },
}

/** One of the six outcomes (spec §9), chosen by the first rule that fits the answers. */
export function choosePersona(answers: TQuizAnswers): TPersona {
  const primaryUse = PRIMARY_USES.find((option) => option.code === answers.primaryUse)
  const isIndustry = (primaryUse?.industries.length ?? 0) > 0
  const problems: readonly string[] = answers.problemSolving
  const code: TPersona['code'] =
    answers.techExperience === 'developer' && answers.complexity >= 4
      ? 'power-builder'
      : answers.techExperience === 'none' && (answers.timeCommitment === 'minimal' || answers.complexity <= 2)
        ? 'quick-starter'
        : isIndustry
          ? 'industry-specialist'
          : answers.primaryUse === 'automation' || problems.includes('repetitive-tasks')
            ? 'automation-builder'
            : answers.primaryUse === 'analytics' || answers.primaryUse === 'research' || problems.includes('data-insights')
              ? 'insight-seeker'
              : 'hands-on-learner'

  return { code, ...PERSONAS[code] }
}
