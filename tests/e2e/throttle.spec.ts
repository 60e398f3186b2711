/**
 * Throttled code fields, with and without JavaScript: wrong coupon codes from one address
 * are answered as wrong until the free ones are spent, then the field says when to try again.
 *
 * Every spec shares the e2e server, but each test sends an X-Forwarded-For of its own (tests/setup/e2e):
 * this test's counter is its own, and no other test's budget is spent.
 */
import { expect, test } from '../setup/e2e'
import { PRODUCTS, addByPost, applyCode, say } from './shop-support'

// A refused code comes back with status 400, then 429; Chromium reports each on the console as a
// failed resource. Those lines are expected, anything else still fails.
test.use({ allowConsoleErrors: true })
test.afterEach(({ consoleErrors }) => {
  const unexpected = consoleErrors.filter(
    (line) => !/^console\.error: Failed to load resource: the server responded with a status of (400|429)\b/.test(line),
  )
  expect(unexpected, 'the page logged errors to the console').toEqual([])
})

test('wrong coupon codes until blocked: the field says to try again later', async ({ page }) => {
  await addByPost(page, PRODUCTS.kettle)
  await page.goto('/cart')
  const input = page.getByLabel(say('cart.couponLabel'), { exact: true })

  // Ten wrong codes are free and the 11th blocks for a second, so the 12th is refused (on a slow
  // machine a later one: each failure doubles the wait).
  const statuses: number[] = []
  while (!statuses.includes(429) && statuses.length < 16) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/cart')),
      applyCode(page, 'coupon', `NOPE-${statuses.length + 1}`),
    ])
    statuses.push(response.status())
  }
  expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(11)
  expect(statuses.slice(0, 11)).toEqual(Array(11).fill(400))

  await expect(input).toHaveAttribute('aria-invalid', 'true')
  const id = (await input.getAttribute('aria-describedby'))!
  await expect(page.locator(`[id="${id}"]`)).toHaveText(say('throttle.tooManyAttempts', { count: 1 }))
})
