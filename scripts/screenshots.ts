/**
 * `npm run screenshots [-- --url=http://127.0.0.1:3000] [-- --out=screenshots]`
 *
 * Renders every page type of the shop in every store view (/, /de, /it) twice: at 360 px wide
 * with JavaScript off (a cheap phone on a bad connection) and at 1280 px with JavaScript on, both
 * as full-page PNGs, so that anyone can look at the whole shop in a minute. Without --url it
 * starts the built app (npm run build first) on a free port with a fresh demo database, as the
 * benchmark does, and stops it afterwards. A page type the app does not have (its URL answers
 * 404) is skipped with a message.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { buildReason, startServer, type RunningServer } from './bench/server'
import { stopAll } from './bench/processes'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STORES = [
  { code: 'default', prefix: '' },
  { code: 'de', prefix: '/de' },
  { code: 'it', prefix: '/it' },
] as const
type Store = (typeof STORES)[number]

const MODES = [
  { name: '360-nojs', width: 360, height: 740, javaScriptEnabled: false, isMobile: true },
  { name: '1280-js', width: 1280, height: 800, javaScriptEnabled: true, isMobile: false },
] as const

/** Categories whose first product shows each product type. */
const PRODUCT_TYPES = [
  ['product-simple', 'kettles'],
  ['product-configurable', 'fridges-freezers'],
  ['product-virtual', 'extended-warranties'],
  ['product-downloadable', 'recipe-e-books'],
  ['product-grouped', 'sets'],
  ['product-bundle', 'kitchen-bundles'],
] as const

/** Page types without a product: [file name, path after the store prefix]. */
const PAGES: ReadonlyArray<readonly [string, string]> = [
  ['home', '/'],
  ['category', '/c/fridges-freezers'],
  ['search', '/search?q=kettle'],
  ['cart', '/cart'],
  ['checkout', '/checkout'],
  ['my-account', '/my-account'],
  ['cms-page', '/about'],
  ['blog-list', '/blog'],
  ['blog-post', '/blog/buying-guides/how-to-choose-a-fridge'],
  ['compare', '/compare'],
  ['wishlist', '/wishlist'],
  ['order-tracking', '/order-tracking'],
  ['warranty', '/warranty'],
  ['contact', '/contact'],
  ['stores', '/stores'],
  ['customer-service', '/customer-service'],
  ['not-found', '/this-page-does-not-exist'],
]

const PASSWORD = 'screenshots pass 2026'
const PARALLEL = 6
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

interface Options {
  url: string | null
  out: string
}

function parseOptions(argv: string[]): Options {
  const options: Options = { url: null, out: path.join(ROOT, 'screenshots') }
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s, 2)
    if (name === '--url' && value) options.url = value.replace(/\/$/, '')
    else if (name === '--out' && value) options.out = path.resolve(value)
    else if (name === '--help') {
      console.log('Usage: npm run screenshots [-- --url=http://127.0.0.1:3000] [-- --out=screenshots]')
      process.exit(0)
    } else throw new Error(`unknown option ${arg} (try --help)`)
  }
  return options
}

/** The first product link of a category page in one store view. */
async function firstProductPath(base: string, store: Store, category: string): Promise<string | null> {
  const response = await fetch(`${base}${store.prefix}/c/${category}`)
  if (!response.ok) return null
  const match = /href="((?:\/de|\/it)?\/p\/[^"?#]+)"/.exec(await response.text())
  return match ? match[1].replace(/&amp;/g, '&') : null
}

/** A shopper of one store view: registered, signed in, with a kettle in the cart. */
async function shopperState(browser: Browser, base: string, store: Store): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: base })
  try {
    const email = `shots-${store.code}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.co.za`
    const joined = await context.request.post(`${store.prefix}/login`, {
      form: { intent: 'register', firstName: 'Thandi', lastName: 'Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD },
      maxRedirects: 0,
    })
    if (joined.status() !== 303) console.warn(`  ${store.code}: registering answered ${joined.status()}; my-account shows the login page`)
    const added = await context.request.post(`${store.prefix}/cart`, { form: { intent: 'add', sku: 'KET-1011', qty: '1' }, maxRedirects: 0 })
    if (added.status() !== 303) console.warn(`  ${store.code}: adding a kettle answered ${added.status()}; the cart is empty`)
    // Reading a page takes the "added to cart" notice, which would otherwise sit on the first picture.
    await context.request.get(`${store.prefix}/cart`)
    return await context.storageState()
  } finally {
    await context.close()
  }
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
    // Per store view: the product pages to show and a signed-in shopper with a cart line.
    const prepared = await Promise.all(
      STORES.map(async (store) => {
        const products: Array<readonly [string, string]> = []
        for (const [name, category] of PRODUCT_TYPES) {
          const found = await firstProductPath(base, store, category)
          if (found) products.push([name, found.slice(store.prefix.length)])
          else skipped.add(`${name} (no product in /c/${category})`)
        }
        return { store, products, state: await shopperState(browser, base, store) }
      }),
    )
    const contexts: BrowserContext[] = []
    const jobs: Array<() => Promise<void>> = []
    for (const { store, products, state } of prepared) {
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
        // The login page as a visitor sees it (a signed-in shopper is sent to the account).
        const visitor = await browser.newContext(settings)
        contexts.push(shopper, visitor)
        const shoot = (context: BrowserContext, name: string, url: string) => async () => {
          const page = await context.newPage()
          try {
            const response = await page.goto(url, { waitUntil: 'load' })
            if (response?.status() === 404 && name !== 'not-found') {
              skipped.add(`${name} (${url.slice(store.prefix.length) || '/'} answers 404)`)
              return
            }
            if (mode.javaScriptEnabled) await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
            await page.screenshot({ path: path.join(options.out, `${store.code}-${mode.name}-${name}.png`), fullPage: true, animations: 'disabled' })
            count++
          } finally {
            await page.close()
          }
        }
        for (const [name, pagePath] of [...PAGES.slice(0, 2), ...products, ...PAGES.slice(2)]) jobs.push(shoot(shopper, name, `${store.prefix}${pagePath}`))
        jobs.push(shoot(visitor, 'login', `${store.prefix}/login`))
      }
    }
    // A few pages at once: enough to finish in about a minute without starving the server.
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
