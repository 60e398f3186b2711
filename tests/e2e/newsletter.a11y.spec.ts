/**
 * axe on the newsletter's pages: the footer form, the confirmation and unsubscribe pages of the
 * mailed links, and the popup. JavaScript on only (*.a11y.spec.ts).
 */
import { expect, expectNoA11yViolations, test } from '../setup/e2e'
import { linkInMail } from './mail-support'
import { say, uniqueEmail } from './shop-support'

test.use({ newsletterPopup: true })

test('the popup, and the confirmation and unsubscribe pages, have no accessibility violations', async ({ page }) => {
  // Mail delivery, a popup that waits for the page, and a whole journey: more than the default 30 s.
  test.slow()
  const email = uniqueEmail('newsletter-a11y')
  await page.goto('/')
  const popup = page.getByRole('dialog', { name: say('newsletter.signupTitle') })
  await expect(popup).toBeVisible({ timeout: 15_000 })
  await expectNoA11yViolations(page, { include: 'dialog.newsletter-popup' })
  await popup.getByLabel(say('newsletter.emailLabel')).fill(email)
  await popup.getByRole('button', { name: say('newsletter.signupButton') }).click()
  await expect(popup.getByRole('status')).not.toBeEmpty()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expectNoA11yViolations(page, { include: '.footer-newsletter' })

  const confirm = await linkInMail(email, '/newsletter/confirm')
  await page.goto(confirm.pathname + confirm.search)
  await expect(page.getByRole('button', { name: say('newsletter.confirmButton') })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.goto('/newsletter/confirm?token=forged')
  await expect(page.getByRole('alert')).toHaveText(say('newsletter.linkInvalid'))
  await expectNoA11yViolations(page)

  const unsubscribe = await linkInMail(email, '/newsletter/unsubscribe')
  await page.goto(unsubscribe.pathname + unsubscribe.search)
  await expect(page.getByRole('button', { name: say('newsletter.unsubscribeButton') })).toBeVisible()
  await expectNoA11yViolations(page)
})
