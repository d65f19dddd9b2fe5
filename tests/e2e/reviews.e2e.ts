import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useBrowser } from './support/browser.ts'
import { expectAccessible, notifications } from '../support/browser.ts'
import { expectNumbers, reviewArticle, reviewsSection } from './support/reviews-page.ts'
import { newMember, signInViaApi, signUpViaApi, signedInPage } from './support/session.ts'

const baseUrl = inject('baseUrl')
const admin = inject('admin')
const browser = useBrowser()

/** The address of a catalogue agent nobody reviews in this run but this journey (each takes its own place in the marketplace, away from the first ten other journeys use). */
async function agentPathAt(position: number): Promise<string> {
  const response = await fetch(new URL(`/api/agents?limit=1&offset=${position}`, baseUrl))
  const { agents } = (await response.json()) as { agents: { id: number }[] }
  expect(agents[0]).toBeDefined()

  return `/agents/${agents[0]!.id}`
}

/** A signed-in member opens the agent page and waits until its forms are enhanced. */
async function openAgent(page: Page, path: string) {
  await page.goto(`${path}#reviews`)
  // Before hydration 'Add Review' is a <details> summary; the enhanced button says whether it is expanded.
  await reviewsSection(page).getByRole('button', { name: 'Add Review', expanded: false }).waitFor()
}

async function writeReview(page: Page, review: { stars: number; title: string; comment: string }) {
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByRole('radio', { name: review.stars === 1 ? '1 star' : `${review.stars} stars` }).check()
  await form.getByLabel('Title').fill(review.title)
  await form.getByLabel('Your review').fill(review.comment)
  await form.getByRole('button', { name: 'Submit Review' }).click()
}

