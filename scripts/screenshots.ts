/**
 * `npm run screenshots [-- --url=http://127.0.0.1:3000] [-- --out=screenshots]`
 *
 * Renders every page type of the shop (tests/e2e/page-types.ts, the list the store-view layout test
 * checks too) in every store view (/, /de, /it) twice: at 360 px wide
 * with JavaScript off (a cheap phone on a bad connection) and at 1280 px with JavaScript on, both
 * as full-page PNGs, so that anyone can look at the whole shop in a minute. Without --url it
 * starts the built app (npm run build first) on a free port with a fresh demo database, as the
 * benchmark does, and stops it afterwards. A page type the app does not have (its URL answers
 * 404) is skipped with a message.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { PAGE_TYPES, prepareShopper, type Prepared } from '../tests/e2e/page-types'
import { STORES, storePath } from '../tests/e2e/support'
import { buildReason, startServer, type RunningServer } from './bench/server'
import { stopAll } from './bench/processes'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const MODES = [
  { name: '360-nojs', width: 360, height: 740, javaScriptEnabled: false, isMobile: true },
  { name: '1280-js', width: 1280, height: 800, javaScriptEnabled: true, isMobile: false },
] as const

const PARALLEL = 6
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface Options {
  url: string | null
  out: string
  /** Page type names to photograph (all when null). */
  only: string[] | null
}

function parseOptions(argv: string[]): Options {
  const options: Options = { url: null, out: path.join(ROOT, 'screenshots'), only: null }
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s, 2)
    if (name === '--url' && value) options.url = value.replace(/\/$/, '')
    else if (name === '--out' && value) options.out = path.resolve(value)
    else if (name === '--only' && value) options.only = value.split(',')
    else if (name === '--help') {
      console.log('Usage: npm run screenshots [-- --url=http://127.0.0.1:3000] [-- --out=screenshots] [-- --only=home,my-orders]')
      process.exit(0)
    } else throw new Error(`unknown option ${arg} (try --help)`)
  }
  const unknown = options.only?.filter((name) => !PAGE_TYPES.some((type) => type.name === name)) ?? []
  if (unknown.length) throw new Error(`unknown page type ${unknown.join(', ')} (the names are in tests/e2e/page-types.ts)`)
  return options
}

/**
 * Wait until a page is ready to be photographed: with JavaScript, until the app has hydrated (it loads its
 * scripts after the page, decision 0009); always, until the fonts and every image of the page are in.
 * Cheaper than waiting for the network to be idle, which the service worker's precaching delays.
 */
async function settle(page: Page, javaScript: boolean) {
  if (javaScript)
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: 10_000 })
      .catch(() => {})
  await page
    .evaluate(async () => {
      await document.fonts.ready
      // A full-page picture does not scroll, so lazy images below the fold would stay blank: load them all.
      for (const image of document.images) if (image.loading === 'lazy') image.loading = 'eager'
      const pending = [...document.images].filter((image) => !image.complete)
      const loaded = Promise.all(pending.map((image) => image.decode().catch(() => {})))
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 5_000))])
    })
    .catch(() => {})
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const started = performance.now()
  let server: RunningServer | null = null
  let base = options.url
  if (!base) {
    const stale = buildReason(ROOT)
    if (stale) console.warn(`Warning: ${stale}; run npm run build for pictures of the current code.`)
    console.log('Starting the built app with a fresh demo database...')
    server = await startServer(ROOT)
    base = server.baseUrl
  }
  fs.rmSync(options.out, { recursive: true, force: true })
  fs.mkdirSync(options.out, { recursive: true })

  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
  let count = 0
  const skipped = new Set<string>()
  const ready = performance.now()
  try {
    // Per store view: a signed-in shopper with an order, lists and a cart line (page-types.ts), and where
    // the pages that need an id or a product are.
    const prepared = await Promise.all(
      STORES.map(async (store) => {
        const context = await browser.newContext({ baseURL: base })
        try {
          const found: Prepared = await prepareShopper(context.request, store, `shots-${store.code}`).catch((error: unknown) => {
            console.warn(`  ${store.code}: ${error instanceof Error ? error.message : error}; the shopper's pages may be missing`)
            return { products: {}, orderStatus: null, orderId: null }
          })
          return { store, found, state: await context.storageState() }
        } finally {
          await context.close()
        }
      }),
    )
    const contexts: BrowserContext[] = []
    // Open pages are reused: opening and closing one per picture costs more than the picture on a slow machine.
    const idle = new Map<BrowserContext, Page[]>()
    const jobs: Array<() => Promise<void>> = []
    for (const { store, found, state } of prepared) {
      for (const mode of MODES) {
        const settings = {
          baseURL: base,
          viewport: { width: mode.width, height: mode.height },
          isMobile: mode.isMobile,
          hasTouch: mode.isMobile,
          javaScriptEnabled: mode.javaScriptEnabled,
          locale: 'en-ZA',
          timezoneId: 'Africa/Johannesburg',
        }
        const shopper = await browser.newContext({ ...settings, storageState: state })
        const visitor = await browser.newContext(settings)
        if (mode.javaScriptEnabled) {
          // As for a returning visitor: the newsletter popup would cover every picture.
          for (const context of [shopper, visitor]) {
            await context.addInitScript(() => {
              try {
                window.localStorage.setItem('karoo:newsletter-popup', 'screenshots')
              } catch {
                // An opaque origin has no storage, and no popup either.
              }
            })
          }
        }
        contexts.push(shopper, visitor)
        const shoot = (context: BrowserContext, name: string, pagePath: string, status: number, hydrates: boolean) => async () => {
          const page = idle.get(context)?.pop() ?? (await context.newPage())
          try {
            const url = storePath(store, pagePath)
            const response = await page.goto(url, { waitUntil: 'load' })
            if (response?.status() === 404 && status !== 404) {
              skipped.add(`${name} (${pagePath} answers 404)`)
              return
            }
            await settle(page, mode.javaScriptEnabled && hydrates)
            await page.screenshot({
              path: path.join(options.out, `${store.code}-${mode.name}-${name}.png`),
              fullPage: true,
              animations: 'disabled',
            })
            count++
          } finally {
            idle.set(context, [...(idle.get(context) ?? []), page])
          }
        }
        for (const type of PAGE_TYPES.filter((each) => !options.only || options.only.includes(each.name))) {
          const pagePath = type.path(found, store)
          if (!pagePath) {
            skipped.add(`${type.name} (${store.code}: preparing the shopper did not find its page)`)
            continue
          }
          jobs.push(shoot(type.as === 'shopper' ? shopper : visitor, type.name, pagePath, type.status ?? 200, !type.standalone))
        }
      }
    }
    // A few pages at once: enough to keep both the server and Chromium busy without starving either.
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let job = jobs.shift(); job; job = jobs.shift()) await job()
      }),
    )
    await Promise.all(contexts.map((context) => context.close()))
  } finally {
    await browser.close()
    await server?.stop()
  }
  console.log(`server ready in ${Math.round((ready - started) / 1000)} s, pictures in ${Math.round((performance.now() - ready) / 1000)} s`)
  for (const reason of skipped) console.log(`skipped: ${reason}`)
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(`${count} screenshots in ${path.relative(process.cwd(), options.out) || '.'}/ (${seconds} s)`)
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  await stopAll()
  process.exit(1)
})
