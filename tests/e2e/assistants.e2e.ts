import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible, notifications } from '../support/browser.ts'
import { newMember, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

/** A GitHub agent of the shipped catalogue: its guide is generated from its repository. */
async function githubAgent(): Promise<{ id: number; name: string }> {
  const response = await fetch(new URL('/api/agents?source=github&limit=20', baseUrl))
  const { agents } = (await response.json()) as { agents: { id: number; name: string; link: string }[] }
  const agent = agents.find((candidate) => /^https:\/\/github\.com\/[^/]+\/[^/]+\/?$/.test(candidate.link))
  expect(agent).toBeDefined()

  return agent!
}

describe('deployment help and coaching', () => {
  it('goes from an agent page to its guide, and the assistant writes a Dockerfile for it', async () => {
    const agent = await githubAgent()
    const page = await (await browser().newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })).newPage()
    await page.goto(`/agents/${agent.id}`)
    await page.getByRole('heading', { name: 'Deployment Guide' }).waitFor()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Deploy Now' }).click()
    await page.getByRole('heading', { name: `Deployment guide: ${agent.name}` }).waitFor()
    expect(new URL(page.url()).search).toBe(`?agent=${agent.id}`)
    await expect.poll(() => page.locator('#guide pre').first().textContent()).toContain('git clone')
    await expectAccessible(page)

    // Quick actions appear once the chat is enhanced; a blank message is refused.
    const assistant = page.getByRole('complementary', { name: 'Deployment assistant' })
    await assistant.getByRole('button', { name: 'Docker' }).waitFor()
    const input = assistant.getByLabel('Your message')
    await input.press('Enter')
    await assistant.getByRole('alert').filter({ hasText: 'Type a message first.' }).waitFor()

    // Shift+Enter adds a line; Enter sends.
    await input.fill('How do I run this')
    await input.press('Shift+Enter')
    await expect.poll(() => input.inputValue()).toBe('How do I run this\n')
    await input.fill('How do I run this with Docker?')
    await input.press('Enter')
    await assistant.getByTestId('user-message').filter({ hasText: 'How do I run this with Docker?' }).waitFor()
    const answer = assistant.getByTestId('assistant-message').filter({ hasText: `Run ${agent.name} on Docker` })
    await answer.waitFor({ timeout: 30_000 })
    const dockerfile = await answer.locator('pre').first().textContent()
    expect(dockerfile).toContain(`Dockerfile for ${agent.name}`)
    expect(dockerfile).toMatch(/FROM (python|node):/)
    await expect.poll(() => answer.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true)
    await expectAccessible(page)
  })

  it('lets a member complete a Flowise lesson and see the progress, and coaches by style and goal', async () => {
    const member = newMember('Learner')
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, member))
    await page.goto('/flowise')
    await expect.poll(() => page.getByTestId('track-progress').textContent()).toBe('0 of 6 lessons complete')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Mark lesson 2 complete' }).click()
    await notifications(page).getByText('Lesson complete').waitFor()
    await expect.poll(() => page.getByTestId('track-progress').textContent()).toBe('1 of 6 lessons complete')
    await expect.poll(() => page.locator('[id="02-first-chatflow"]').getByText('Completed', { exact: true }).isVisible()).toBe(true)
    // The progress is saved: it is still there on a fresh visit.
    await page.goto('/flowise')
    await expect.poll(() => page.getByTestId('track-progress').textContent()).toBe('1 of 6 lessons complete')

    await page.goto('/coaching')
    await page.getByRole('link', { name: 'Hands-on' }).click()
    await page.getByRole('link', { name: /First-Time AI User/ }).click()
    await page.getByRole('heading', { name: 'Goal: First-Time AI User' }).waitFor()
    await page.getByRole('button', { name: 'How do I install Flowise and start my first chatflow?' }).click()
    const input = page.getByLabel('Your message')
    await expect.poll(() => input.inputValue()).toBe('How do I install Flowise and start my first chatflow?')
    await input.press('Enter')
    await page.getByTestId('assistant-message').filter({ hasText: 'Try it now' }).waitFor({ timeout: 30_000 })
    await expectAccessible(page)
    // The conversation stays once the coach has saved the session (it used to vanish a frame later).
    expect(await page.getByTestId('assistant-message').filter({ hasText: 'Try it now' }).count()).toBe(1)
    expect(await page.getByTestId('user-message').count()).toBe(1)

    // Coming back resumes the saved conversation.
    await page.goto('/coaching')
    await page.getByTestId('user-message').filter({ hasText: 'How do I install Flowise' }).waitFor()
    await page.getByRole('link', { name: 'Change Goal' }).click()
    await page.getByRole('link', { name: /Personal Productivity/ }).waitFor()
    await expect.poll(() => page.getByTestId('user-message').count()).toBe(0)
  })
})
