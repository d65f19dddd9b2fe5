import type { DirectorySeed } from './directory-seed-shape.ts'

/** The directories, one entry each: key, title, licence, kind, description, snapshot commit. */
export const SEEDS: DirectorySeed[] = [
  {
    key: 'slavakurilyak/awesome-ai-agents',
    title: 'Awesome AI Agents (Slava Kurilyak)',
    kind: 'structured-list',
    description:
      'A structured list of more than 300 agentic AI resources, kept as JSON and YAML data, with categories, open-source flags and GitHub star counts. We take the open-source agents and agent frameworks from it.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'c462ce4f7c902414edd4eebdccc20afbec3b7a4e', committedAt: '2025-07-30',
  },
  {
    key: 'ashishpatel26/500-AI-Agents-Projects',
    title: '500+ AI Agent Projects & Use Cases',
    kind: 'awesome-list',
    description:
      'A catalogue of AI agent use cases organised by industry and by framework (CrewAI, AutoGen, Agno, LangGraph), plus a set of small runnable agents described by metadata files.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '9beeb721c2af551bacaab827a76bddaecaa0ca5e', committedAt: '2026-07-27',
  },
  {
    key: 'Shubhamsaboo/awesome-llm-apps',
    title: 'Awesome LLM Apps',
    kind: 'awesome-list',
    description:
      'More than a hundred open-source AI agents, agent teams, agent skills and retrieval-augmented apps, each a runnable project in the repository.',
    licence: 'Apache-2.0',
    licenceFile: 'LICENSE',
    commit: '11a4bc330e4b0b1509577db4581c5cfbcf6ea6a0', committedAt: '2026-08-21',
  },
  {
    key: 'mohamed-taha/aiagents-directory-oss',
    title: 'AI Agents Directory (open-source edition)',
    kind: 'structured-list',
    description:
      'The seed data of the aiagents.directory website. Most of its entries are commercial products; we take only the ones it files under Open Source.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '5cd29405d0a62e54bfc91a6fd8484106ce7056e8', committedAt: '2026-02-22',
  },
  {
    key: 'lobehub/lobe-chat-agents',
    title: 'LobeHub Agent Market',
    kind: 'template-gallery',
    description:
      'The assistant market of LobeChat: ready-to-use agents defined by a system prompt, an opening message and examples, each written by a community author. We use the English versions.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'ec2b0e414c7078b21269363637077d0e6f7c3e84', committedAt: '2025-06-19',
  },
  {
    key: 'FlowiseAI/Flowise',
    title: 'Flowise Marketplace Templates',
    kind: 'template-gallery',
    description:
      'The chatflow and agentflow templates that ship with Flowise, the open-source visual builder for LLM apps: support teams, lead outreach, research agents, document Q&A and more.',
    licence: 'Apache-2.0',
    licenceFile: 'LICENSE.md',
    commit: 'ababf4c8ebc0263e03aeeb917832251d3fd785e4', committedAt: '2026-07-24',
  },
  {
    key: 'enescingoz/awesome-n8n-templates',
    title: 'Awesome n8n Templates',
    kind: 'template-gallery',
    description:
      'A curated collection of n8n workflow templates grouped by integration and department. We list the ones that use AI models or agents.',
    licence: 'CC-BY-4.0',
    licenceFile: 'LICENSE',
    commit: '077f1851afc30652e079ee808a4f69ccd88c5f70', committedAt: '2026-08-22',
  },
  {
    key: 'Zie619/n8n-workflows',
    title: 'n8n Workflows Collection',
    kind: 'template-gallery',
    description:
      'A large collection of n8n workflow files with a searchable index. We list the workflows built around the n8n AI Agent node.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '94007c1445d9258a7da116646b79473e7c7c3282', committedAt: '2026-06-24',
  },
  {
    key: 'tanko-r/awesome-legal-tech',
    title: 'Awesome Legal Apps',
    kind: 'awesome-list',
    description:
      'A curated, weekly updated list of legal technology: AI tools, legal language models, MCP servers for law, research, contract and practice management software, with each project’s own licence recorded.',
    licence: 'CC0-1.0',
    licenceFile: 'license',
    commit: 'fb49613c461835a847e83d1d401f95cecdfa09f7', committedAt: '2026-07-20',
  },
  {
    key: 'Vaquill-AI/awesome-legaltech',
    title: 'Awesome Legaltech (Vaquill AI)',
    kind: 'awesome-list',
    description:
      'A large global legaltech list covering open-source legal platforms, legal AI models, MCP servers, agent skills, research portals and communities. It is sponsored by Vaquill AI; we leave out the sponsor’s own entries.',
    licence: 'CC0-1.0',
    licenceFile: 'README.md#license',
    commit: 'c34de3c006c6f8186510cb876986f1a26f325ca4', committedAt: '2026-07-23',
  },
  {
    key: 'chen-friedman/awesome-legaltech',
    title: 'Awesome Legaltech (Chen Friedman)',
    kind: 'awesome-list',
    description:
      'A shorter, quality-filtered list of open-source legal technology and AI resources tagged by jurisdiction, including agent skills for legal work.',
    licence: 'CC0-1.0',
    licenceFile: 'LICENSE',
    commit: '8fed44a286d4079656ad0269690af3f10148e7ed', committedAt: '2026-04-06',
  },
  {
    key: 'lilialla/awesome-legal-ai-zh',
    title: 'Awesome Legal AI (Chinese legal AI selection guide)',
    kind: 'structured-list',
    description:
      'A reviewed registry of Chinese legal AI tools: agent skills, suites, MCP servers and apps, with GitHub metadata for every project. We list the tools whose repositories describe themselves in English.',
    licence: 'CC0-1.0',
    licenceFile: 'LICENSE',
    commit: 'a511df9f4f8ee528525e5f96b6ab49b0582f7183', committedAt: '2026-08-13',
  },
  {
    key: 'JuneYaooo/awesome-medical-ai',
    title: 'Awesome Medical AI',
    kind: 'awesome-list',
    description:
      'A graded list of open-source medical AI projects: multi-agent medical systems, medical language models, imaging and radiology, clinical software and EHR tools.',
    licence: 'CC0-1.0',
    licenceFile: 'LICENSE',
    commit: '3173f94e84157f968b615d1bb524372972d11f0c', committedAt: '2026-04-30',
  },
  {
    key: 'rdmgator12/awesome-healthcare-mcp-servers',
    title: 'Awesome Healthcare MCP Servers',
    kind: 'awesome-list',
    description:
      'Healthcare Model Context Protocol servers that AI agents can call, each rated by a physician for HIPAA readiness and clinical validity.',
    licence: 'CC0-1.0',
    licenceFile: 'license',
    commit: '83921d17f304c4c298bf24836b94c51aab33ef9c', committedAt: '2026-06-26',
  },
  {
    key: 'kakoni/awesome-healthcare',
    title: 'Awesome Health',
    kind: 'awesome-list',
    description:
      'A long-running list of open-source healthcare software. Most of it is not AI; we take only the AI scribes and assistants it lists.',
    licence: 'CC0-1.0',
    licenceFile: 'LICENSE',
    commit: '04840965988f5f9ab856194f5642f45fc291df9a', committedAt: '2026-01-28',
  },
  {
    key: 'georgezouq/awesome-ai-in-finance',
    title: 'Awesome AI in Finance',
    kind: 'awesome-list',
    description:
      'LLM agents, financial language models, agent skills and MCP servers for finance, alongside quant and trading research. We take its agent, model, skill and MCP sections.',
    licence: 'CC0-1.0',
    licenceFile: 'LICENSE',
    commit: '27ef1faa8ea062af45ae2cdcbd2f50f4c358f110', committedAt: '2026-08-04',
  },
  {
    key: 'wangfe/awesome-finance-skills',
    title: 'Awesome Finance Skills',
    kind: 'skill-library',
    description:
      'Prompt-based agent skills for personal finance, accounting, investing, financial modelling and reporting, each with usage notes and a worked example.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '616f36a266406960ab855495c1546575f222feac', committedAt: '2026-04-23',
  },
  {
    key: 'tuanductran/hr-skills',
    title: 'HR Skills',
    kind: 'skill-library',
    description:
      'A library of HR agent skills following the open Agent Skills format: recruiting, onboarding, performance, compensation, compliance, analytics and workforce planning.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'e641afe711424bc01163a52e2a9f2e418e446111', committedAt: '2026-08-20',
  },
  {
    key: 'anthropics/knowledge-work-plugins',
    title: 'Knowledge Work Plugins (Anthropic)',
    kind: 'skill-library',
    description:
      'Anthropic’s open plugins for Claude: skills for sales, customer support and running a small business (lead triage, call prep, ticket triage, complaint handling, month-end close and more). The partner-built Apollo (MIT, © Apollo.io) and Common Room skills need an account with those vendors. Third-party plugins it lists elsewhere are not used.',
    licence: 'Apache-2.0',
    licenceFile: 'LICENSE',
    commit: '5267cf7bff3031921d4474b8e8f86ad02d2b8f6d', committedAt: '2026-08-20',
  },
  {
    key: 'msitarzewski/agency-agents',
    title: 'The Agency (agent personas)',
    kind: 'skill-library',
    description:
      'Ready-made AI agent personas (system prompts) for Claude Code, Cursor and other assistants, grouped into divisions. We use its sales, customer-service, training and HR personas.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '783f6a72bfd7f3135700ac273c619d92821b419a', committedAt: '2026-04-11',
  },
  {
    key: 'Humaner-inc/customer-support-skills',
    title: 'Customer Support Skills (Humaner)',
    kind: 'skill-library',
    description:
      'An open library of customer-support procedures for AI support agents in retail, hospitality, wellness and digital services: returns, order tracking, bookings, billing and more. Its baseline tone and guardrail files are parts of each agent, not agents of their own.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '14c993f4e4863439a5ad84f2334056001170f941', committedAt: '2026-08-18',
  },
  {
    key: 'tarkaai/gtm-skills',
    title: 'GTM Skills (Tarka)',
    kind: 'skill-library',
    description:
      'Go-to-market plays for B2B startups packaged as agent skills: lead qualification, discovery, objection handling, proposals and closing. We list each sales play once, at its entry level.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'a915d9b12730f0ee1df48ca87c64733f7697bc0f', committedAt: '2026-03-31',
  },
  {
    key: 'getcargohq/gtm-skills',
    title: 'Cargo GTM Skills',
    kind: 'skill-library',
    description:
      'Agent skills for B2B prospecting and data enrichment: lead lists, contact finding, scoring and buying signals. Every skill runs Cargo’s cargo-ai command-line tool, so it needs a Cargo account.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '08979f922a2e178e38e5e8b03b81e23d8d8aa812', committedAt: '2026-08-18',
  },
  {
    key: 'Arindam200/awesome-ai-apps',
    title: 'Awesome AI Apps (Arindam Majumder)',
    kind: 'awesome-list',
    description:
      'An index of runnable AI agent, voice agent, MCP and retrieval-augmented apps kept in one repository, from starter examples to support and sales agents.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'f1909599081f5080a52a5b467d021975329ca796', committedAt: '2026-07-23',
  },
  {
    key: 'wshobson/agents',
    title: 'Claude Code Agents (Seth Hobson)',
    kind: 'skill-library',
    description:
      'A large collection of Claude Code plugins and subagents. We use its customer and sales automation plugin: a customer-support agent and a sales-automation agent.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '367cb6a4a182cf7e9b0a17c9429f7411ddd9cf35', committedAt: '2026-08-18',
  },
  {
    key: 'VoltAgent/awesome-claude-code-subagents',
    title: 'Awesome Claude Code Subagents (VoltAgent)',
    kind: 'skill-library',
    description:
      'A collection of Claude Code subagents in ten categories. We use two of its business and product agents: a sales engineer and a customer success manager.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'c9e51ec0b3d43f5dcdd0b558a6cd28ba6ada97c1', committedAt: '2026-08-12',
  },
  {
    key: 'alirezarezvani/claude-skills',
    title: 'Claude Skills (Alireza Rezvani)',
    kind: 'skill-library',
    description:
      'A multi-domain library of agent skills. We use its business-growth skills: sales engineering, revenue operations, customer success and proposal writing.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: '7d493fed97e4d57553630e1a2432c1c02bf5b2b3', committedAt: '2026-05-02',
  },
  {
    key: 'coreyhaines31/marketingskills',
    title: 'Marketing Skills (Corey Haines)',
    kind: 'skill-library',
    description:
      'A marketing skill library for AI agents. We use its sales and retention skills: cold email, prospecting, sales enablement, revenue operations and churn prevention.',
    licence: 'MIT',
    licenceFile: 'LICENSE',
    commit: 'c21a984a56da10fb6085e6334f6f60929220a4da', committedAt: '2026-07-22',
  },
]
