import { expect, test, waitForHydration } from '../setup/e2e'
import { CHECKOUT_CHECKS, PRODUCTS, addByPost, step } from './shop-support'
import { DEFAULT_STORE, t } from './support'

/*
 * The checkout's forms check their fields in the browser with the same schemas as the server, but the page
 * does not load zod and the schemas with itself: they come when the shopper first focuses a form. A field
 * left before they arrived is checked once they are there; a form sent before that waits for them.
 */

const say = (key: string, vars: Record<string, string | number> = {}) => t(DEFAULT_STORE, key, vars)

test.describe('checkout checks', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the checks in the browser need JavaScript')

  test('the page loads without them, a focused form fetches them, and a field left empty says so at once', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    const fetched: string[] = []
    page.on('request', (request) => {
      if (CHECKOUT_CHECKS.test(new URL(request.url()).pathname)) fetched.push(request.url())
    })
    await page.goto('/checkout')
    await waitForHydration(page)
    // Loaded, hydrated and idle: nothing has asked for the checks.
    await page.waitForLoadState('networkidle')
    expect(fetched).toEqual([])

    const personal = step(page, 'personal')
    const firstName = personal.getByLabel(say('checkout.firstName'))
    const lastName = personal.getByLabel(say('checkout.lastName'))
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await firstName.focus()
    await lastName.focus()
    // Left empty: the message comes from the browser's check, without a post to the server.
    await expect(firstName).toHaveAccessibleDescription(say('Field is required'))
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(fetched).toHaveLength(1)
    expect(posts).toEqual([])

    // Corrected, the message goes as the shopper types.
    await firstName.fill('Thandi')
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })
  test('Continue pressed before the checks are there: the messages come from the browser, without a post', async ({ page }) => {
    await addByPost(page, PRODUCTS.kettle2)
    await page.goto('/checkout')
    await waitForHydration(page)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    const personal = step(page, 'personal')
    // The press on the button is the first touch of the form: it starts the import, the submission waits for it.
    await personal.getByRole('button', { name: say('checkout.continue') }).click()
    await expect(personal.getByText(say('Field is required'), { exact: true })).toHaveCount(3)
    await expect(personal.getByLabel(say('checkout.firstName'))).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toEqual([])
  })
})
