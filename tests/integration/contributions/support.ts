let sequence = 0

/** A valid manual-form submission with a link nobody used yet. */
export function contributionBody(overrides: Record<string, unknown> = {}) {
  sequence += 1

  return {
    agentName: `Quill Helper ${sequence}`,
    agentDescription: 'Drafts replies to customer emails and keeps a log of every conversation for the team.',
    // A host of its own: the catalogue takes similar names on one site for one agent.
    agentLink: `https://quill-${sequence}-${Date.now()}.example.org/`,
    useCase: 'support',
    industry: 'customer-service',
    difficulty: 'Beginner',
    tags: ['email', 'support'],
    deploymentGuide: 'Run it with Docker: docker run quill-helper.',
    githubRepo: '',
    ...overrides,
  }
}
