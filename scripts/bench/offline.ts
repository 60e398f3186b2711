/**
 * The service worker's budgets:
 * - first-visit cost: the gzip bytes a first visit downloads only because of the worker: the page script
 *   /pwa.js, /service-worker.js, the offline notices its install fetches (with their shared header), the home
 *   page again when it is the page visited (the install keeps it: the notices lead there), and the precached
 *   files the page itself did not load (those come from the HTTP cache). Budget 40 KB gzip, on each budgeted page;
 * - nothing on the critical path: no worker script among the HTML's scripts and preloads, in Chromium
 *   /pwa.js is requested only after the load event, and the worker is registered only once the page has
 *   hydrated (its install must not compete with the hydration for the CPU);
 * - offline repeat visit: a cached product page opened with the connection off, in Chromium with the real
 *   worker, from navigation start to the load event (and to the product name in the document). Budget 1 s.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { isHomePage, noticeHeaderUrl, OFFLINE_REASONS } from '../../app/worker/cache-rules'
import { cssImports, extractPageAssets, staticImports } from './assets'
import type { BenchContext, Section } from './context'
import { get } from './http'
import { budgeted, formatValue, info, KB } from './report'
import { medianBy } from './stats'

export const WORKER_FIRST_VISIT_BUDGET_KB = 40
export const OFFLINE_RENDER_BUDGET_MS = 1000
const WORKER_SCRIPTS = ['/pwa.js', '/service-worker.js']
const OFFLINE_RUNS = 5

export interface FirstVisitCost {
  /** The registration script and the worker itself. */
  scripts: number
  /** The offline notices the install fetches (one page per reason, their header), and a home page it keeps. */
  notices: number
  /** Precached files the page had not loaded itself. */
  precache: number
  total: number
  /** The precached files counted, biggest first. */
  precachedFiles: { url: string; bytes: number }[]
}

/**
 * What the worker adds to a first visit of a page, in gzip bytes. `pageFiles`: the paths the page loaded
 * by itself (in the HTTP cache when the worker precaches them, so not fetched twice). Pure.
 */
