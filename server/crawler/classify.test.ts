import { describe, expect, it } from 'vitest'
import { classifyEntry, classifyIndustry } from './classify.ts'

const industry = (name: string, description: string, sections: string[] = []) =>
  classifyIndustry({ name, description, sections, kind: 'agent-app' })

describe('classifyIndustry', () => {
  it('recognises each vertical from the entry’s own words', () => {
    expect(industry('LawGlance', 'Open-source RAG-based AI legal assistant for contract questions.')).toBe('legal')
    expect(industry('Clinical Notes Scribe', 'Drafts SOAP notes for clinicians from patient visits.')).toBe('healthcare')
    expect(industry('Invoice Bot', 'Reads supplier invoices and posts them to your accounting ledger.')).toBe('finance')
    expect(industry('Resume Screener', 'Screens resumes against a job description for recruiters.')).toBe('hr-recruitment')
    expect(industry('Lead Qualifier', 'Scores inbound leads and writes cold emails for your SDRs.')).toBe('sales')
    expect(industry('Help Desk Agent', 'Answers customer support tickets from your knowledge base.')).toBe('customer-service')
    expect(industry('Study Buddy', 'Creates lesson plans and quizzes for teachers and their students.')).toBe('education')
  })

  it('leaves general-purpose agents general', () => {
    expect(industry('AutoGPT', 'An experimental attempt to make GPT-4 fully autonomous.')).toBe('general')
    expect(industry('Browser Use', 'AI agents that control a browser to automate web tasks.')).toBe('general')
  })

  it('does not mistake look-alike words for a vertical', () => {
    expect(industry('Compliance Checker', 'Checks infrastructure compliance with internal policies.')).toBe('general')
    expect(industry('Token Launcher', 'Deploys smart contracts for community tokens.')).toBe('general')
    expect(industry('n8n Failed Execution Doctor', 'Diagnose failed n8n executions and suggest the next step.')).toBe('general')
    expect(industry('RAG Failure Diagnostics Clinic', 'Find out why your RAG pipeline is wrong, systematically.')).toBe('general')
    expect(industry('Cron Runner', 'Schedules cron jobs and batch jobs for your servers.')).toBe('general')
    expect(industry('Trainer', 'Fine-tuning and machine learning training loop for small models.')).toBe('general')
  })

  it('needs more than a passing mention deep in a long description', () => {
    const description =
      'Linux Solution Mentor resolves Linux system issues with deep kernel knowledge. It walks through diagnostics step by step. Its style is patient, like good teaching.'
    expect(industry('Linux Solution Mentor', description)).toBe('general')
  })

  it('reads the section an entry was filed under', () => {
    expect(industry('Resume Bot', 'Parses PDF resumes and compiles tailored LaTeX CVs via SSH.', ['HR/Ops'])).toBe('hr-recruitment')
    expect(industry('HIA', 'Analyses reports and provides insights.', ['Healthcare'])).toBe('healthcare')
  })
})

describe('classifyEntry', () => {
  it('rates a prompt agent as a beginner assistant', () => {
    expect(classifyEntry({ name: 'English Tutor', description: 'Corrects grammar mistakes.', kind: 'prompt-agent' })).toEqual({
      industry: 'education',
      category: 'assistant',
      difficulty: 'beginner',
    })
  })

  it('rates a framework as advanced and a multi-agent team by its words', () => {
    expect(
      classifyEntry({ name: 'CrewAI', description: 'Framework for orchestrating role-playing autonomous AI agent teams.', kind: 'framework' }),
    ).toMatchObject({ category: 'multi-agent', difficulty: 'advanced' })
  })

  it('reads the difficulty from what the entry says about itself, and a stated difficulty wins', () => {
    expect(classifyEntry({ name: 'Site', description: 'An open-source, self-hosted chat app.', kind: 'hosted-service' }).difficulty).toBe('intermediate')
    expect(classifyEntry({ name: 'Bot', description: 'Runs on Kubernetes as microservices.', kind: 'agent-app' }).difficulty).toBe('advanced')
    expect(classifyEntry({ name: 'Bot', description: 'A no-code builder.', kind: 'framework' }).difficulty).toBe('intermediate')
    expect(classifyEntry({ name: 'Bot', description: 'x', kind: 'agent-app', statedDifficulty: 'beginner' }).difficulty).toBe('beginner')
  })

  it('says nothing about deploying: that is the deployment facts\' derivation', () => {
    expect(Object.keys(classifyEntry({ name: 'Bot', description: 'Ships a docker-compose file.', kind: 'agent-app' })).sort()).toEqual(['category', 'difficulty', 'industry'])
  })
})

describe('classifyIndustry on the labelled mistakes of the old classifier', () => {
  it('does not file a chip or FPGA design assistant under healthcare for a list of fields it serves', () => {
    const description =
      'This agent is a professional expert specializing in FPGA solution design and implementation using Xilinx FPGAs, serving fields such as industrial control, medical devices, audio/video processing, communication equipment, and testing measurement.'
    expect(classifyIndustry({ name: 'Xilinx FPGA Solution Expert', description, kind: 'prompt-agent' })).toBe('general')
  })

  it('reads "patient" in a tutor description as an adjective', () => {
    const description = 'This Agent specializes in teaching C++ and Qt programming by providing clear, patient, and detailed explanations.'
    expect(classifyIndustry({ name: 'C++/Qt', description, kind: 'prompt-agent' })).not.toBe('healthcare')
  })

  it('files customer service in a clinic under customer service, and privacy law under legal', () => {
    expect(
      classifyIndustry({ name: 'Healthcare Customer Service', description: 'Empathetic specialist for patient support, billing inquiries and appointment management.', kind: 'prompt-agent' }),
    ).toBe('customer-service')
    expect(
      classifyIndustry({ name: 'Privacy Skill', description: 'Reference material for privacy professionals covering GDPR, CCPA, HIPAA, COPPA and FERPA.', kind: 'agent-skill' }),
    ).toBe('legal')
  })
})
