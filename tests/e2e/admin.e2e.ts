import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

type TListedAgent = { id: number; name: string; industry: string }

/** Two agents of the shipped catalogue that are not legal agents: one to feature, one misfiled. */
async function twoNonLegalAgents(): Promise<[TListedAgent, TListedAgent]> {
  const response = await fetch(new URL('/api/agents?industry=education&sort=newest&limit=2', baseUrl))
  const { agents } = (await response.json()) as { agents: TListedAgent[] }
  if (agents.length < 2) throw new Error('The shipped catalogue has fewer than two education agents')

  return [agents[0]!, agents[1]!]
}

describe('an admin runs the marketplace', () => {
  it('keeps members and visitors out of the admin area', async () => {
    const visitor = await browser().newPage({ baseURL: baseUrl })
    await visitor.goto('/admin')
    await visitor.getByRole('heading', { level: 1, name: /sign in/i }).waitFor()
    expect(new URL(visitor.url()).searchParams.get('redirectTo')).toBe('/admin')

    const member = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, newMember('Curious')))
    const answer = await member.goto('/admin')
    expect(answer?.status()).toBe(403)
    await member.getByRole('heading', { level: 1, name: 'Admins only' }).waitFor()
    await expectAccessible(member)
  })

  it('opens the hub, filters the inventory by use case, makes an agent premium, reclassifies a misfiled agent and finds both in the audit log', async () => {
    const [featured, misfiled] = await twoNonLegalAgents()
    const page = await signedInPage(browser(), baseUrl, await signInViaApi(baseUrl, admin))

    // The hub: every admin page, with what waits.
    await page.goto('/admin')
    await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor()
    const adminNav = page.getByRole('navigation', { name: 'Admin' })
    for (const label of ['Inventory', 'Premium', 'Agents', 'Crawler', 'Contributions', 'Reviews', 'Deployment requests', 'Users', 'Audit log']) {
      await expect.poll(() => adminNav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true)
    }
    await expect.poll(() => page.getByRole('link', { name: /^Contributions \d+ waiting/ }).isVisible()).toBe(true)
    await expectAccessible(page)

    // Inventory, by use case, narrowed to Education.
    await adminNav.getByRole('link', { name: 'Inventory', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Inventory' }).waitFor()
    const overview = page.getByRole('list', { name: 'Overview' })
    await expect.poll(() => overview.getByText('Total agents').isVisible()).toBe(true)
    await page.getByLabel('Breakdown', { exact: true }).selectOption('useCase')
    await page.getByLabel('Search categories').fill('educ')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/q=educ/)
    const byUseCase = page.getByRole('list', { name: 'Agents by use case' })
    await byUseCase.getByText('Education', { exact: true }).waitFor()
    await expect.poll(() => byUseCase.getByRole('listitem').count()).toBe(1)
    await expect.poll(() => byUseCase.getByText(/\d+ total · \d+ free · \d+ premium/).isVisible()).toBe(true)
    await expectAccessible(page)

    // Premium: find the agent by name and make it premium.
    await adminNav.getByRole('link', { name: 'Premium', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Premium management' }).waitFor()
    await page.getByLabel('Search by name or description').fill(featured.name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.has('search'))
    await page.getByRole('button', { name: `Make ${featured.name} premium` }).click()
    await page.getByRole('status').filter({ hasText: 'Premium Status Updated' }).waitFor()
    await page.getByRole('button', { name: `Remove premium from ${featured.name}` }).waitFor()
    await expectAccessible(page)

    // Agents: the misfiled one goes to Legal.
    await adminNav.getByRole('link', { name: 'Agents', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Agents' }).waitFor()
    await page.getByLabel('Search by name or description').fill(misfiled.name)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForURL((url) => url.searchParams.has('search'))
    await page.getByRole('checkbox', { name: `Select ${misfiled.name}` }).check()
    await page.getByLabel('New industry', { exact: true }).selectOption('legal')
    await page.getByRole('button', { name: 'Reclassify selected' }).click()
    await page.getByRole('status').filter({ hasText: `Reclassified ${misfiled.name}.` }).waitFor()
    await expectAccessible(page)
    const detail = (await (await fetch(new URL(`/api/agents/${misfiled.id}`, baseUrl))).json()) as TListedAgent
    expect(detail.industry).toBe('legal')

    // The audit log has both, with who did them.
    await adminNav.getByRole('link', { name: 'Audit log', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor()
    await page.getByLabel('Action', { exact: true }).selectOption('agent.')
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/action=agent/)
    const entries = page.getByRole('table')
    const premiumRow = entries.getByRole('row').filter({ hasText: 'agent.premium.grant' }).filter({ hasText: featured.name })
    const reclassifyRow = entries.getByRole('row').filter({ hasText: 'agent.reclassify' }).filter({ hasText: misfiled.name })
    await premiumRow.waitFor()
    await reclassifyRow.waitFor()
    await expect.poll(() => reclassifyRow.getByText('industry: legal').isVisible()).toBe(true)
    await expect.poll(() => premiumRow.getByText(admin.email).isVisible()).toBe(true)
    await expectAccessible(page)
  })
})
