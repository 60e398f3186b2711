/**
 * Lighthouse 12.8 (mobile, simulated throttling) on each budgeted page, and on the cart and the checkout
 * of a fresh shopper with one product in the cart (its cookies sent with every request of the run).
 * Budgets per page: performance >= 95, accessibility and SEO 100, Total Blocking Time < 200 ms and
 * Largest Contentful Paint < 2.5 s, each the median of the runs. Lighthouse is not a project
 * dependency: it is installed on first use into .cache/bench-tools and run as a CLI with the system
 * Chromium. Full reports go to bench-results/lighthouse/<page>.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BenchContext, PageRef, Section } from './context'
import { lastLines, run } from './processes'
import { assertLoopback, get } from './http'
import { linksWithPrefix } from './pages'
import { budgeted, formatValue, info, KB, type Budget } from './report'
import { medianBy } from './stats'

export const LIGHTHOUSE_VERSION = '12.8'
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const WARM_UP_REQUESTS = 5
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const
type CategoryId = (typeof CATEGORIES)[number]
export const SCORE_BUDGETS: Partial<Record<CategoryId, Budget>> = {
  performance: { op: '>=', limit: 95 },
  accessibility: { op: '>=', limit: 100 },
  seo: { op: '>=', limit: 100 },
}
/** Metrics budgeted on every page besides the scores (ms, the median of the runs). */
export const METRIC_BUDGETS = [
  { id: 'total-blocking-time', name: 'Total Blocking Time', budget: { op: '<', limit: 200 } },
  { id: 'largest-contentful-paint', name: 'Largest Contentful Paint', budget: { op: '<', limit: 2500 } },
] as const satisfies ReadonlyArray<{ id: string; name: string; budget: Budget }>
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

// The parts of a Lighthouse result (LHR) used here.
interface LhItem {
  node?: { selector?: string; snippet?: string }
  url?: unknown
  description?: unknown
  sourceLocation?: { url?: string }
  // network-requests
  resourceType?: string
  statusCode?: number
  transferSize?: number
}
interface LhAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  displayValue?: string
  metricSavings?: Record<string, number | undefined>
  numericValue?: number
  details?: {
    type?: string
    overallSavingsMs?: number
    overallSavingsBytes?: number
    items?: Array<LhItem>
  }
}
interface LhCategory {
  id: string
  title: string
  score: number | null
  auditRefs: Array<{ id: string; weight: number; group?: string }>
}
export interface Lhr {
  lighthouseVersion: string
  finalDisplayedUrl?: string
  categories: Record<string, LhCategory | undefined>
  audits: Record<string, LhAudit | undefined>
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
  environment?: { benchmarkIndex?: number }
}

export interface FailingAudit {
  id: string
  title: string
  displayValue?: string
  /** Up to two offending elements or URLs. */
  examples: string[]
}

function examplesOf(audit: LhAudit): string[] {
  const examples: string[] = []
  for (const item of audit.details?.items ?? []) {
    if (examples.length >= 2) break
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
    const where = text(item.sourceLocation?.url)
    const description = text(item.description)
    const label =
      text(item.node?.selector) ??
      text(item.node?.snippet) ??
      text(item.url) ??
      (description ? `${description}${where ? ` (${where})` : ''}` : undefined)
    if (label) examples.push(label.length > 160 ? `${label.slice(0, 157)}...` : label)
  }
  return examples
}

/**
 * What keeps a category below 100, most important first. Performance: metrics scoring under
 * 0.9 by weight, then audits with estimated savings by size. Other categories: failed audits by
 * weight (manual and not-applicable audits have a null score and never count).
 */
export function failingAudits(lhr: Lhr, categoryId: string, limit = 5): FailingAudit[] {
  const category = lhr.categories[categoryId]
  if (!category) return []
  const rows: Array<{ audit: LhAudit; rank: number }> = []
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') continue
    if (categoryId === 'performance') {
      if (ref.group === 'metrics') {
        if (audit.score < 0.9) rows.push({ audit, rank: 1_000_000 + ref.weight })
        continue
      }
      const savingsMs =
        audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}).map((value) => value ?? 0))
      if (audit.score < 1 && savingsMs > 0) rows.push({ audit, rank: savingsMs })
      continue
    }
    if (audit.score < 1) rows.push({ audit, rank: ref.weight * 10 + (1 - audit.score) })
  }
  return rows
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      examples: examplesOf(audit),
    }))
}

