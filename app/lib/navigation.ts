/** Where the header, mobile menu and footer point (spec §2 "Header and navigation", "Footer"). */

export type NavigationLink = { label: string; to: string }

export const DESKTOP_LINKS = {
  browseByIndustry: { label: 'Browse by Industry', to: '/marketplace' },
  premiumFeatures: { label: 'Premium Features', to: '/premium/subscribe' },
  reachSoloBusinesses: { label: 'Reach Solo Businesses & Teams', to: '/advertise' },
  listAgent: { label: '+ List Agent', to: '/contribute' },
  findAi: { label: 'Find AI for My Business', to: '/matchmaker' },
  account: { label: 'Account', to: '/sign-in' },
} satisfies Record<string, NavigationLink>

export const MOBILE_LINKS: NavigationLink[] = [
  { label: 'Agent Search', to: '/marketplace' },
  { label: 'Bubble Coach', to: '/bubble' },
  { label: 'Flowise Coach', to: '/flowise' },
  { label: 'n8n Coach', to: '/n8n' },
  { label: 'Deployment', to: '/deployment' },
  { label: '+ Contribute Agent', to: '/contribute' },
  { label: 'Advertise your Agent', to: '/advertise' },
]

export const FOOTER_GROUPS: { title: string; links: NavigationLink[] }[] = [
  {
    title: 'Platform',
    links: [
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Deployment Coaching', to: '/coaching' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
    ],
  },
  {
    title: 'Open data',
    links: [
      { label: 'Sources and licences', to: '/about/sources' },
      { label: 'API documentation', to: '/api-docs' },
    ],
  },
]
