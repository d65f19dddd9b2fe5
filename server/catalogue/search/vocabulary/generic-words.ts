/**
 * Words that carry no subject in a search ("I need an AI agent to help my team"): they neither
 * match nor count toward coverage. English stop words are dropped too.
 */
export const FILLER_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'for', 'to', 'of', 'in', 'on', 'at', 'by', 'with', 'from', 'my', 'our', 'your', 'me', 'we', 'i', 'us',
  'is', 'are', 'be', 'can', 'that', 'this', 'it', 'do', 'does', 'how', 'what', 'which', 'who', 'some', 'any', 'into', 'about', 'as',
  'need', 'needs', 'want', 'wants', 'looking', 'find', 'help', 'helps', 'helping', 'agent', 'agents', 'ai', 'tool', 'tools', 'app',
  'software', 'something', 'small', 'business', 'businesses', 'company', 'automatically', 'automate', 'automatic', 'automated', 'using', 'use', 'best', 'good',
  'free', 'simple', 'easy', 'virtual', 'relevant', 'please', 'will', 'should', 'could', 'would', 'all', 'get', 'make', 'new', 'like', 'team', 'teams',
  // The glue of a sentence: "a bot that answers their questions before they call"
  'their', 'them', 'they', 'there', 'these', 'those', 'whom', 'whose', 'when', 'where', 'why', 'was', 'were', 'been', 'being', 'has',
  'have', 'had', 'having', 'haven', 'hasn', 'don', 'doesn', 'didn', 'isn', 'aren', 'won', 'cant', 'dont', 'just', 'also', 'so', 'than',
  'then', 'too', 'very', 'each', 'every', 'other', 'such', 'only', 'own', 'same', 'both', 'more', 'most', 'much', 'many', 'if', 'but',
  'not', 'no', 'up', 'out', 'off', 'over', 'again', 'here', 'between', 'before', 'after', 'during', 'while', 'because', 'its', 'his',
  'her', 'him', 'she', 'he', 'you', 'im', 'ive', 'let', 'lets', 'may', 'might', 'must', 'via', 'per', 'etc', 'thing', 'things', 'stuff',
  'someone', 'somebody', 'anyone', 'way', 'ways', 'able', 'really', 'quickly', 'lot', 'lots', 'kind', 'run', 'runs', 'owner', 'owners',
  'im', 'am', 'got', 'give', 'takes', 'take', 'keep', 'someone', 'one', 'anything', 'everything', 'whole', 'day', 'daily', 'week',
  'weekly', 'month', 'monthly', 'year', 'long', 'plain', 'upcoming', 'interested', 'target', 'little', 'big', 'local', 'sure',
  // How people phrase a wish, not what it is about: "stop asking the same thing over and over"
  'ask', 'asks', 'asking', 'asked', 'tell', 'tells', 'telling', 'went', 'go', 'goes', 'going', 'stop', 'fewer', 'less', 'better',
  'wish', 'trying', 'try', 'struggle', 'struggling', 'spend', 'spending', 'wasting', 'waste', 'instead', 'without',
  // Contractions and glue found parsed as subjects across the graded sets: "they're", "nobody's", "what's"
  'actually', 'theyre', 'havent', 'nobody', 'nobodys', 'theres', 'whats', 'weve', 'wont', 'doesnt', 'shes', 'itself', 'elsewhere',
  // Ages and sizes: "a 10 year old", "year 9" (numbers are dropped by the parser)
  'old', 'aged',
  // Spans of time and the glue around them: "for the next 6 months" says when, not what
  'next', 'last', 'days', 'weeks', 'months', 'years', 'hours', 'turn', 'turns', 'whenever', 'someday', 'stuck',
])

/**
 * Words that say what kind of help, not about what: in "answer employee questions about company
 * policy" the subject is employees and policy, and any support bot also "answers questions".
 * They still match, but weigh less in the score and in how much of the search an agent covers.
 */
export const WEAK_WORDS = new Set([
  'book', 'answer', 'answers', 'answering', 'question', 'questions', 'write', 'writes', 'writing', 'create', 'creates', 'creating', 'generate',
  'generates', 'generator', 'manage', 'manages', 'managing', 'management', 'handle', 'handles', 'handling', 'reply', 'replies', 'respond',
  'send', 'sends', 'check', 'checks', 'track', 'tracking', 'process', 'processing', 'work', 'works', 'task', 'tasks',
  'assistant', 'assistants', 'bot', 'bots', 'chatbot', 'chatbots', 'automation', 'workflow', 'workflows', 'system', 'platform', 'online',
  'customers', 'customer', 'clients', 'client', 'people', 'information', 'info', 'content', 'data', 'documents', 'document', 'prepare',
  'plan', 'planning', 'organize', 'organise', 'service', 'services', 'explain', 'update', 'updates', 'review', 'reviews',
  'understand', 'understanding',
  // What kind of message, not about what: "refund requests", "special requests"
  'request', 'requests', 'measure', 'polite', 'speaks', 'speak',
])

/**
 * Words for the kind of business ("practice", "surgery", "firm") and the industries where they
 * name one: right after a word of that industry ("dentist practice", "physiotherapy practice") they
 * only repeat it, and on their own they would match other senses ("practice" as in learning, as
 * in "exam practice"). parseSearchQuery drops them there.
 */
const PROFESSIONS = ['healthcare', 'legal', 'finance'] as const
export const BUSINESS_KIND_WORDS: Record<string, readonly string[]> = {
  practice: PROFESSIONS,
  practices: PROFESSIONS,
  surgery: ['healthcare'],
  firm: PROFESSIONS,
  office: PROFESSIONS,
}
