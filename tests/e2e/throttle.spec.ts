/**
 * Throttled code fields (issue 10), with and without JavaScript: wrong coupon codes from one address
 * are answered as wrong until the free ones are spent, then the field says when to try again.
 *
 * Every spec shares the e2e server and its address (127.0.0.1), and other specs enter wrong codes
 * too: this one sends its own X-Forwarded-For (the server trusts one proxy hop), so its counter is
 * its own and nobody else's budget is spent.
 */
import crypto from 'node:crypto'
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

/** A documentation-range address of this test's own. */
function ownAddress(): string {
  const [a, b] = crypto.randomBytes(2)
  return `198.18.${a}.${b}`
}

test('wrong coupon codes until blocked: the field says to try again later', async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': ownAddress() })
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