export function scoreOf(lhr: Lhr, categoryId: string): number | null {
  const score = lhr.categories[categoryId]?.score
  return typeof score === 'number' ? Math.round(score * 100) : null
}

export interface LoadSummary {
  scripts: number
  scriptBytes: number
  /** Same-origin requests that failed or answered 4xx/5xx: the run is not trustworthy then. */
  failed: string[]
}

/** Scripts the browser loaded and requests that failed, from the network-requests audit. */
export function loadSummary(lhr: Lhr, origin: string): LoadSummary {
  const summary: LoadSummary = { scripts: 0, scriptBytes: 0, failed: [] }
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const url = typeof item.url === 'string' ? item.url : ''
    if (!url.startsWith(origin)) continue
    const status = item.statusCode ?? 0
    if (status < 200 || status >= 400) summary.failed.push(`${status} ${url.slice(origin.length)}`)
    else if (item.resourceType === 'Script') {
      summary.scripts++
      summary.scriptBytes += item.transferSize ?? 0
    }
  }
  return summary
}

/** A page Lighthouse opens, with the cookies of the shopper who sees it (none: a first visit). */
export interface LighthousePage extends PageRef {
  cookie?: string
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decodeEntities(match[1]) : undefined
}

/**
 * The product page's add-to-cart form as a shopper without JavaScript would send it: its action and the
 * value of each field as rendered (hidden and number inputs, each select's selected option). Null when the
 * page has no such form. Pure.
 */
export function addToCartForm(html: string): { action: string; fields: URLSearchParams } | null {
  const intent = /<input\b[^>]*\sname="intent"[^>]*\svalue="add"[^>]*>/i.exec(html)
  if (!intent) return null
  const start = html.lastIndexOf('<form', intent.index)
  const end = html.indexOf('</form>', intent.index)
  if (start < 0 || end < 0) return null
  const form = html.slice(start, end)
  const action = attribute(form.slice(0, form.indexOf('>') + 1), 'action')
  if (!action) return null
  const fields = new URLSearchParams()
  for (const [tag] of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(tag, 'name')
    const type = (attribute(tag, 'type') ?? 'text').toLowerCase()
    if (!name || ['checkbox', 'radio', 'submit', 'button'].includes(type)) continue
    fields.append(name, attribute(tag, 'value') ?? '')
  }
  for (const [, open, options] of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
    const name = attribute(open, 'name')
    if (!name) continue
    const tags = [...options.matchAll(/<option\b[^>]*>/gi)].map(([tag]) => tag)
    const chosen = tags.find((tag) => /\sselected(=|\s|>)/i.test(tag)) ?? tags[0]
    fields.append(name, chosen ? (attribute(chosen, 'value') ?? '') : '')
  }
  return { action, fields }
}

