import { describe, expect, it } from 'vitest'
import { getDirectory } from '../directories.ts'
import { parseAwesomeList, type SectionRule } from './awesome-list.ts'

const directory = getDirectory('tanko-r/awesome-legal-tech')!
const base = { directory, path: 'README.md' }
const agents = (...headings: RegExp[]): SectionRule[] => headings.map((heading) => ({ heading, mode: 'agents' }))

describe('parseAwesomeList', () => {
  it('reads dash, colon and em-dash bullets with emoji and star prefixes', () => {
    const markdown = [
      '# Awesome Legal',
      '## Agents',
      '- 🌟🌟 [LawGlance](https://github.com/lawglance/lawglance) - Free, open-source RAG-based AI legal assistant for contracts.',
      '- [Contract Bot](https://github.com/acme/contract-bot): Reviews NDAs and flags risky clauses for a small law firm.',
      '- [Court Helper](https://github.com/acme/court-helper) — Helps litigants prepare court filings step by step.',
    ].join('\n')

    const { drafts, skipped } = parseAwesomeList({ ...base, markdown, sections: agents(/^Agents$/) })

    expect(skipped).toEqual([])
    expect(drafts.map((draft) => draft.name)).toEqual(['LawGlance', 'Contract Bot', 'Court Helper'])
    expect(drafts[0]).toMatchObject({
      link: 'https://github.com/lawglance/lawglance',
      repoFullName: 'lawglance/lawglance',
      industry: 'legal',
      source: 'github',
      pricingType: 'free',
    })
    expect(drafts[1]!.description).toBe('Reviews NDAs and flags risky clauses for a small law firm.')
    expect(drafts[0]!.provenance[0]).toMatchObject({ directory: 'tanko-r/awesome-legal-tech', licence: 'CC0-1.0' })
    expect(drafts[0]!.provenance[0]!.sourceUrl).toContain('/README.md#agents')
  })

  it('reads tables with bold link cells, flags, licence and tech-stack columns', () => {
    const markdown = [
      '## AI Tools',
      '| Name | Description | Tech Stack | License | Date Added |',
      '|------|-------------|------------|---------|------------|',
      '| <img src="https://flagcdn.com/w20/us.png" alt="US"> **[LawLens](https://github.com/Ranjith00005/LawLens)** | AI-powered legal research assistant for law firms and individual practitioners. | Python | MIT | 2026-03-02 |',
      '| **[Closed Tool](https://github.com/acme/closed)** | An AI contract reviewer that is sold as a product to law firms. | | Not FOSS | 2026-03-02 |',
      '| *<img alt="US"> **[Old Predictor](https://github.com/acme/old)*** | *Predicts Supreme Court outcomes with a random forest model. ⚠️ Stale (2017-04)* | *Python* | MIT | *2026-03-02* |',
    ].join('\n')

    const { drafts, skipped } = parseAwesomeList({ ...base, markdown, sections: agents(/^AI Tools$/) })

    expect(drafts).toHaveLength(1)
    expect(drafts[0]).toMatchObject({ name: 'LawLens', language: 'Python', licence: 'MIT', industry: 'legal' })
    expect(skipped.map((entry) => entry.reason)).toEqual(['not-free', 'stale'])
  })

  it('takes the link of a badge when the name cell is plain, and the row industry as context', () => {
    const markdown = [
      '## Industry Use Cases',
      '| Use Case | Industry | Description | Code |',
      '|---|---|---|---|',
      '| **HIA (Health Insights Agent)** | Healthcare | Analyses medical reports and provides health insights | [![GitHub](https://img.shields.io/badge/Code-GitHub-black?logo=github)](https://github.com/harshhh28/hia) |',
    ].join('\n')

    const { drafts } = parseAwesomeList({ ...base, markdown, sections: agents(/^Industry Use Cases$/) })

    expect(drafts[0]).toMatchObject({ name: 'HIA (Health Insights Agent)', link: 'https://github.com/harshhh28/hia', industry: 'healthcare' })
  })

  it('resolves relative links into the repository at the snapshot commit', () => {
    const markdown = [
      '## Starter AI Agents',
      '*   [🩻 AI Medical Imaging Agent](starter_ai_agents/ai_medical_imaging_agent/) - Diagnostic analysis of X-rays and scans with Gemini',
      '*   [📄 Notes](docs/notes.md) - A markdown file that describes how the agents in this folder work together.',
    ].join('\n')

    const { drafts } = parseAwesomeList({ ...base, markdown, sections: agents(/Starter/) })

    expect(drafts[0]!.link).toBe(`${directory.url}/tree/${directory.commit}/starter_ai_agents/ai_medical_imaging_agent`)
    expect(drafts[0]!.name).toBe('AI Medical Imaging Agent')
    expect(drafts[0]!.repoFullName).toBeNull()
    expect(drafts[1]!.link).toBe(`${directory.url}/blob/${directory.commit}/docs/notes.md`)
  })

  it('skips malformed entries, non-agent sections, papers and table-of-contents links', () => {
    const markdown = [
      '## Contents',
      '- [Agents](#agents)',
      '## Agents',
      '- [Broken entry](',
      '- [Paper](https://arxiv.org/abs/2401.00001) - A paper about legal agents and how lawyers could use them one day.',
      '## Datasets',
      '- [Case corpus](https://github.com/acme/cases) - Ten million court decisions for training legal models.',
    ].join('\n')

    const { drafts, skipped } = parseAwesomeList({ ...base, markdown, sections: agents(/^Agents$/) })

    expect(drafts).toEqual([])
    expect(skipped.map((entry) => entry.reason)).toEqual(['malformed', 'non-agent-link', 'non-agent-section'])
  })

  it('keeps only AI entries in mixed sections, and only open ones when asked', () => {
    const markdown = [
      '## Practice Management',
      '- [Docket](https://github.com/acme/docket) - Case and deadline tracking for small law firms, written in Go.',
      '- [AI Intake](https://github.com/acme/intake) - AI assistant that drafts client intake memos for law firms.',
      '- [Shiny SaaS](https://shiny.example) - AI legal assistant with a free tier and paid plans for firms.',
      '- [Portal](https://portal.example) - AI assistant for tenants that explains their legal rights clearly.',
    ].join('\n')

    const { drafts, skipped } = parseAwesomeList({
      ...base,
      markdown,
      sections: [{ heading: /^Practice Management$/, mode: 'ai-only' }],
      requireOpenSource: true,
    })

    expect(drafts.map((draft) => draft.name)).toEqual(['AI Intake'])
    expect(skipped.map((entry) => entry.reason)).toEqual(['not-ai', 'not-free', 'not-open-source'])
  })

  it('pads a short description with the entry’s own facts, never classifying on them', () => {
    const markdown = ['## Skills', '- [triage-nda](https://github.com/acme/skills/tree/main/triage-nda) - Rapid NDA triage'].join('\n')

    const { drafts } = parseAwesomeList({ ...base, markdown, sections: agents(/^Skills$/) })

    expect(drafts[0]!.description).toBe('Rapid NDA triage. Listed under “Skills” in Awesome Legal Apps.')
  })
})
