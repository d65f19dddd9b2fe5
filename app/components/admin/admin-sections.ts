/** Every admin page, in the order the hub and the admin navigation show them. */
export const ADMIN_SECTIONS = [
  { to: '/admin/inventory', label: 'Inventory', description: 'The catalogue by use case, difficulty, source, deployment and tags.' },
  { to: '/admin/premium', label: 'Premium', description: 'Make agents premium by hand or remove a manual grant.' },
  { to: '/admin/agents', label: 'Agents', description: 'Add, correct, reclassify, hide, restore and merge agents.' },
  { to: '/crawler', label: 'Crawler', description: 'Sources, runs and a manual crawl.' },
  { to: '/admin/contributions', label: 'Contributions', description: 'Submitted agents waiting for a decision.', counter: 'pendingContributions' },
  { to: '/admin/reviews', label: 'Reviews', description: 'Held and reported reviews to moderate.', counter: 'reportedReviews' },
  { to: '/admin/deployments', label: 'Deployment requests', description: 'Members asking us to deploy an agent.', counter: 'openDeploymentRequests' },
  { to: '/admin/users', label: 'Users', description: 'Roles, builder, locking and deleting accounts.' },
  { to: '/admin/audit', label: 'Audit log', description: 'Every admin action: who, when, what, before and after.' },
] as const

export type TAdminSection = (typeof ADMIN_SECTIONS)[number]
