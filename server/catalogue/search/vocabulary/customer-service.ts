import type { TVocabulary } from './vocabulary-types.ts'

/** Support teams and front desks: tickets, live chat, phones, complaints. */
export const CUSTOMER_SERVICE: TVocabulary = {
  industry: 'customer-service',
  intent: [
    'support', 'helpdesk', 'ticket', 'tickets', 'faq', 'customer service', 'customer support', 'complaints',
    'call centre', 'call center', 'help desk', 'zendesk', 'freshdesk', 'intercom', 'live chat', 'refund', 'refunds',
    'complaint', 'receptionist', 'contact centre', 'contact center', 'inquiries', 'enquiries',
  ],
  synonyms: {
    bot: ['chatbot', 'assistant'],
    bots: ['chatbot', 'assistant'],
    chatbot: ['chat', 'bot'],
    helpdesk: ['help desk', 'support', 'ticket'],
    faq: ['questions', 'knowledge base'],
    phone: ['voice', 'call'],
    calls: ['call', 'phone', 'voice'],
    website: ['widget', 'web chat'],
    visitors: ['visitor', 'customer', 'website'],
    'live chat': ['chat', 'chatbot', 'website'],
    urgency: ['priority', 'urgent', 'triage'],
    urgent: ['priority', 'triage'],
    sort: ['triage', 'classify', 'categorize'],
    incoming: ['inbound'],
    receptionist: ['phone', 'voice', 'call', 'booking'],
    complaints: ['complaint', 'customer service', 'support'],
    refunds: ['refund', 'returns', 'customer service'],
    tickets: ['ticket', 'helpdesk', 'support'],
    ticket: ['tickets', 'helpdesk', 'support'],
    escalate: ['escalation'],
  },
  misspellings: {
    custmer: 'customer',
    suport: 'support',
  },
}
