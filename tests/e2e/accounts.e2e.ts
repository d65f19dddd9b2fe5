import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible } from '../support/browser.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

/** Opens the header's user icon; the button exists once the page is hydrated. */
async function openAccountMenu(page: Page, name: string | RegExp) {
  await page.getByRole('banner').getByRole('button', { name }).click()
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

describe('a small-business owner manages their account', () => {
  it('signs up, signs out, signs in, resets a forgotten password and signs in with the new one', async () => {
    const member = newMember('Owner')
    const newPassword = `${member.password} renewed`
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto('/')

    // Sign up from the header's user icon.
    await openAccountMenu(page, 'Account')
    await page.getByRole('link', { name: 'Sign up' }).click()
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor()
    await expectAccessible(page)
    await page.getByLabel('Display name').fill(member.name)
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
    await expect.poll(() => page.getByText('Welcome to Agent Atlas.').isVisible()).toBe(true)
    await expectAccessible(page)

    // Signed in: the menu names them and offers Sign out.
    await openAccountMenu(page, `Account menu for ${member.name}`)
    await expect.poll(() => page.getByRole('banner').getByText(`Signed in as ${member.email}`).isVisible()).toBe(true)
    await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByText('You are signed out.').waitFor()
    await expectAccessible(page)
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).isVisible()).toBe(true)

    // Sign in again with the password they chose.
    await signInWithForm(page, member.email, member.password)
    await page.getByRole('banner').getByRole('button', { name: `Account menu for ${member.name}` }).waitFor()
    await openAccountMenu(page, `Account menu for ${member.name}`)
    await page.getByRole('banner').getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByText('You are signed out.').waitFor()

    // Forgot the password: ask for a link.
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor()
    await expectAccessible(page)
    await page.getByLabel('Email').fill(member.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page.getByRole('status').filter({ hasText: 'If an account exists for this email' }).waitFor()
    await expectAccessible(page)

    // The mail lands in the development outbox; follow its link.
    await page.goto('/dev/outbox')
    await page.getByRole('heading', { level: 1, name: 'Development outbox' }).waitFor()
    await expectAccessible(page)
    const mail = page.getByRole('article', { name: `Reset your Agent Atlas password to ${member.email}` })
    await expect.poll(() => mail.count()).toBe(1)
    const resetLink = mail.getByRole('link', { name: /\/reset-password\?token=/ })
    const resetPath = await resetLink.getAttribute('href')
    await resetLink.click()
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor()
    await page.getByLabel('New password').waitFor()
    await expectAccessible(page)
    await page.getByLabel('New password').fill(newPassword)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByText('Your password was changed. Sign in with the new password.').waitFor()
    await expectAccessible(page)

    // The old password is refused; the new one works.
    await signInWithForm(page, member.email, member.password)
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect.' }).waitFor()
    await expectAccessible(page)
    await signInWithForm(page, member.email, newPassword)
    await page.getByRole('banner').getByRole('button', { name: `Account menu for ${member.name}` }).waitFor()
    expect(new URL(page.url()).pathname).not.toBe('/sign-in')

    // The link worked once; used again it is refused.
    await page.goto(resetPath!)
    await page.getByLabel('New password').fill(`${newPassword} again`)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await page.getByRole('alert').filter({ hasText: 'This link is invalid, already used or expired.' }).waitFor()
    await expectAccessible(page)
    await context.close()
  })
})

describe('admin pages are for admins', () => {
  it('lets the admin manage users and refuses a member', async () => {
    const member = newMember('Member')
    const memberPage = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, member))
    const refused = await memberPage.goto('/admin/users')
    expect(refused?.status()).toBe(403)
    await expect.poll(() => memberPage.getByRole('heading', { name: 'Admins only' }).isVisible()).toBe(true)
    await expect.poll(() => memberPage.getByRole('table').count()).toBe(0)
    await expectAccessible(memberPage)
    await openAccountMenu(memberPage, `Account menu for ${member.name}`)
    await expect.poll(() => memberPage.getByRole('link', { name: 'Manage users' }).count()).toBe(0)
    await memberPage.context().close()

    const adminPage = await signedInPage(browser(), baseUrl, await signInViaApi(baseUrl, admin))
    await adminPage.goto('/')
    await openAccountMenu(adminPage, /^Account menu for /)
    await adminPage.getByRole('link', { name: 'Manage users' }).click()
    await adminPage.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await expectAccessible(adminPage)
    const memberRow = adminPage.getByRole('row').filter({ hasText: member.email })
    await expect.poll(() => memberRow.getByText('Member', { exact: true }).isVisible()).toBe(true)
    await expect.poll(() => memberRow.getByRole('button', { name: `Grant admin to ${member.email}` }).isVisible()).toBe(true)
    await adminPage.context().close()
  })
})
