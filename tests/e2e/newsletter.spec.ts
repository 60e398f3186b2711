/**
 * The newsletter: the footer's sign-up on any page, the double opt-in through the mailed link,
 * the 10% coupon mailed after confirmation and taken in the cart, and (with JavaScript) the popup that
 * shows once. Runs with JavaScript on and off.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { linkInMail, matchInMail } from './mail-support'
import { addByPost, addProduct, amount, applyCode, cartTotals, PRODUCTS, readTotals, say, toast, uniqueEmail } from './shop-support'
import { waitForStampAge } from './support'

const CHECK_EMAIL = 'Please check your e-mail to confirm your subscription'

function footerSignup(page: Page) {
  return page.getByRole('contentinfo').getByRole('region', { name: say('newsletter.signupTitle') })
}

/** Sign up in the footer of the page that is open, and see the answer the way this project gets it. */
async function signUpInFooter(page: Page, js: boolean, email: string) {
  const form = footerSignup(page)
  await form.getByLabel(say('newsletter.emailLabel')).fill(email)
  const from = new URL(page.url()).pathname
  await waitForStampAge(page, form)
  await form.getByRole('button', { name: say('newsletter.signupButton') }).click()
  if (js) {
    // A fetch: the shopper stays where they were and reads the answer beside the form.
    await expect(form.getByRole('status')).toHaveText(CHECK_EMAIL)
    await expect(form.getByLabel(say('newsletter.emailLabel'))).toHaveValue('')
  } else {
    await expect(toast(page, CHECK_EMAIL)).toBeVisible()
  }
  expect(new URL(page.url()).pathname).toBe(from)
}

test('subscribe in the footer, confirm through the mailed link, get the 10% coupon and use it in the cart', async ({
  page,
  javaScriptEnabled,
}) => {
  // Mail delivery, a popup that waits for the page, and a whole journey: more than the default 30 s.
  test.slow()
  const email = uniqueEmail('newsletter')
  await page.goto('/c/fridges-freezers')
  await signUpInFooter(page, javaScriptEnabled, email)

  // The confirmation link opens a page with a button: following a link changes nothing by itself.
  const confirm = await linkInMail(email, '/newsletter/confirm')
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByRole('heading', { level: 1, name: say('newsletter.confirmTitle') })).toBeVisible()
  await page.getByRole('button', { name: say('newsletter.confirmButton') }).click()
  await expect(toast(page, say('newsletter.confirmedToast', { percent: 10 }))).toBeVisible()

  // The same link again: a clear message, no button.
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByRole('alert')).toHaveText(say('newsletter.linkInvalid'))
  await expect(page.getByRole('button', { name: say('newsletter.confirmButton') })).toHaveCount(0)

  const [code] = await matchInMail(email, /NEWS10-[A-Z0-9]{5}-[A-Z0-9]{5}/)
  await addProduct(page, javaScriptEnabled, PRODUCTS.kettle)
  await page.goto('/cart')
  await applyCode(page, 'coupon', code!)
  await expect(cartTotals(page).getByRole('row', { name: new RegExp(code!) })).toBeVisible()
  const totals = await readTotals(cartTotals(page))
  const subtotal = amount(totals, say('cart.subtotal'))
  expect(amount(totals, say('cart.discount', { code: code! }))).toBe(-Math.round(subtotal / 10))
})

test('the unsubscribe link of the mail works without login', async ({ page, javaScriptEnabled }) => {
  // Mail delivery, a popup that waits for the page, and a whole journey: more than the default 30 s.
  test.slow()
  const email = uniqueEmail('newsletter-off')
  await page.goto('/')
  await signUpInFooter(page, javaScriptEnabled, email)
  const unsubscribe = await linkInMail(email, '/newsletter/unsubscribe')
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page.getByText(say('newsletter.unsubscribeIntro'))).toBeVisible()
  await page.getByRole('button', { name: say('newsletter.unsubscribeButton') }).click()
  await expect(toast(page, say('newsletter.unsubscribedToast'))).toBeVisible()
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page.getByText(say('newsletter.alreadyUnsubscribed'))).toBeVisible()
})

