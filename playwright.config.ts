import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://127.0.0.1:${PORT}`
const isCI = !!process.env.CI
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * This machine has no internet access: without these switches Chromium keeps trying to
 * reach Google services and floods the logs with refused connections.
 */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Accessibility (axe) specs need JavaScript, so only the js-on project runs them. */
const a11ySpecs = '**/*.a11y.spec.ts'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [
    ['list'],
    // scripts/test.sh sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts for its summary.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json' }],
  ],
  use: {
    // Shoppers are mostly on phones: a Pixel-sized Chromium viewport with touch.
    ...devices['Pixel 5'],
    baseURL,
    locale: 'en-ZA',
    timezoneId: 'Africa/Johannesburg',
    // Recording a trace costs every test CPU (about an eighth of the browser side's on a two-core machine),
    // even when it passes and the trace is thrown away. CI retries a failed test once and records that
    // retry, so a failure there still comes with a trace; a local run (no retries) keeps each failure's.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker installs in the background of a first visit and precaches the shell: CPU the
    // browser and the server spend in every test that never looks at it. The specs about the worker, the
    // offline notices and the outbox, and the checkout journey, allow it with test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      // npm test passes the browser scripts/ensure-browser.sh chose; a direct run takes the headless shell when
      // Debian's package is there (lighter on the CPU), else the full chromium.
      executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'js-on',
      use: { javaScriptEnabled: true },
    },
    {
      name: 'js-off',
      testIgnore: a11ySpecs,
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: {
    // The BUILT app (npm run build first) on a fresh data folder: it migrates and seeds the
    // demo catalogue on first start, which can take a while on a slow machine. The browser stands in
    // for a proxy on the same machine (TRUST_PROXY=loopback): each test's X-Forwarded-For is its address.
    command:
      'rm -rf .cache/e2e-data && cross-env NODE_ENV=production KAROO_DEMO=1 COOKIE_SECURE=false TRUST_PROXY=loopback DATA_DIR=.cache/e2e-data FORM_MIN_FILL_MS=300 ' +
      `PORT=${PORT} LOG_LEVEL=error node build/server.js`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: !isCI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
