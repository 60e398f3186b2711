/**
 * Product reviews on a phone, with and without JavaScript: the seeded reviews and their average beside the
 * price and in the JSON-LD; a guest writes a review, the store owner publishes it with `npm run reviews`,
 * and it shows on the page as text (a script in it stays text); a bad field is refused beside it.
 */
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test, waitForHydration } from '../setup/e2e'
import { productPath } from './support'
import { toast } from './shop-support'

allowRefusedForms()

/** The moderation script, on the e2e server's database (playwright.config.ts starts it on this folder). */
function reviewsScript(...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['scripts/reviews.ts', ...args], {
    env: { ...process.env, DATA_DIR: '.cache/e2e-data', DATABASE_URL: '', LOG_LEVEL: 'error' },
    encoding: 'utf8',
  })
}

/** The id of the pending review with this title, as `npm run reviews -- list` shows it. */
function pendingReviewId(title: string): string {
  const block = reviewsScript('list')
    .split(/\n(?=\S)/)
    .find((entry) => entry.includes(JSON.stringify(title)))
  expect(block, `a pending review titled ${title}`).toBeDefined()
  return block!.split(/\s+/)[0]!
}

async function productLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Product')!
}

async function send(page: Page, javaScriptEnabled: boolean) {
  await page.getByRole('button', { name: 'Send review' }).click()
  if (!javaScriptEnabled) await page.waitForLoadState('load')
}

test('the seeded reviews show their average beside the price and in the Product JSON-LD', async ({ page, request }) => {
  await page.goto(await productPath(request, 'KET-1011'))
  const summary = page.locator('.product-info .review-summary')
  await expect(summary.getByRole('img', { name: '4.7 out of 5 stars' })).toBeVisible()
  await expect(summary.getByRole('link', { name: '3 reviews' })).toHaveAttribute('href', '#reviews')
  const reviews = page.getByRole('region', { name: 'Reviews' })
  await expect(reviews.getByRole('article')).toHaveCount(3)
  // Newest first.
  await expect(reviews.getByRole('article').first()).toContainText('by Ayesha P.')
  expect((await productLd(page)).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.7,
    reviewCount: 3,
    bestRating: 5,
    worstRating: 1,
  })
})

test('a product without published reviews has no aggregateRating', async ({ page, request }) => {
  await page.goto(await productPath(request, 'KET-1009'))
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet.')
  expect(await productLd(page)).not.toHaveProperty('aggregateRating')
})

test('a guest writes a review; once published it shows as text, and in the JSON-LD', async ({ page, request, javaScriptEnabled }, info) => {
  // The moderation script starts a Node process twice.
  test.slow()
  page.on('dialog', (dialog) => {
    throw new Error(`a script in a review ran: ${dialog.message()}`)
  })
  const unique = `${info.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  const title = `Still going strong ${unique}`
  const text = 'Toasts evenly. <script>alert("review")</script> & <b>not bold</b>'
  const path = await productPath(request, 'TOA-1001')
  await page.goto(path)
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByLabel('Your name').fill('Eve <img src=x onerror=alert(1)>')
  await form.getByLabel('E-mail (never shown)').fill(`review-${unique}@example.co.za`)
  await form.getByRole('group', { name: 'Rating' }).getByLabel('4 stars').check()
  await form.getByLabel('Title (optional)').fill(title)
  await form.getByLabel('Your review').fill(text)
  await send(page, javaScriptEnabled)

  await expect(toast(page, 'Thank you, your review will appear once checked')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(path)
  // Pending: not on the page yet. With JavaScript the form is emptied for the next one.
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  if (javaScriptEnabled) await expect(form.getByLabel('Your review')).toHaveValue('')

  reviewsScript('publish', pendingReviewId(title))
  await page.goto(path)
  const review = page.getByRole('article', { name: title })
  await expect(review).toBeVisible()
  await expect(review.locator('.review-text')).toHaveText(text)
  await expect(review).toContainText('by Eve <img src=x onerror=alert(1)>')
  await expect(review.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible()
  await expect(review).not.toContainText('Verified buyer')
  const ld = (await productLd(page)) as { aggregateRating?: { reviewCount: number; bestRating: number }; review?: Array<{ name?: string }> }
  expect(ld.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1)
  expect(ld.aggregateRating?.bestRating).toBe(5)
  expect(ld.review?.some((entry) => entry.name === title)).toBe(true)
  if (javaScriptEnabled) await waitForHydration(page)
})

test('a name too short is refused beside its field, and what was typed stays', async ({ page, request, javaScriptEnabled }) => {
  await page.goto(await productPath(request, 'TOA-1001'))
  const form = page.getByRole('form', { name: 'Write a review' })
  await form.getByLabel('Your name').fill('A')
  await form.getByLabel('E-mail (never shown)').fill('short-name@example.co.za')
  await form.getByRole('group', { name: 'Rating' }).getByLabel('2 stars').check()
  await form.getByLabel('Your review').fill('Too short a name.')
  await send(page, javaScriptEnabled)
  const name = form.getByLabel('Your name')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('#review-name-error')).toHaveText('Name must have at least 2 letters.')
  await expect(form.getByLabel('Your review')).toHaveValue('Too short a name.')
  await expect(form.getByRole('group', { name: 'Rating' }).getByLabel('2 stars')).toBeChecked()
})