test.describe('the popup', () => {
  test.use({ newsletterPopup: true })

  // The popup's waits (POPUP_DELAY_MS after the load event, then a look every few seconds while it must wait)
  // run on the page's clock. Each test installs a clock it moves forward instead of sleeping through them; it
  // keeps running at its own pace between the moves, as the page's clock would.
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    // /newsletter.js is added after the load event: a clock moved before it ran would leave its delay untouched.
    // Its load event, which follows its run, marks the window (a capturing listener on the document: the
    // event neither bubbles nor reaches the window).
    await page.addInitScript(() => {
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLScriptElement && new URL(event.target.src).pathname === '/newsletter.js') {
            ;(window as unknown as { newsletterScriptRan?: boolean }).newsletterScriptRan = true
          }
        },
        true,
      )
    })
  })

  /** POPUP_DELAY_MS of app/worker/newsletter.ts: the popup opens this long after the page's load event. */
  const POPUP_DELAY_MS = 4_000
  // Past the delay with no dialog means it did not open: the script opens it from the delay's timer, in the
  // same task, so the dialog is on the page as soon as the clock has run past it.
  const PAST_THE_DELAY_MS = 5_500
  /** POPUP_RETRY_MS: while it must wait (a menu open, a field in use), it looks again this often. */
  const POPUP_RETRY_MS = 3_000
  const popupOf = (page: Page) => page.getByRole('dialog', { name: say('newsletter.signupTitle') })

  /** Once the page's newsletter script has run (its delay counts from then), run the page's clock `ms` on. */
  async function runClock(page: Page, ms: number) {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { newsletterScriptRan?: boolean }).newsletterScriptRan === true), {
        message: '/newsletter.js ran on this page',
      })
      .toBe(true)
    await page.clock.runFor(ms)
  }

  test('shows once after the page has loaded; closed, it stays away after a reload; never on the checkout', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Mail delivery, a popup that waits for the page, and a whole journey: more than the default 30 s.
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript; without it the footer form is the way in')
    await addByPost(page, PRODUCTS.kettle)
    await page.goto('/checkout')
    expect(new URL(page.url()).pathname).toBe('/checkout')
    await runClock(page, PAST_THE_DELAY_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.goto('/')
    const popup = popupOf(page)
    await runClock(page, POPUP_DELAY_MS)
    await expect(popup).toBeVisible()
    // The promise is the store view's 'newsletter-promise' CMS block (the seed's, for the rand store).
    await expect(popup).toContainText('we will e-mail you a 10% off coupon for your next order')
    // Focus starts in it and stays in it; Escape closes it.
    await expect(popup.getByLabel(say('newsletter.emailLabel'))).toBeFocused()
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()

    await page.reload()
    await runClock(page, PAST_THE_DELAY_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('never on the checkout, the login or the account pages', async ({ page, javaScriptEnabled }, info) => {
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript')
    await addByPost(page, PRODUCTS.kettle)
    for (const path of ['/checkout', '/de/login', '/login']) {
      await page.goto(path)
      expect(new URL(page.url()).pathname).toBe(path)
      await runClock(page, PAST_THE_DELAY_MS)
      await expect(page.getByRole('dialog'), path).toHaveCount(0)
    }
    // A new customer (not subscribed, so the server allows the popup) lands in the account area.
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.getByLabel('First name').fill('Thandi')
    await page.getByLabel('Last name').fill('Mokoena')
    await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail(`popup-${info.project.name}`))
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery')
    await page.getByLabel('Confirm password').fill('correct horse battery')
    await page.getByRole('button', { name: 'Create account', exact: true }).click()
    await expect(page).toHaveURL(/\/my-account$/)
    await page.goto('/my-account')
    await runClock(page, PAST_THE_DELAY_MS)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('waits while the menu is open, then opens once it is closed', async ({ page, javaScriptEnabled }) => {
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript')
    await page.goto('/c/kettles')
    const menu = page.locator('details.menu-toggle')
    await menu.locator('summary').click()
    await expect(menu).toHaveAttribute('open', '')
    await runClock(page, PAST_THE_DELAY_MS)
    await expect(popupOf(page)).toHaveCount(0)
    await menu.locator('summary').click()
    await page.clock.runFor(POPUP_RETRY_MS)
    await expect(popupOf(page)).toBeVisible()
  })

  test('waits while a form field has focus', async ({ page, javaScriptEnabled }) => {
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript')
    await page.goto('/contact')
    const field = page.locator('main').locator('input:not([type=hidden]), textarea').first()
    await field.focus()
    await runClock(page, PAST_THE_DELAY_MS)
    await expect(popupOf(page)).toHaveCount(0)
    await expect(field).toBeFocused()
    await field.blur()
    await page.clock.runFor(POPUP_RETRY_MS)
    await expect(popupOf(page)).toBeVisible()
  })

  test('closed, it stays closed on the next pages and in the other store views', async ({ page, javaScriptEnabled }) => {
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript')
    await page.goto('/')
    const popup = popupOf(page)
    await runClock(page, POPUP_DELAY_MS)
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: say('newsletter.popupClose') }).click()
    await expect(popup).toBeHidden()
    for (const path of ['/c/kettles', '/de', '/it/search?q=bollitore']) {
      await page.goto(path)
      await runClock(page, PAST_THE_DELAY_MS)
      await expect(page.getByRole('dialog'), path).toHaveCount(0)
    }
    // The choice is kept with its time, so that it can lapse after months rather than never.
    const kept = await page.evaluate(() => window.localStorage.getItem('karoo:newsletter-popup'))
    expect(kept).toMatch(/^dismissed:\d{13}$/)
  })

  test('subscribing from the popup keeps the shopper on the page', async ({ page, javaScriptEnabled }) => {
    // Mail delivery, a popup that waits for the page, and a whole journey: more than the default 30 s.
    test.slow()
    test.skip(!javaScriptEnabled, 'the popup needs JavaScript')
    const email = uniqueEmail('newsletter-popup')
    await page.goto('/c/fridges-freezers')
    const popup = popupOf(page)
    await runClock(page, POPUP_DELAY_MS)
    await expect(popup).toBeVisible()
    await popup.getByLabel(say('newsletter.emailLabel')).fill(email)
    await waitForStampAge(page, popup.locator('form'))
    await popup.getByRole('button', { name: say('newsletter.signupButton') }).click()
    await expect(popup.getByRole('status')).toHaveText(CHECK_EMAIL)
    expect(new URL(page.url()).pathname).toBe('/c/fridges-freezers')
    await linkInMail(email, '/newsletter/confirm')
  })
})