/** Cookie name=value pairs, later ones replacing earlier ones of the same name. */
function mergeCookies(jar: Map<string, string>, setCookies: string[]) {
  for (const line of setCookies) {
    const pair = line.split(';')[0] ?? ''
    const at = pair.indexOf('=')
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

/**
 * A fresh shopper with one product in the cart: the product page's own form is sent (a configurable
 * product's first variant's when the product page itself cannot be added), then the cart page is read
 * once, which takes the "added" notification, so that the measured pages show the cart as a returning
 * shopper sees it. Returns the shopper's cookies.
 */
async function shopperWithCart(baseUrl: string, productPath: string): Promise<string> {
  const jar = new Map<string, string>()
  const base = new URL(baseUrl)
  const productHtml = (await get(new URL(productPath, base))).body.toString('utf8')
  const variant = linksWithPrefix(productHtml, `${productPath}/`)[0]
  for (const path of variant ? [productPath, variant] : [productPath]) {
    const html = path === productPath ? productHtml : (await get(new URL(path, base))).body.toString('utf8')
    const form = addToCartForm(html)
    if (!form) continue
    const action = new URL(form.action, new URL(path, base))
    assertLoopback(action)
    const answer = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base.origin, cookie: cookieHeader(jar) },
      body: form.fields,
    })
    mergeCookies(jar, answer.headers.getSetCookie())
    const cart = await get(new URL('/cart', base), { headers: { cookie: cookieHeader(jar) } })
    mergeCookies(jar, ([] as string[]).concat(cart.headers['set-cookie'] ?? []))
    // A cart with a line has a quantity field per line (the cart's update form).
    if (cart.status === 200 && /\sname="intent"\s+value="update"/.test(cart.body.toString('utf8'))) return cookieHeader(jar)
  }
  throw new Error(`could not put ${productPath} (or its first variant) in a cart`)
}

/** The Lighthouse CLI entry point, installed into .cache/bench-tools when missing or another version. */
async function ensureLighthouse(ctx: BenchContext): Promise<string> {
  const prefix = path.join(ctx.root, '.cache', 'bench-tools')
  const packageDir = path.join(prefix, 'node_modules', 'lighthouse')
  const installedVersion = (() => {
    try {
      return (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version?: string }).version
    } catch {
      return undefined
    }
  })()
  if (!installedVersion?.startsWith(`${LIGHTHOUSE_VERSION}.`)) {
    console.log(`  installing lighthouse@${LIGHTHOUSE_VERSION} into .cache/bench-tools (not in package.json)...`)
    fs.mkdirSync(prefix, { recursive: true })
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    const result = await run(
      npm,
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `lighthouse@${LIGHTHOUSE_VERSION}`],
      { cwd: ctx.root, env: process.env, timeoutMs: 300_000 },
    )
    if (result.code !== 0) {
      throw new Error(`npm install lighthouse@${LIGHTHOUSE_VERSION} failed:\n${lastLines(result.output, 15)}`)
    }
  }
  const cli = path.join(packageDir, 'cli', 'index.js')
  if (!fs.existsSync(cli)) throw new Error(`${cli} is missing after installing Lighthouse`)
  return cli
}

/** One Lighthouse run; its JSON goes to a scratch file in bench-results/lighthouse/ (git-ignored). */
async function runLighthouse(cli: string, chromium: string, url: string, ctx: BenchContext, cookie?: string): Promise<Lhr> {
  const output = path.join(ctx.resultsDir, 'lighthouse', '.current-run.json')
  fs.rmSync(output, { force: true })
  try {
    const result = await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--disable-full-page-screenshot',
        '--no-enable-error-reporting',
        '--max-wait-for-load=45000',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { cwd: ctx.root, env: { ...process.env, CHROME_PATH: chromium }, timeoutMs: 240_000 },
    )
    if (result.code !== 0 || !fs.existsSync(output)) {
      throw new Error(`Lighthouse failed on ${url} (exit code ${result.code}):\n${lastLines(result.output, 15)}`)
    }
    return JSON.parse(fs.readFileSync(output, 'utf8')) as Lhr
  } finally {
    fs.rmSync(output, { force: true })
  }
}

/** One Lighthouse run, retried once when Lighthouse itself fails (e.g. NO_NAVSTART on a busy machine). */
async function runWithRetry(cli: string, chromium: string, url: string, ctx: BenchContext, cookie?: string): Promise<Lhr> {
  try {
    return await runLighthouse(cli, chromium, url, ctx, cookie)
  } catch (error) {
    ctx.warn(`retrying once: ${error instanceof Error ? error.message.split('\n').slice(-1)[0].trim() : String(error)}`)
    return runLighthouse(cli, chromium, url, ctx, cookie)
  }
}

/** The median of a metric over the runs, in ms; null when no run has it. */
export function metricMedian(runs: readonly Lhr[], id: string): number | null {
  const values = runs.map((lhr) => lhr.audits[id]?.numericValue).filter((value): value is number => typeof value === 'number')
  return medianBy(values, (value) => value) ?? null
}

