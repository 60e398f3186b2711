/**
 * A guest buys the e-book, pays in the sandbox and downloads it straight after checkout, with and without
 * JavaScript: from the confirmation page, and from the link in the mail that says the payment was approved.
 * Both count against the same five downloads; the page promises no delivery for a file.
 */
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { linkInMail, mailTo } from './mail-support'
import {
  PRODUCTS,
  addByPost,
  fillCheckoutByPosts,
  placeOrderButton,
  say,
  statusOrderNumber,
  termsCheckbox,
  uniqueEmail,
} from './shop-support'

allowRefusedForms()

test('a guest buys the e-book, pays in the sandbox, and downloads it from the confirmation page and from the mail', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail(`guest-ebook-${info.project.name}`)
  await addByPost(page, PRODUCTS.ebook)
  await fillCheckoutByPosts(page, { paymentMethod: 'cardgateway', virtual: true, email })
  await page.goto('/checkout')
  await termsCheckbox(page).check()
  await placeOrderButton(page).click()
  await expect(page).toHaveURL(/\/sandbox\/pay\//)
  await page.getByRole('button', { name: say('sandbox.approve') }).click()

  // The confirmation page: paid, the file ready, and no parcel promised.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('order.paidTitle'))
  const number = await statusOrderNumber(page)
  await expect(page.getByText(say('order.paidDownloadsText'))).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('on its way')
  await expect(page.getByRole('heading', { name: say('account.downloads') })).toBeVisible()
  await expect(page.getByText('Downloads left: 5.')).toBeVisible()
  const link = page.getByRole('link', { name: /^Download The Air Fryer/ })
  const [fromPage] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(fromPage.suggestedFilename()).toMatch(/\.pdf$/)

  // The mail about the approved payment carries its own signed link; it works from any device (no cookies).
  const approval = await mailTo(email, say('mail.nextDownloads'))
  expect(approval).toContain(number)
  expect(approval).not.toContain('on its way')
  const mailed = await linkInMail(email, '/resources/download')
  const file = await request.get(mailed.pathname + mailed.search, { maxRedirects: 0 })
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('application/pdf')
  expect(file.headers()['cache-control']).toBe('private, no-store')
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')

  // Both downloads counted on the same line; the page renews its links each time it is shown.
  await page.reload()
  await expect(page.getByText('Downloads left: 3.')).toBeVisible()

  // The mail's link to the order works without this browser's session: another device sees the same links.
  const statusLink = await linkInMail(email, '/order/status')
  const elsewhere = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: info.project.name !== 'js-off' })
  const other = await elsewhere.newPage()
  await other.goto(new URL(statusLink.pathname + statusLink.search, page.url()).href)
  await expect(other.getByRole('link', { name: /^Download The Air Fryer/ })).toBeVisible()
  await elsewhere.close()
})
