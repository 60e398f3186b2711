/**
 * The Content-Security-Policy holds on every kind of page without a single violation: nothing the
 * shop ships tries an inline script, eval (zod's compiler probe) or a host the policy does not name.
 * Violations are collected from the `securitypolicyviolation` event (JavaScript on) and from the
 * console (both projects).
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { PRODUCTS, addByPost } from './shop-support'

declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/** The first link on `from` whose path matches `pattern` (a product, a blog post: their slugs are data). */
async function linkOn(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from)
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const href = hrefs.find((candidate) => pattern.test(candidate))
  if (!href) throw new Error(`no link like ${pattern} on ${from}`)
  return href
}

async function violationsOn(page: Page): Promise<string[]> {
  // The event is dispatched in a task of its own: let it run before reading.
  return page.evaluate(async () => {
    await new Promise((done) => setTimeout(done, 100))
    return window.__cspViolations ?? []
  })
}

// The page-not-found page is answered with a 404, which Chromium reports on the console by itself.
test.use({ allowConsoleErrors: true })

test('no page type reports a Content-Security-Policy violation', async ({ page, javaScriptEnabled, consoleErrors }) => {
  test.setTimeout(120_000)
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(`${message.type()}: ${message.text()}`)
  })
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })

  const product = await linkOn(page, '/c/fridges-freezers', /^\/p\//)
  const post = await linkOn(page, '/blog', /^\/blog\/[^/]+\/[^/]+$/)
  await addByPost(page, PRODUCTS.kettle)

  const pages = [
    ['home', '/'],
    ['category', '/c/fridges-freezers'],
    ['product', product],
    ['search', '/search?q=kettle'],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['CMS page', '/about'],
    ['blog', '/blog'],
    ['blog post', post],
    ['page not found', '/no-such-page/at-all'],
    ['German store view', '/de'],
  ] as const
  const found: string[] = []
  for (const [name, path] of pages) {
    await page.goto(path)
    if (javaScriptEnabled) found.push(...(await violationsOn(page)).map((violation) => `${name} (${path}): ${violation}`))
    found.push(...consoleReports.splice(0).map((report) => `${name} (${path}): ${report}`))
  }
  expect(found, 'Content-Security-Policy violations').toEqual([])

  const unexpected = consoleErrors.filter(
    (line) => !/^console\.error: Failed to load resource: the server responded with a status of 404\b/.test(line),
  )
  expect(unexpected, 'the pages logged errors to the console').toEqual([])
})

test('with no tag manager, chat, error reporting or captcha configured, no third party is named or asked for', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin !== new URL(baseURL!).origin && !['data:', 'blob:'].includes(url.protocol)) foreign.push(request.url())
  })
  const product = await linkOn(page, '/c/fridges-freezers', /^\/p\//)
  for (const path of ['/', product, '/checkout', '/contact', '/warranty']) {
    const response = await page.goto(path)
    const policy = response!.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("default-src 'self'")
    // Every source the policy names is the shop itself, a nonce or a keyword: no other host.
    expect(policy.match(/\b(https?|wss?):\/\/\S+/g), `hosts in the CSP of ${path}`).toBeNull()
    await page.waitForLoadState('load')
    // The guarded forms (contact, warranty, the footer's newsletter) carry no captcha widget.
    await expect(page.locator('.captcha-widget, .cf-turnstile, .h-captcha, .captcha-noscript')).toHaveCount(0)
  }
  expect(foreign, 'requests to other hosts').toEqual([])
})