export const lighthouseSection: Section = {
  id: 'lighthouse',
  title: `Lighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated throttling)`,
  method:
    'CLI with the system Chromium, headless; performance, accessibility, SEO (budgeted) and best practices; ' +
    'median run by performance score, TBT and LCP medians of the runs; home, category and product as a first visit, ' +
    'cart and checkout with the cookies of a shopper who put the product in the cart',
  async run(ctx: BenchContext) {
    const chromium = process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium'
    if (!fs.existsSync(chromium)) {
      throw new Error(`no Chromium at ${chromium} (set PLAYWRIGHT_CHROMIUM, or run bash scripts/ensure-browser.sh)`)
    }
    const cli = await ensureLighthouse(ctx)
    const reportDir = path.join(ctx.resultsDir, 'lighthouse')
    fs.mkdirSync(reportDir, { recursive: true })

    const budgetPages: LighthousePage[] = [...(await ctx.pages())]
    const product = budgetPages.find((page) => page.name === 'product')
    if (product) {
      // One shopper for both pages: the checkout is what that shopper sees after the cart.
      const cookie = await shopperWithCart(ctx.server.baseUrl, product.path)
      budgetPages.push({ name: 'cart', path: '/cart', cookie }, { name: 'checkout', path: '/checkout', cookie })
    }
    // A few requests per page first, so the first Lighthouse run does not time a cold server.
    for (const page of budgetPages) {
      for (let i = 0; i < WARM_UP_REQUESTS; i++) {
        const headers: Record<string, string> = page.cookie ? { cookie: page.cookie } : {}
        const answer = await get(new URL(page.path, ctx.server.baseUrl), { acceptEncoding: 'gzip', headers })
        if (answer.status !== 200) throw new Error(`${page.name} (${page.path}) answered ${answer.status}`)
      }
    }
    const [load1] = os.loadavg()
    const cores = os.cpus().length
    if (load1 > cores * 0.5) {
      ctx.warn(
        `load average ${load1.toFixed(2)} on ${cores} cores before Lighthouse: other processes compete for the CPU, ` +
          'so performance scores come out lower and noisier than on an idle machine',
      )
    }

    const pages: unknown[] = []
    const problems: string[] = []
    const lighthouseWarnings = new Map<string, string[]>()
    for (const page of budgetPages) {
      const url = new URL(page.path, ctx.server.baseUrl).href
      const runs: Lhr[] = []
      try {
        for (let i = 0; i < ctx.options.lighthouseRuns; i++) runs.push(await runWithRetry(cli, chromium, url, ctx, page.cookie))
      } catch (error) {
        ctx.record({
          section: 'lighthouse',
          name: 'Lighthouse could not run',
          scope: page.name,
          value: null,
          unit: 'count',
          status: 'FAIL',
          note: 'see the error below',
        })
        problems.push(`${page.name}: ${error instanceof Error ? error.message : String(error)}`)
        pages.push({ page: page.name, url, error: error instanceof Error ? error.message : String(error) })
        continue
      }
      const performanceScores = runs.map((lhr) => scoreOf(lhr, 'performance') ?? -1)
      const benchmarkIndexes = runs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex ?? 0))
      const lhr = medianBy(runs, (candidate) => scoreOf(candidate, 'performance') ?? -1) as Lhr
      fs.writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(lhr))
      for (const warning of lhr.runWarnings ?? []) {
        lighthouseWarnings.set(warning, [...(lighthouseWarnings.get(warning) ?? []), page.name])
      }
      const load = loadSummary(lhr, ctx.server.baseUrl)
      if (load.failed.length > 0) {
        // Typically public/build/ was rebuilt while the server ran: the scores mean nothing then.
        ctx.record(
          budgeted({
            section: 'lighthouse',
            name: 'failed requests in Lighthouse load',
            scope: page.name,
            value: load.failed.length,
            unit: 'count',
            budget: { op: '<=', limit: 0 },
            note: `${load.failed.slice(0, 3).join(', ')}${load.failed.length > 3 ? ', ...' : ''}; was the app rebuilt meanwhile?`,
          }),
        )
      }

      const scores: Record<string, number | null> = {}
      const failing: Record<string, FailingAudit[]> = {}
      for (const category of CATEGORIES) {
        const score = scoreOf(lhr, category)
        scores[category] = score
        // The cart and the checkout are kept out of search engines on purpose (noindex): SEO is informative there.
        const budget = page.cookie && category === 'seo' ? undefined : SCORE_BUDGETS[category]
        const name = `Lighthouse ${category}`
        const runsNote =
          runs.length > 1 && category === 'performance'
            ? `median of ${performanceScores.join(', ')}`
            : page.cookie && category === 'seo'
              ? "a shopper's page, noindex: not budgeted"
              : undefined
        const measurement = budget
          ? budgeted({ section: 'lighthouse', name, scope: page.name, value: score, unit: 'score', budget, note: runsNote })
          : info({ section: 'lighthouse', name, scope: page.name, value: score, unit: 'score', note: runsNote })
        ctx.record(measurement)
        // Budget failures get their audits listed; best practices only when below 100, for information.
        if (score === null || score < 100) {
          const audits = failingAudits(lhr, category)
          failing[category] = audits
          if (measurement.status === 'FAIL' || category === 'best-practices') {
            problems.push(
              `${page.name} ${category} ${score ?? 'n/a'}${measurement.status === 'FAIL' ? ' (FAIL)' : ''}:`,
              ...audits.map(
                (audit) =>
                  `  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}` +
                  (audit.examples.length > 0 ? ` e.g. ${audit.examples.join(' | ')}` : ''),
              ),
            )
            if (audits.length === 0) problems.push('  (no single failing audit: see the saved report)')
          }
        }
      }
      const metricMedians: Record<string, number | null> = {}
      for (const metric of METRIC_BUDGETS) {
        const value = metricMedian(runs, metric.id)
        metricMedians[metric.id] = value
        const perRun = runs.map((run) => run.audits[metric.id]?.numericValue).map((ms) => (ms === undefined ? 'n/a' : Math.round(ms)))
        ctx.record(
          budgeted({
            section: 'lighthouse',
            name: metric.name,
            scope: page.name,
            value,
            unit: 'ms',
            budget: metric.budget,
            note: runs.length > 1 ? `median of ${perRun.join(', ')} ms` : undefined,
          }),
        )
      }
      const metrics = Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a'] as const))
      ctx.detail(
        `${page.name}: ${Object.entries(metrics)
          .map(([label, value]) => `${label} ${value}`)
          .join(', ')}; ${load.scripts} scripts, ${formatValue(load.scriptBytes / KB, 'KB')} transferred incl. headers; ` +
          `CPU benchmark index ${benchmarkIndexes.join(', ')}`,
      )
      pages.push({
        page: page.name,
        url,
        lighthouseVersion: lhr.lighthouseVersion,
        scores,
        performanceRuns: performanceScores,
        benchmarkIndexes,
        metrics,
        metricMedians,
        shopperWithCart: page.cookie !== undefined,
        scriptsLoaded: load.scripts,
        scriptBytesTransferred: load.scriptBytes,
        failedRequests: load.failed,
        failingAudits: failing,
        report: path.relative(ctx.root, path.join(reportDir, `${page.name}.json`)),
      })
    }
    for (const [warning, where] of lighthouseWarnings) {
      ctx.warn(`Lighthouse (${where.join(', ')}): ${warning.replace(/\s+/g, ' ').replace(/ Learn more about \[.*$/, '')}`)
    }
    for (const line of problems) ctx.detail(line)
    ctx.detail(`full reports: ${path.relative(ctx.root, reportDir)}/<page>.json (median run; open in the Lighthouse viewer)`)
    return { budgets: SCORE_BUDGETS, metricBudgets: METRIC_BUDGETS, runsPerPage: ctx.options.lighthouseRuns, loadAverage: load1, pages }
  },
}