describe('members review an agent and an admin moderates', () => {
  it('writes, votes, edits, reports and hides a review while the numbers follow', async () => {
    const agentPath = await agentPathAt(0)
    const author = newMember('Author')
    const voter = newMember('Voter')
    const reporter = newMember('Reporter')
    const [authorToken, voterToken, reporterToken] = await Promise.all([signUpViaApi(baseUrl, author), signUpViaApi(baseUrl, voter), signUpViaApi(baseUrl, reporter)])
    const authorReview = { stars: 4, title: 'Saved our front desk hours', comment: 'We used it for two weeks to answer booking questions; it handled most of them well.' }

    // A visitor sees an unrated agent and is asked to sign in to review it.
    const visitor = await (await browser().newContext({ baseURL: baseUrl })).newPage()
    await visitor.goto(`${agentPath}#reviews`)
    await expectNumbers(visitor, { summary: null, reviews: 0, breakdown: {} })
    await expect.poll(() => reviewsSection(visitor).getByRole('link', { name: 'Sign in to write a review' }).isVisible()).toBe(true)
    await expectAccessible(visitor)

    // The author opens the form, is told to fill in every field, then writes a 4-star review.
    const authorPage = await signedInPage(browser(), baseUrl, authorToken)
    await openAgent(authorPage, agentPath)
    await reviewsSection(authorPage).getByRole('button', { name: 'Add Review' }).click()
    const form = authorPage.getByRole('form', { name: 'Write a review' })
    await expect.poll(() => form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await form.getByRole('button', { name: 'Submit Review' }).click()
    await form.getByRole('alert').filter({ hasText: 'Please fill in all fields.' }).waitFor()
    await expectAccessible(authorPage)
    await writeReview(authorPage, authorReview)
    await notifications(authorPage).getByText('Review Added').waitFor()
    await expectNumbers(authorPage, { summary: '4.0 out of 5 stars (1 rating)', reviews: 1, breakdown: { 4: 1 } })
    // The toast (spec §9) goes by itself after 5 seconds.
    await notifications(authorPage).getByText('Review Added').waitFor({ state: 'detached', timeout: 15_000 })
    await expect.poll(() => reviewArticle(authorPage, authorReview.title).getByText('Your review', { exact: true }).isVisible()).toBe(true)
    // The form closed and reset to 5 stars and empty fields.
    await expect.poll(() => form.isVisible()).toBe(false)
    await reviewsSection(authorPage).getByRole('button', { name: 'Add Review' }).click()
    await expect.poll(() => form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    await expect.poll(() => form.getByLabel('Title').inputValue()).toBe('')
    await expect.poll(() => form.getByLabel('Your review').inputValue()).toBe('')
    await expectAccessible(authorPage)

    // Another member finds it helpful and adds a 5-star review of their own.
    const voterPage = await signedInPage(browser(), baseUrl, voterToken)
    await openAgent(voterPage, agentPath)
    const seenByVoter = reviewArticle(voterPage, authorReview.title)
    await expect.poll(() => seenByVoter.getByText('Nobody has marked this review helpful yet.').isVisible()).toBe(true)
    await seenByVoter.getByRole('button', { name: 'Helpful', exact: true }).click()
    await seenByVoter.getByText('1 person found this helpful.').waitFor()
    await expect.poll(() => seenByVoter.getByRole('button', { name: 'Helpful', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await expectAccessible(voterPage)
    await reviewsSection(voterPage).getByRole('button', { name: 'Add Review' }).click()
    await writeReview(voterPage, { stars: 5, title: 'Reliable for invoices', comment: 'It drafted our monthly invoices from the spreadsheet without a single mistake.' })
    await notifications(voterPage).getByText('Review Added').waitFor()
    await expectNumbers(voterPage, { summary: '4.5 out of 5 stars (2 ratings)', reviews: 2, breakdown: { 5: 1, 4: 1 } })

    // The author comes back: the form says a second submission updates the review; they lower it to 2 stars.
    await openAgent(authorPage, agentPath)
    await reviewsSection(authorPage).getByRole('button', { name: 'Add Review' }).click()
    await form.getByText('submitting again updates your review').waitFor()
    await expect.poll(() => form.getByLabel('Title').inputValue()).toBe(authorReview.title)
    await expect.poll(() => form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
    const editedTitle = 'Good at bookings, weak at refunds'
    await writeReview(authorPage, { stars: 2, title: editedTitle, comment: `${authorReview.comment} Refund questions confused it every time.` })
    await notifications(authorPage).getByText('Your review was updated.').waitFor()
    await expectNumbers(authorPage, { summary: '3.5 out of 5 stars (2 ratings)', reviews: 2, breakdown: { 5: 1, 2: 1 } })
    const edited = reviewArticle(authorPage, editedTitle)
    await expect.poll(() => edited.getByText('(edited').isVisible()).toBe(true)
    await expect.poll(() => edited.getByText('1 person found this helpful.').isVisible()).toBe(true)
    await expectAccessible(authorPage)

    // A third member reports the edited review.
    const reporterPage = await signedInPage(browser(), baseUrl, reporterToken)
    await openAgent(reporterPage, agentPath)
    const reported = reviewArticle(reporterPage, editedTitle)
    await reported.getByRole('button', { name: 'Report' }).click()
    await reported.getByLabel('Why should an admin check this review?').selectOption({ label: 'Fake or not based on real use' })
    await reported.getByLabel('Note for the admin (optional)').fill('The author works for the builder.')
    await expectAccessible(reporterPage)
    await reported.getByRole('button', { name: 'Send report' }).click()
    await reported.getByText('You reported this review.').waitFor()
    await expectNumbers(reporterPage, { summary: '3.5 out of 5 stars (2 ratings)', reviews: 2, breakdown: { 5: 1, 2: 1 } })

    // The admin sees the report in the moderation queue and hides the review.
    const adminPage = await signedInPage(browser(), baseUrl, await signInViaApi(baseUrl, admin))
    await adminPage.goto('/admin/reviews')
    await adminPage.getByRole('heading', { level: 1, name: 'Review moderation' }).waitFor()
    const queued = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: editedTitle }) })
    await expect.poll(() => queued.getByText('1 open report:').isVisible()).toBe(true)
    await expect.poll(() => queued.getByText('Fake or not based on real use × 1').isVisible()).toBe(true)
    await expect.poll(() => queued.getByText('“The author works for the builder.”').isVisible()).toBe(true)
    await expectAccessible(adminPage)
    await queued.getByRole('button', { name: 'Hide', exact: true }).click()
    await adminPage.getByText('The review is hidden and no longer counts in the agent’s rating.').waitFor()
    await expect.poll(() => adminPage.getByRole('heading', { name: editedTitle }).count()).toBe(0)
    await adminPage.getByRole('link', { name: 'Hidden' }).click()
    await adminPage.getByRole('heading', { name: editedTitle }).waitFor()
    await expectAccessible(adminPage)

    // The hidden review leaves the page and the average; its author is told it was hidden.
    await visitor.reload()
    await expectNumbers(visitor, { summary: '5.0 out of 5 stars (1 rating)', reviews: 1, breakdown: { 5: 1 } })
    await expect.poll(() => reviewArticle(visitor, editedTitle).count()).toBe(0)
    await expectAccessible(visitor)
    await openAgent(authorPage, agentPath)
    await expect.poll(() => reviewArticle(authorPage, editedTitle).getByText('Hidden by a moderator: only you can see this review.').isVisible()).toBe(true)
    await expectNumbers(authorPage, { summary: '5.0 out of 5 stars (1 rating)', breakdown: { 5: 1 } })

    for (const page of [visitor, authorPage, voterPage, reporterPage, adminPage]) await page.context().close()
  }, 150_000)
})

describe('the agent page without JavaScript', () => {
  it('lets a member write a review through the server-rendered form (its code loads later with JavaScript)', async () => {
    const agentPath = await agentPathAt(60)
    const page = await signedInPage(browser(), baseUrl, await signUpViaApi(baseUrl, newMember('Plain')), { javaScriptEnabled: false })
    await page.goto(`${agentPath}#reviews`)
    await expectNumbers(page, { summary: null, reviews: 0, breakdown: {} })
    // Without JavaScript 'Add Review' is the summary of a <details>: it opens the form in plain HTML.
    await reviewsSection(page).getByText('Add Review', { exact: true }).click()
    await writeReview(page, { stars: 3, title: 'Fine for simple booking questions', comment: 'Answered our opening hours and prices correctly; anything unusual went to a person.' })

    await expectNumbers(page, { summary: '3.0 out of 5 stars (1 rating)', reviews: 1, breakdown: { 3: 1 } })
    await expect.poll(() => reviewArticle(page, 'Fine for simple booking questions').isVisible()).toBe(true)
    // No axe check here: axe runs inside the page, which has no JavaScript (the journey above checks the same page with it).
    await page.context().close()
  })
})
