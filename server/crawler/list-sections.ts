import type { SectionRule } from './parsers/awesome-list.ts'

/**
 * Which sections of each awesome list hold agents, read from the lists themselves.
 * 'agents': every entry is an agent, an agent app, an MCP server, a skill or an agent framework.
 * 'ai-only': mixed legal or business software; an entry stays only if its own words say it uses AI.
 * 'agent-like': research-heavy sections (imaging models, toolkits); an entry stays only if it
 * calls itself an agent, assistant, chatbot, LLM app, MCP server or scribe.
 * Sections not named here (papers, datasets, benchmarks, courses, communities, court portals,
 * APIs, plain libraries, the sponsor's own listings) are skipped.
 */
const agents = (...patterns: RegExp[]): SectionRule[] => patterns.map((heading) => ({ heading, mode: 'agents' }))
const aiOnly = (...patterns: RegExp[]): SectionRule[] => patterns.map((heading) => ({ heading, mode: 'ai-only' }))
const agentLike = (...patterns: RegExp[]): SectionRule[] => patterns.map((heading) => ({ heading, mode: 'agent-like' }))
const skipped = (...patterns: RegExp[]): SectionRule[] => patterns.map((heading) => ({ heading, mode: 'skip' }))

export const LIST_SECTIONS: Record<string, SectionRule[]> = {
  'tanko-r/awesome-legal-tech': [
    ...agents(/^AI Tools$/, /^MCP Servers/, /^General-Purpose Legal LLMs$/),
    ...aiOnly(/^Legal Research$/, /^Contract Management$/, /^Practice Management$/, /^Document Management$/,
      /^Access to Justice$/, /^Compliance & Regulatory/, /^eDiscovery/, /^IP & Patent/, /^Privacy & Data Protection$/,
      /^Legal Workflow Automation$/, /^Advanced Legal Tools/),
  ],
  'Vaquill-AI/awesome-legaltech': [
    // The sponsor's own section is left out; its entries elsewhere are marked (Sponsor) and skipped too.
    ...skipped(/^Open Source by Vaquill$/, /^Commercial AI Research Platforms$/, /^Embedding/, /^Multilingual/),
    ...agents(/^MCP Servers for Legal$/, /^Agent Skills$/, /^Open-Source AI Research Tools$/, /^Large Language Models/),
    ...aiOnly(/^Full-Stack Legal Platforms/, /^Document Automation/, /^Intellectual Property/, /^Contract Lifecycle/,
      /^E-Discovery/, /^Practice Management/, /^Consumer Legal Services/, /^Compliance & RegTech$/, /^Online Dispute/,
      /^Access to Justice/),
  ],
  'chen-friedman/awesome-legaltech': [
    ...agents(/^Legal-Specific Skills$/, /^Document Processing Skills$/, /^Agentic AI & Automation$/),
    ...aiOnly(/^AI-Powered Contract/, /^E-Discovery/, /^Document Assembly/, /^Legal Research & Case Law/),
  ],
  // Auto-added rows include off-topic repositories, so even the agent sections need agent words.
  'JuneYaooo/awesome-medical-ai': [
    ...agentLike(/^Multi-Agent Medical Systems$/, /^Medical LLMs/, /^Medical Imaging/, /^Clinical Software/,
      /^NLP & Text Mining$/, /^Biomedical Research/),
  ],
  'rdmgator12/awesome-healthcare-mcp-servers': [
    ...skipped(/^Trust Framework$/, /^Workflow Bundles$/),
    ...agents(/^Revenue Cycle/, /^Clinical Decision/, /^FHIR/, /^Quality Compliance/, /^Life Sciences/, /^Population Health/),
  ],
  'kakoni/awesome-healthcare': [...agents(/^Scribe$/), ...agentLike(/^Machine learning$/i, /^Applications$/)],
  'georgezouq/awesome-ai-in-finance': [
    ...agents(/^Agents$/, /^Skills$/, /^MCP Servers$/),
    ...agentLike(/^LLMs$/),
  ],
  'Shubhamsaboo/awesome-llm-apps': [
    ...skipped(/^LLM Optimization Tools$/, /^LLM Fine-tuning$/, /Crash Courses$/),
    ...agents(/^Browse all templates$/),
  ],
  'ashishpatel26/500-AI-Agents-Projects': [
    ...skipped(/^Navigation Guide$/, /^Framework Comparison$/, /^Observability & Evaluation$/),
    ...agents(/^Industry Use Cases$/, /^CrewAI$/, /^AutoGen$/, /^Agno$/, /^LangGraph$/),
  ],
  'Arindam200/awesome-ai-apps': [...skipped(/^Fine-Tuning$/), ...agents(/^Featured AI Apps$/)],
}
