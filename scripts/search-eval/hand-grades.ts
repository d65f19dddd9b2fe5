/**
 * Grades a person changed after reading a query's top ten as the asker would (2026-11-26): the
 * rules of grading-rules.ts are keyword tests, lenient in places (a family of HR skills that
 * mention "policies" was graded 3 for a policy helpdesk) and blind in others (a retail skill for
 * "product availability, sizing and comparison questions" was 0 for "help customers find
 * products"). write-graded-queries.ts applies these after the rules, by agent name.
 */
export type HandGrade = { query: string; name: string; grade: 0 | 1 | 2 | 3; why: string }

export const HAND_GRADES: HandGrade[] = [
  // Tuning set
  { query: 'help customers find products', name: 'Retail: Product Inquiries', grade: 3, why: 'answers availability, sizing and comparison questions: finding products' },
  { query: 'help customers find products', name: 'Digital Services: Product How-To', grade: 1, why: 'usage questions, not finding a product' },
  { query: 'help customers find products', name: 'Product Description', grade: 1, why: 'writes descriptions for the seller' },
  { query: 'help customers find products', name: 'Product Title Splitting', grade: 0, why: 'parses product data' },
  { query: 'clinical notes scribe', name: 'Wellness: Freeze and Medical Leave', grade: 0, why: 'gym membership freezes' },
  { query: 'performance reviews for my team', name: 'Workingclass', grade: 1, why: "workers' rights tools" },
  { query: 'performance reviews for my team', name: 'Self Evaluation Loop Flow', grade: 2, why: 'a code example of self-assessment' },
  { query: 'book patient appointments for my clinic', name: 'Healthcare Voice Contact Center', grade: 3, why: 'books appointments by phone' },
  { query: 'find prospects on linkedin', name: 'Prospecting', grade: 2, why: 'finds and lists prospects, not LinkedIn-specific' },
  { query: 'find prospects on linkedin', name: 'Prospect', grade: 2, why: 'builds prospect lists' },
  { query: 'find prospects on linkedin', name: 'Founder calls to prospects', grade: 0, why: 'a phone-calling playbook' },
  { query: 'find prospects on linkedin', name: 'Local Field Prospecting', grade: 0, why: 'visiting coworking spaces in person' },
  { query: 'medical billing and coding', name: 'GPH Intelligence MCP', grade: 1, why: 'a directory of providers' },
  { query: 'medical billing and coding', name: 'Healthcare Data MCP', grade: 1, why: 'market intelligence' },
  { query: 'answer employee questions about company policy', name: 'HR future of work', grade: 1, why: 'strategy, not answering staff' },
  { query: 'answer employee questions about company policy', name: 'HR AI governance', grade: 1, why: 'governs AI use' },
  { query: 'answer employee questions about company policy', name: 'HR labor relations', grade: 1, why: 'union relations' },
  { query: 'answer employee questions about company policy', name: 'Employee communications', grade: 2, why: 'writes to staff, does not answer them' },
  { query: 'answer employee questions about company policy', name: 'HR policy management', grade: 2, why: 'writes the policies' },
  { query: 'answer employee questions about company policy', name: 'HR compliance and workplace policies', grade: 2, why: 'advises HR, not staff' },
  { query: 'autogen multi agent', name: 'AG2 Adaptive Research Team', grade: 2, why: 'AG2 is the AutoGen fork' },
  { query: 'follow up with leads on whatsapp', name: 'Demo Follow-Up Sequence', grade: 2, why: 'follows up leads, by email' },
  // People's words
  { query: 'dentist practice wants fewer no-shows', name: 'Wellness: Late Cancel and No-Show', grade: 2, why: 'handles no-shows, for studios' },
  { query: 'what are customers complaining about in our reviews', name: 'Customer Pulse Check', grade: 3, why: 'themes from disputes, tickets and review exports' },
]