export function firstVisitCost(input: {
  scripts: Record<string, number>
  notices: Record<string, number>
  precache: Record<string, number>
  pageFiles: ReadonlySet<string>
}): FirstVisitCost {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const precachedFiles = Object.entries(input.precache)
    .filter(([url]) => !input.pageFiles.has(url) && !WORKER_SCRIPTS.includes(url))
    .map(([url, bytes]) => ({ url, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
  const scripts = sum(Object.values(input.scripts))
  const notices = sum(Object.values(input.notices))
  const precache = sum(precachedFiles.map((file) => file.bytes))
  return { scripts, notices, precache, total: scripts + notices + precache, precachedFiles }
}

/** Worker scripts among the resources the HTML loads before `load` (there should be none). */
export function workerScriptsOnCriticalPath(html: string): string[] {
  const assets = extractPageAssets(html)
  const critical = [...assets.scripts, ...assets.modulePreloads, ...assets.inlineModuleImports]
  return critical.filter((src) => WORKER_SCRIPTS.some((script) => new URL(src, 'http://x').pathname === script))
}

const gzip9 = (data: Buffer) => zlib.gzipSync(data, { level: 9 }).length

async function gzipSize(url: URL): Promise<number> {
  const response = await get(url)
  if (response.status !== 200) throw new Error(`${url.pathname}${url.search} answered ${response.status}`)
  return gzip9(response.body)
}

/** The JS and CSS files a page loads by itself (the weight section's rule), as paths. */
async function pageFiles(pageUrl: URL, html: string): Promise<Set<string>> {
  const assets = extractPageAssets(html)
  const seen = new Set<string>()
  const queue: { url: URL; kind: 'js' | 'css' }[] = []
  const enqueue = (specifier: string, base: URL, kind: 'js' | 'css') => {
    const url = new URL(specifier, base)
    if (url.origin !== pageUrl.origin || seen.has(url.pathname)) return
    seen.add(url.pathname)
    queue.push({ url, kind })
  }
  for (const src of [...assets.scripts, ...assets.modulePreloads, ...assets.inlineModuleImports]) enqueue(src, pageUrl, 'js')
  for (const href of assets.stylesheets) enqueue(href, pageUrl, 'css')
  while (queue.length > 0) {
    const { url, kind } = queue.shift()!
    const response = await get(url)
    if (response.status !== 200) continue
    const text = response.body.toString('utf8')
    for (const specifier of kind === 'js' ? staticImports(text) : cssImports(text)) enqueue(specifier, url, kind)
  }
  return seen
}

type Timing = { load: number; nameInDocument: number }

/** A repeat visit to a cached product page with the connection off, in Chromium with the real worker. */
async function offlineRender(browser: Browser, baseUrl: string, productPath: string) {
  const context = await browser.newContext({ serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    // When the product's name first is in the document, in ms since navigation start.
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    // When the page hydrated (root.tsx marks <html data-hydrated>) and when it registered the worker.
    await page.addInitScript(`
      const observer = new MutationObserver(() => {
        if (!document.querySelector('.product-info h1')?.textContent?.trim()) return
        window.__nameAt = performance.now()
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
      if (navigator.serviceWorker) {
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker)
        navigator.serviceWorker.register = (...args) => {
          if (window.__registeredAt === undefined) window.__registeredAt = performance.now()
          return register(...args)
        }
      }
      // The document has no <html> yet when this runs: watch the whole document for the attribute.
      new MutationObserver(() => {
        if (window.__hydratedAt === undefined && document.documentElement?.hasAttribute('data-hydrated')) window.__hydratedAt = performance.now()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })`)
    const url = new URL(productPath, baseUrl).href
    await page.goto(new URL('/', baseUrl).href)
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 })
    // The first worker does not wait: /pwa.js was requested after `load`.
    const afterLoad = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/pwa.js'))
      return script ? script.startTime >= navigation.loadEventStart : null
    })
    const registration = await page.evaluate(() => {
      const marks = window as unknown as { __registeredAt?: number; __hydratedAt?: number }
      return { registeredAt: marks.__registeredAt ?? null, hydratedAt: marks.__hydratedAt ?? null }
    })
    await page.goto(url)
    await context.setOffline(true)
    const runs: Timing[] = []
    for (let i = 0; i < OFFLINE_RUNS; i++) {
      await page.goto(url, { waitUntil: 'load' })
      runs.push(
        await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
          const nameAt = (window as unknown as { __nameAt?: number }).__nameAt
          if (nameAt === undefined) throw new Error('the product name never appeared offline')
          return { load: navigation.loadEventEnd || performance.now(), nameInDocument: nameAt }
        }),
      )
    }
    return { afterLoad, registration, runs }
  } finally {
    await context.close()
  }
}

