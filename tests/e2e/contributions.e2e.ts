import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

/**
 * OpenDevin/OpenDevin is listed in the shipped catalogue, but GitHub answers that address with a
 * 301 to the renamed repository (All-Hands-AI/OpenHands), which is not listed: the recorded answer
 * the fixture server gives for it is what the form should be filled with.
 */
const RENAMED_REPOSITORY_URL = 'https://github.com/OpenDevin/OpenDevin'
type TRecordedRepository = { name: string; html_url: string; stargazers_count: number }
const renamedRepository = JSON.parse(await readFile(new URL('../../fixtures/api/github/repository_214972159.json', import.meta.url), 'utf8')) as TRecordedRepository

/** Pastes a link into Auto-Extract and leaves the field, which starts the extraction. */
async function pasteLink(page: Page, url: string) {
  const linkField = page.getByLabel('GitHub or Hugging Face link')
  // The enhanced form extracts on blur; the Extract details button shows it is enhanced.
  await page.getByRole('button', { name: 'Extract details' }).waitFor()
  await linkField.fill(url)
  await linkField.blur()
}

describe('a member contributes an agent from its GitHub link', () => {
  it('auto-extracts, edits, submits; an admin approves; the agent is live and the member is told', async () => {
    const member = newMember('Contributor')
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, member))
    await page.goto('/contribute')
    await page.getByRole('heading', { level: 1, name: 'Share an agent with small businesses' }).waitFor()
    await expect.poll(() => page.getByRole('tab', { name: 'Auto-Extract' }).getAttribute('aria-selected')).toBe('true')
    await expectAccessible(page)

    // The link is read through GitHub's API and the form is filled with what it said.
    await pasteLink(page, RENAMED_REPOSITORY_URL)
    await page.getByText('Read from GitHub. Check every field below and change what you like.').waitFor()
    await expect.poll(() => page.getByText(`${renamedRepository.stargazers_count.toLocaleString('en-US')} stars`).isVisible()).toBe(true)
    const form = page.getByRole('tabpanel', { name: 'Auto-Extract' })
    const nameField = form.getByLabel('Agent name')
    await expect.poll(() => nameField.inputValue()).toBe(renamedRepository.name)
    await expect.poll(() => form.getByLabel('Link to the agent').inputValue()).toBe(renamedRepository.html_url)
    await expect.poll(() => form.getByLabel(/^Description/).inputValue()).not.toBe('')
    await expectAccessible(page)

    // They make the name their own and swap a tag (the repository's topics filled all five), then submit.
    const agentName = `${renamedRepository.name} for small teams ${member.name.split(' ')[1]}`
    await nameField.fill(agentName)
    const addedTags = form.getByRole('list', { name: 'Added tags' })
    const removeFirst = addedTags.getByRole('button', { name: /^Remove tag / }).first()
    const removedTag = (await removeFirst.getAttribute('aria-label'))!.replace('Remove tag ', '')
    await removeFirst.click()
    await expect.poll(() => addedTags.getByText(removedTag, { exact: true }).count()).toBe(0)
    await form.getByLabel('New tag').fill('code review')
    await form.getByLabel('New tag').press('Enter')
    await expect.poll(() => addedTags.getByText('code review').isVisible()).toBe(true)
    await form.getByRole('button', { name: 'Submit Agent' }).click()
    await page.getByRole('status').filter({ hasText: 'Agent Submitted Successfully!' }).waitFor()
    await expectAccessible(page)

    // Their account page lists it as pending.
    await page.getByRole('link', { name: 'See your contributions and their status' }).click()
    const contributions = page.getByRole('region', { name: 'Your contributions' })
    const ownEntry = contributions.getByRole('listitem').filter({ hasText: agentName })
    await ownEntry.getByText('Pending review').waitFor()

    // The admin approves it from the queue.
    const adminPage = await signedInPage(browser(), baseUrl, await signInViaApi(baseUrl, admin))
    await adminPage.goto('/admin/contributions')
    await adminPage.getByRole('heading', { level: 1, name: 'Contributions' }).waitFor()
    const queued = adminPage.getByRole('article', { name: new RegExp(`^${agentName}`) })
    await expect.poll(() => queued.getByText(`By ${member.name} (${member.email})`).isVisible()).toBe(true)
    const tagsShown = (await queued.getByRole('definition').filter({ hasText: 'code review' }).textContent())!.split(', ')
    expect(tagsShown).toContain('code review')
    expect(tagsShown).not.toContain(removedTag)
    await expectAccessible(adminPage)
    await queued.getByRole('button', { name: 'Approve' }).click()
    await adminPage.getByText('Approved and published. The submitter was emailed.').waitFor()
    await expect.poll(() => adminPage.getByRole('article', { name: new RegExp(`^${agentName}`) }).count()).toBe(0)
    await expectAccessible(adminPage)
    await adminPage.context().close()

    // Anyone finds it in the marketplace search and opens it.
    const visitor = await (await browser().newContext({ baseURL: baseUrl })).newPage()
    await visitor.goto(`/marketplace?search=${encodeURIComponent(agentName)}`)
    const card = visitor.getByRole('main').getByRole('article').filter({ has: visitor.getByRole('heading', { name: agentName }) })
    await card.waitFor()
    await expectAccessible(visitor)
    await card.getByRole('link', { name: agentName }).first().click()
    await visitor.getByRole('heading', { level: 1, name: agentName }).waitFor()
    await expectAccessible(visitor)
    await visitor.context().close()

    // The member sees "Approved" with a link to the listing, and the decision mail.
    await page.reload()
    await ownEntry.getByText('Approved', { exact: true }).waitFor()
    await expect.poll(() => ownEntry.getByRole('link', { name: 'See it in the marketplace' }).isVisible()).toBe(true)
    await expectAccessible(page)
    await page.goto('/dev/outbox')
    const mail = page.getByRole('article', { name: `Your agent "${agentName}" is live on Agent Atlas to ${member.email}` })
    await mail.waitFor()
    await expect.poll(() => mail.getByText('it is now published in the marketplace').isVisible()).toBe(true)
    await page.context().close()
  }, 120_000)

  it('is told when the linked agent is listed already, with the listing and the way to claim it', async () => {
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, newMember('Latecomer')))
    // harshhh28/hia is recorded by the fixture server and shipped in the catalogue.
    await page.goto('/contribute')
    await pasteLink(page, 'https://github.com/harshhh28/hia')
    const notice = page.getByRole('status').filter({ hasText: 'This agent is already listed' })
    await notice.waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Submit Agent' }).count()).toBe(0)
    await expect.poll(() => notice.getByRole('link', { name: 'You build it? Claim this listing' }).getAttribute('href')).toMatch(/^\/agents\/\d+\/claim$/)
    await expectAccessible(page)
    await notice.getByRole('link', { name: 'View the listing' }).click()
    await page.waitForURL(/\/agents\/\d+/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.context().close()
  })
})
