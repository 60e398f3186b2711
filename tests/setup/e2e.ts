/**
 * Shared Playwright fixtures for tests/e2e. Import `test` and `expect` from here instead of
 * '@playwright/test':
 *
 *   import { test, expect, expectNoA11yViolations } from '../setup/e2e'
 *
 * - Every test fails if the page logs a console error or throws an uncaught exception
 *   (the spec requires a clean console). Opt out per file or block with
 *   `test.use({ allowConsoleErrors: true })`.
 * - Playwright's own `javaScriptEnabled` fixture tells a test which project it runs in
 *   (true in js-on, false in js-off), e.g. `test.skip(!javaScriptEnabled, 'needs JS')`.
 * - In the js-on project, `page.goto` returns once the app's scripts have run (they load after the
 *   page, decision 0009), so a test acts on the enhanced page as a shopper with JavaScript would a
 *   moment later. After any other new document (a full-page redirect), call `waitForHydration(page)`.
 * - Every test comes from an address of its own: the e2e server trusts X-Forwarded-For from loopback
 *   (TRUST_PROXY in playwright.config.ts and own-server.ts), so per-IP throttles (wrong coupon
 *   codes...) count each test apart, even across runs on a reused server.
 * - `expectNoA11yViolations(page)` runs axe (WCAG 2.x A and AA); name the spec file
 *   `*.a11y.spec.ts` so that only the js-on project runs it.
 */
import AxeBuilder from '@axe-core/playwright'
import crypto from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'

export { expect }

interface KarooFixtures {
  /** Set to true to let a test pass although the page logged console errors. */
  allowConsoleErrors: boolean
  /**
   * Set to true for the newsletter popup's own tests. Otherwise every page starts as if the popup had been
   * shown before, so that it never covers the page another spec is working on.
   */
  newsletterPopup: boolean
  /** Console errors and uncaught page errors seen during the test, in order. */
  consoleErrors: string[]
}

export const test = base.extend<KarooFixtures>({
  allowConsoleErrors: [false, { option: true }],
  newsletterPopup: [false, { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    const [a = 0, b = 0] = crypto.randomBytes(2)
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': `198.18.${a}.${b}` })
  },

  page: async ({ page, javaScriptEnabled, newsletterPopup }, provide) => {
    if (javaScriptEnabled && !newsletterPopup) {
      await page.addInitScript(() => {
        try {
          if (window.localStorage.getItem('karoo:newsletter-popup') === null) window.localStorage.setItem('karoo:newsletter-popup', 'e2e')
        } catch {
          // about:blank and other opaque origins have no storage; the popup never opens there either.
        }
      })
    }
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        const html = response?.headers()['content-type']?.startsWith('text/html') ?? false
        if (html && (options?.waitUntil ?? 'load') === 'load') await waitForHydration(page)
        return response
      }
    }
    await provide(page)
  },

  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const where = message.location().url
          errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
        }
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      await use(errors)
      if (!allowConsoleErrors) {
        expect(errors, 'the page logged errors to the console').toEqual([])
      }
    },
    { auto: true },
  ],
})

/** Wait until React runs the current document (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** The WCAG tags axe checks; the spec asks for WCAG 2.x level AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * For specs that submit refused forms on purpose (call at file or describe level): a refusal answers 400
 * (a throttled one 429), which Chromium logs as a failed resource. Those lines are expected; any other
 * console error still fails.
 */
export function allowRefusedForms(statuses: readonly number[] = [400]) {
  const expected = new RegExp(`^console\\.error: Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`)
  test.use({ allowConsoleErrors: true })
  test.afterEach(({ consoleErrors }) => {
    const unexpected = consoleErrors.filter((line) => !expected.test(line))
    expect(unexpected, 'the page logged errors to the console').toEqual([])
  })
}

/**
 * Run axe on the current page (optionally only inside `include`, a CSS selector) and fail
 * with a readable list of violations: rule, impact, help text and the offending elements.
 */
export async function expectNoA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const readable = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  )
  expect(readable, `accessibility violations on ${page.url()}`).toEqual([])
}