export const offlineSection: Section = {
  id: 'offline',
  title: 'Service worker (first-visit cost, offline repeat visit)',
  method:
    'first visit = gzip -9 of /pwa.js + /service-worker.js + the offline notices + precached files the page did not load; ' +
    `offline = Chromium, real worker, context offline, ${OFFLINE_RUNS} repeat visits of the cached product page, median.`,
  async run(ctx: BenchContext) {
    const manifestFile = path.join(ctx.root, 'build', 'service-worker.json')
    if (!fs.existsSync(manifestFile)) throw new Error('build/service-worker.json is missing: run npm run build')
    const { build, precache } = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { build: string; precache: string[] }
    const base = ctx.server.baseUrl
    const sizes = async (paths: readonly string[]) =>
      Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await gzipSize(new URL(p, base))] as const)))
    const scripts = await sizes(WORKER_SCRIPTS)
    const notices = await sizes([...OFFLINE_REASONS.map((reason) => `/offline?reason=${reason}`), noticeHeaderUrl('')])
    const precached = await sizes(precache)
    ctx.detail(
      `build ${build}: ${precache.length} precached files, ${formatValue(Object.values(precached).reduce((a, b) => a + b, 0) / KB, 'KB')} gzip in all`,
    )

    const pages = await ctx.pages()
    const costs: Record<string, FirstVisitCost> = {}
    for (const page of pages) {
      const pageUrl = new URL(page.path, base)
      const document = await get(pageUrl)
      if (document.status !== 200) throw new Error(`${page.path} answered ${document.status}`)
      const html = document.body.toString('utf8')
      // A home page visited first is fetched again by the install, to be read offline.
      const kept = isHomePage(pageUrl) ? { ...notices, [page.path]: gzip9(document.body) } : notices
      const cost = firstVisitCost({ scripts, notices: kept, precache: precached, pageFiles: await pageFiles(pageUrl, html) })
      costs[page.name] = cost
      ctx.record(
        budgeted({
          section: 'offline',
          name: 'worker first-visit gzip -9',
          scope: page.name,
          value: cost.total / KB,
          unit: 'KB',
          budget: { op: '<=', limit: WORKER_FIRST_VISIT_BUDGET_KB },
          note:
            `pwa.js + service-worker.js ${formatValue(cost.scripts / KB, 'KB')}, ${OFFLINE_REASONS.length} offline notices, their header${isHomePage(pageUrl) ? ', the home page kept' : ''} ` +
            `${formatValue(cost.notices / KB, 'KB')}, ${cost.precachedFiles.length} precached files not loaded by the page ${formatValue(cost.precache / KB, 'KB')}`,
        }),
      )
      const critical = workerScriptsOnCriticalPath(html)
      ctx.record(
        budgeted({
          section: 'offline',
          name: 'worker scripts in the critical resources',
          scope: page.name,
          value: critical.length,
          unit: 'count',
          budget: { op: '<=', limit: 0 },
          note: critical.length ? critical.join(', ') : 'loaded by an inline script on `load`',
        }),
      )
    }
    for (const [name, value] of Object.entries(scripts)) ctx.detail(`${formatValue(value / KB, 'KB').padStart(9)} gz9  ${name}`)
    const product = costs.product
    if (product) {
      ctx.detail('precached files a first visit of the product page downloads besides its own, largest first:')
      for (const file of product.precachedFiles) ctx.detail(`  ${formatValue(file.bytes / KB, 'KB').padStart(9)} gz9  ${file.url}`)
    }

    const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium'
    if (!fs.existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (set PLAYWRIGHT_CHROMIUM)`)
    const productPath = pages.find((page) => page.name === 'product')?.path
    if (!productPath) throw new Error('no product page to open offline')
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
    let offline: Awaited<ReturnType<typeof offlineRender>>
    try {
      offline = await offlineRender(browser, base, productPath)
    } finally {
      await browser.close()
    }
    ctx.record(
      budgeted({
        section: 'offline',
        name: '/pwa.js requested before load',
        scope: 'home',
        value: offline.afterLoad === null ? null : offline.afterLoad ? 0 : 1,
        unit: 'count',
        budget: { op: '<=', limit: 0 },
        note: offline.afterLoad === null ? 'no /pwa.js request seen' : 'Resource Timing start vs loadEventStart, Chromium',
      }),
    )
    const { registeredAt, hydratedAt } = offline.registration
    ctx.record(
      budgeted({
        section: 'offline',
        name: 'worker registered before hydration',
        scope: 'home',
        value: registeredAt === null || hydratedAt === null ? null : registeredAt >= hydratedAt ? 0 : 1,
        unit: 'count',
        budget: { op: '<=', limit: 0 },
        note:
          registeredAt === null || hydratedAt === null
            ? `not seen (registered ${registeredAt ?? 'never'}, hydrated ${hydratedAt ?? 'never'})`
            : `hydrated at ${Math.round(hydratedAt)} ms, registered at ${Math.round(registeredAt)} ms since navigation start, Chromium`,
      }),
    )
    const median = medianBy(offline.runs, (run) => run.load)!
    const nameMedian = medianBy(offline.runs, (run) => run.nameInDocument)!
    ctx.record(
      budgeted({
        section: 'offline',
        name: 'offline repeat visit, navigation to load',
        scope: 'product',
        value: median.load,
        unit: 'ms',
        budget: { op: '<', limit: OFFLINE_RENDER_BUDGET_MS },
        note: `median of ${offline.runs.length}; runs ${offline.runs.map((run) => Math.round(run.load)).join(', ')} ms`,
      }),
    )
    ctx.record(
      info({
        section: 'offline',
        name: 'offline repeat visit, product name in page',
        scope: 'product',
        value: nameMedian.nameInDocument,
        unit: 'ms',
        note: `median of ${offline.runs.length}, since navigation start`,
      }),
    )
    return { build, precache: precached, scripts, notices, costs, offline }
  },
}
