/**
 * Memory: the server's resident set size after a bounded warm-up over home, category, product,
 * search and content pages in all three store views, read from /proc/<pid>/status of the node
 * process running server.ts. Response times of the warm-up are reported per page type.
 */
import fs from 'node:fs'
import path from 'node:path'
import { storeViews } from '../../app/utils/store-views'
import type { BenchContext, Section } from './context'
import { get, getText } from './http'
import { linksWithPrefix } from './pages'
import { budgeted, info, MB } from './report'
import { readProcMemory } from './server'
import { percentile } from './stats'

export const RSS_BUDGET_MB = 300
export const PAGE_TYPES = ['home', 'category', 'product', 'search', 'cms'] as const
export type PageType = (typeof PAGE_TYPES)[number]

const SEARCH_TERMS = ['fridge', 'kettle', 'washing machine', 'toaster', 'air fryer', 'filter', 'stove', 'fan']
/** Categories opened per store view to find products (bounded discovery). */
const CATEGORIES_FOR_PRODUCTS = 4
const PRODUCTS_PER_CATEGORY = 6
const CATEGORIES_PER_VIEW = 12

export type UrlPlan = Record<PageType, string[]>[]

/**
 * The request sequence: page types in turn, store views in turn, and within a type the URLs of
 * that view in turn, so every kind of page is hit evenly. Pure, deterministic, bounded by `count`.
 */
export function planRequests(plan: UrlPlan, count: number): { type: PageType; path: string }[] {
  const sequence: { type: PageType; path: string }[] = []
  const cursors = new Map<string, number>()
  for (let i = 0; i < count; i++) {
    const type = PAGE_TYPES[i % PAGE_TYPES.length]
    const viewIndex = Math.floor(i / PAGE_TYPES.length) % plan.length
    const urls = plan[viewIndex][type]
    if (urls.length === 0) continue
    const key = `${viewIndex}:${type}`
    const cursor = cursors.get(key) ?? 0
    cursors.set(key, cursor + 1)
    sequence.push({ type, path: urls[cursor % urls.length] })
  }
  return sequence
}

function staticPageSlugs(root: string): string[] {
  const file = path.join(root, 'app', 'content-pages.json')
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { staticPages?: unknown }
  return Array.isArray(parsed.staticPages) ? parsed.staticPages.filter((s): s is string => typeof s === 'string') : []
}

async function discoverPlan(ctx: BenchContext): Promise<UrlPlan> {
  const cms = staticPageSlugs(ctx.root)
  const plan: UrlPlan = []
  for (const view of storeViews) {
    const prefix = view.prefix ? `/${view.prefix}` : ''
    const home = `${prefix}/` === '/' ? '/' : prefix
    const homeHtml = await getText(new URL(home, ctx.server.baseUrl))
    const categories = linksWithPrefix(homeHtml, `${prefix}/c/`).slice(0, CATEGORIES_PER_VIEW)
    if (categories.length === 0) throw new Error(`no category links on ${home}`)
    const products: string[] = []
    for (const category of categories.slice(0, CATEGORIES_FOR_PRODUCTS)) {
      const html = await getText(new URL(category, ctx.server.baseUrl))
      products.push(...linksWithPrefix(html, `${prefix}/p/`).slice(0, PRODUCTS_PER_CATEGORY))
    }
    // Top-level categories may list no products themselves: fall back to the leaf categories.
    for (const category of categories.slice(CATEGORIES_FOR_PRODUCTS)) {
      if (products.length >= CATEGORIES_FOR_PRODUCTS * PRODUCTS_PER_CATEGORY) break
      const html = await getText(new URL(category, ctx.server.baseUrl))
      products.push(...linksWithPrefix(html, `${prefix}/p/`).slice(0, PRODUCTS_PER_CATEGORY))
    }
    if (products.length === 0) throw new Error(`no product links in the categories of store view ${view.storeCode}`)
    plan.push({
      home: [home],
      category: categories,
      product: [...new Set(products)],
      search: SEARCH_TERMS.map((term) => `${prefix}/search?q=${encodeURIComponent(term)}`),
      cms: [...cms.map((slug) => `${prefix}/${slug}`), `${prefix}/blog`],
    })
  }
  return plan
}

export const memorySection: Section = {
  id: 'memory',
  title: 'Server memory after warm-up',
  method: 'sequential GETs over home/category/product/search/CMS pages in the default, de and it views; VmRSS from /proc',
  async run(ctx: BenchContext) {
    const pid = ctx.server.pid
    const before = readProcMemory(pid)
    if (!/server\.(ts|js)/.test(before.cmdline)) {
      throw new Error(`pid ${pid} is not the server process (its command line is "${before.cmdline}")`)
    }
    const plan = await discoverPlan(ctx)
    const sequence = planRequests(plan, ctx.options.requests)
    const times = new Map<PageType, number[]>(PAGE_TYPES.map((type) => [type, []]))
    const failures: string[] = []
    const started = performance.now()
    for (const { type, path: target } of sequence) {
      // Compressed, as a browser would ask: the compression work is part of the server's load.
      const response = await get(new URL(target, ctx.server.baseUrl), { acceptEncoding: 'gzip' })
      times.get(type)?.push(response.ms)
      if (response.status !== 200) failures.push(`${response.status} ${target}`)
    }
    const seconds = (performance.now() - started) / 1000
    // Let the event loop settle (timers, deferred work) before reading.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const after = readProcMemory(pid)

    ctx.record(
      info({
        section: 'memory',
        name: 'RSS after start-up, before warm-up',
        value: before.rss / MB,
        unit: 'MB',
      }),
    )
    ctx.record(
      budgeted({
        section: 'memory',
        name: `RSS after ${sequence.length} warm-up requests`,
        value: after.rss / MB,
        unit: 'MB',
        budget: { op: '<', limit: RSS_BUDGET_MB },
        note: `peak ${(after.peakRss / MB).toFixed(1)} MB, pid ${pid}`,
      }),
    )
    const latency: Record<string, { requests: number; p50: number | null; p95: number | null; max: number | null }> = {}
    for (const type of PAGE_TYPES) {
      const samples = times.get(type) ?? []
      const p50 = percentile(samples, 50)
      const p95 = percentile(samples, 95)
      const max = samples.length > 0 ? Math.max(...samples) : null
      latency[type] = { requests: samples.length, p50, p95, max }
      ctx.record(
        info({
          section: 'memory',
          name: `warm-up p50 ${type}`,
          value: p50,
          unit: 'ms',
          note: `p95 ${p95 === null ? 'n/a' : `${p95.toFixed(1)} ms`}, max ${max === null ? 'n/a' : `${max.toFixed(1)} ms`}, n=${samples.length}`,
        }),
      )
    }
    ctx.record(
      budgeted({
        section: 'memory',
        name: 'warm-up responses not 200',
        value: failures.length,
        unit: 'count',
        budget: { op: '<=', limit: 0 },
        note: failures.length > 0 ? failures.slice(0, 5).join(', ') : undefined,
      }),
    )
    ctx.detail(
      `warm-up: ${sequence.length} sequential requests in ${seconds.toFixed(1)} s; distinct URLs: ` +
        PAGE_TYPES.map((type) => `${type} ${new Set(plan.flatMap((view) => view[type])).size}`).join(', '),
    )
    return {
      budgetMB: RSS_BUDGET_MB,
      pid,
      cmdline: after.cmdline,
      rssBeforeMB: before.rss / MB,
      rssAfterMB: after.rss / MB,
      peakRssMB: after.peakRss / MB,
      requests: sequence.length,
      seconds,
      latencyMs: latency,
      failures,
    }
  },
}
