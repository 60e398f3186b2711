/**
 * Page weight: the HTML, JavaScript and CSS each budgeted page loads on first load.
 * HTML = the document as the server renders it, gzipped at level 9; beside it, how much of it is the Remix
 * context (the loaders' data, sent again as a script) and inline <style>.
 * JS = <script src> + <link rel="modulepreload"> + imports of the inline boot module, plus every
 * file those import statically (followed recursively); each file counted once per page.
 * CSS = <link rel="stylesheet"> plus their @imports. Lazy `import()` inside files is not counted.
 * Each file is gzipped at level 9; the size as the server actually sends it is shown beside.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { cssImports, extractPageAssets, staticImports } from './assets'
import type { BenchContext, Section } from './context'
import { get, type RawResponse } from './http'
import { budgeted, formatValue, info, KB } from './report'

export const JS_BUDGET_KB = 110
export const CSS_BUDGET_KB = 25
/** The document's own bytes (gzip -9) per budgeted page; a page not named here has its figure shown only. */
export const HTML_BUDGET_KB: Readonly<Record<string, number>> = { home: 12, product: 10 }

/** The Remix context script (`window.__remixContext = …`): the loaders' data, the page's second copy of it. */
export function remixContextText(html: string): string {
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]!.includes('window.__remixContext')) return match[1]!
  }
  return ''
}

/** Guard against an import cycle gone wrong: no page has anywhere near this many files. */
const MAX_FILES_PER_PAGE = 300

interface FileFigures {
  url: string
  kind: 'js' | 'css'
  status: number
  raw: number
  gzip9: number
  /** Bytes on the wire when asked with Accept-Encoding: gzip (the compression middleware). */
  transferred: number
  contentEncoding: string
  /** Biggest inputs by raw bytes, from the esbuild metafile (browser build). */
  contents: string[]
}

interface PageWeight {
  page: string
  path: string
  html: { raw: number; gzip9: number; remixContextGzip9: number }
  inlineScripts: { count: number; raw: number; gzip9: number }
  js: { files: FileFigures[]; raw: number; gzip9: number; transferred: number }
  css: { files: FileFigures[]; raw: number; gzip9: number; transferred: number }
}

const gzip9 = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length

type Metafile = { outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }> }

function loadMetafile(root: string): Metafile | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'build', 'metafile.js.json'), 'utf8')) as Metafile
  } catch {
    return null
  }
}

/** "react-dom", "@remix-run/router" or "app/components/x.tsx" for an esbuild input path. */
export function inputOwner(input: string): string {
  const cleaned = input.replace(/^[\w-]+:/, '').replace(/\?.*$/, '')
  const at = cleaned.lastIndexOf('node_modules/')
  if (at === -1) return cleaned
  const parts = cleaned.slice(at + 'node_modules/'.length).split('/')
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Top contributors of one output file, e.g. ["react-dom 87%", "scheduler 3%"]. */
function contentsOf(metafile: Metafile | null, url: URL): string[] {
  if (!metafile) return []
  const key = `public${decodeURIComponent(url.pathname)}`
  const output = metafile.outputs[key]
  if (!output) return []
  const byOwner = new Map<string, number>()
  let total = 0
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    if (bytesInOutput === 0) continue
    const owner = inputOwner(input)
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput)
    total += bytesInOutput
  }
  if (total === 0) return []
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([owner, bytes]) => `${owner} ${Math.round((bytes / total) * 100)}%`)
}

export const weightSection: Section = {
  id: 'weight',
  title: 'Page weight (HTML, JavaScript and CSS on first load)',
  method:
    'script src + modulepreload + boot-module imports + their static imports, each file once per page; gzip -9 per file. ' +
    '"server" = bytes sent by the compression middleware.',
  async run(ctx: BenchContext) {
    const metafile = loadMetafile(ctx.root)
    if (!metafile) ctx.warn('build/metafile.js.json not found: file contents cannot be named')
    // The same file on several pages is fetched once.
    const cache = new Map<string, Promise<{ identity: RawResponse; gzip: RawResponse }>>()
    const fetchBoth = (url: URL) => {
      let entry = cache.get(url.href)
      if (!entry) {
        entry = Promise.all([get(url), get(url, { acceptEncoding: 'gzip' })]).then(([identity, gzip]) => ({
          identity,
          gzip,
        }))
        cache.set(url.href, entry)
      }
      return entry
    }

    const results: PageWeight[] = []
    for (const page of await ctx.pages()) {
      const pageUrl = new URL(page.path, ctx.server.baseUrl)
      const document = await get(pageUrl)
      if (document.status !== 200) throw new Error(`${page.path} answered ${document.status}`)
      const html = document.body.toString('utf8')
      const assets = extractPageAssets(html)

      const collect = async (kind: 'js' | 'css', roots: string[]): Promise<FileFigures[]> => {
        const seen = new Set<string>()
        const queue: URL[] = []
        const enqueue = (specifier: string, base: URL) => {
          const url = new URL(specifier, base)
          url.hash = ''
          if (url.origin !== pageUrl.origin) {
            ctx.warn(`${page.name}: ${kind} file on another origin not measured: ${url.href}`)
            return
          }
          if (seen.has(url.href)) return
          seen.add(url.href)
          queue.push(url)
        }
        for (const root of roots) enqueue(root, pageUrl)
        const files: FileFigures[] = []
        while (queue.length > 0) {
          if (files.length >= MAX_FILES_PER_PAGE) throw new Error(`${page.name}: more than ${MAX_FILES_PER_PAGE} ${kind} files`)
          const url = queue.shift() as URL
          const { identity, gzip } = await fetchBoth(url)
          const text = identity.body.toString('utf8')
          files.push({
            url: url.pathname + url.search,
            kind,
            status: identity.status,
            raw: identity.body.length,
            gzip9: identity.status === 200 ? gzip9(identity.body) : 0,
            transferred: gzip.wire.length,
            contentEncoding: String(gzip.headers['content-encoding'] ?? 'identity'),
            contents: contentsOf(metafile, url),
          })
          if (identity.status !== 200) continue
          const imports = kind === 'js' ? staticImports(text) : cssImports(text)
          for (const specifier of imports) enqueue(specifier, url)
        }
        return files
      }

      const jsFiles = await collect('js', [...assets.scripts, ...assets.modulePreloads, ...assets.inlineModuleImports])
      const cssFiles = await collect('css', assets.stylesheets)
      const sum = (files: FileFigures[], key: 'raw' | 'gzip9' | 'transferred') => files.reduce((total, file) => total + file[key], 0)
      const inlineText = assets.inlineScripts.join('\n')
      // The app inlines its stylesheet into each document: that CSS counts against the CSS budget too.
      const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n')
      const inlineCssGzip = inlineCss ? gzip9(inlineCss) : 0
      const context = remixContextText(html)
      const weight: PageWeight = {
        page: page.name,
        path: page.path,
        html: { raw: document.body.length, gzip9: gzip9(document.body), remixContextGzip9: context ? gzip9(context) : 0 },
        inlineScripts: {
          count: assets.inlineScripts.length,
          raw: Buffer.byteLength(inlineText),
          gzip9: inlineText ? gzip9(inlineText) : 0,
        },
        js: { files: jsFiles, raw: sum(jsFiles, 'raw'), gzip9: sum(jsFiles, 'gzip9'), transferred: sum(jsFiles, 'transferred') },
        css: {
          files: cssFiles,
          raw: sum(cssFiles, 'raw') + Buffer.byteLength(inlineCss),
          gzip9: sum(cssFiles, 'gzip9') + inlineCssGzip,
          transferred: sum(cssFiles, 'transferred'),
        },
      }
      results.push(weight)

      const missing = [...jsFiles, ...cssFiles].filter((file) => file.status !== 200)
      ctx.record(
        budgeted({
          section: 'weight',
          name: 'JS gzip -9 total',
          scope: page.name,
          value: weight.js.gzip9 / KB,
          unit: 'KB',
          budget: { op: '<=', limit: JS_BUDGET_KB },
          note: `${jsFiles.length} files, server sent ${formatValue(weight.js.transferred / KB, 'KB')}`,
        }),
      )
      ctx.record(
        budgeted({
          section: 'weight',
          name: 'CSS gzip -9 total',
          scope: page.name,
          value: weight.css.gzip9 / KB,
          unit: 'KB',
          budget: { op: '<=', limit: CSS_BUDGET_KB },
          note: `${cssFiles.length} file${cssFiles.length === 1 ? '' : 's'} + inline <style> ${formatValue(inlineCssGzip / KB, 'KB')}, server sent ${formatValue(weight.css.transferred / KB, 'KB')} in files`,
        }),
      )
      if (missing.length > 0) {
        ctx.record(
          budgeted({
            section: 'weight',
            name: 'asset files not answering 200',
            scope: page.name,
            value: missing.length,
            unit: 'count',
            budget: { op: '<=', limit: 0 },
            note: missing.map((file) => `${file.url} ${file.status}`).join(', '),
          }),
        )
      }
      ctx.record(
        info({
          section: 'weight',
          name: 'inline scripts gzip -9',
          scope: page.name,
          value: weight.inlineScripts.gzip9 / KB,
          unit: 'KB',
          note: `not in budget; ${weight.inlineScripts.count} scripts, ${formatValue(weight.inlineScripts.raw / KB, 'KB')} raw`,
        }),
      )
      const htmlBudget = HTML_BUDGET_KB[page.name]
      const htmlFigure = {
        section: 'weight',
        name: 'HTML gzip -9',
        scope: page.name,
        value: weight.html.gzip9 / KB,
        unit: 'KB' as const,
        note:
          `${formatValue(weight.html.raw / KB, 'KB')} raw; Remix context ${formatValue(weight.html.remixContextGzip9 / KB, 'KB')}` +
          `, inline <style> ${formatValue(inlineCssGzip / KB, 'KB')} (gzip -9 each alone)`,
      }
      ctx.record(htmlBudget === undefined ? info(htmlFigure) : budgeted({ ...htmlFigure, budget: { op: '<=', limit: htmlBudget } }))
    }

    // File lists under the table: the biggest files per page (all with --verbose).
    for (const page of results) {
      const jsOver = page.js.gzip9 / KB > JS_BUDGET_KB
      const cssOver = page.css.gzip9 / KB > CSS_BUDGET_KB
      for (const [kind, group, over] of [
        ['JS', page.js, jsOver],
        ['CSS', page.css, cssOver],
      ] as const) {
        if (group.files.length === 0) continue
        const sorted = [...group.files].sort((a, b) => b.gzip9 - a.gzip9)
        const shown = ctx.options.verbose || over ? sorted : sorted.slice(0, 5)
        const rest = sorted.length - shown.length
        ctx.detail(`${page.page} ${kind} (${page.path}), largest first${rest > 0 ? `, top ${shown.length} of ${sorted.length}` : ''}:`)
        for (const file of shown) {
          const contents = file.contents.length > 0 ? `  [${file.contents.join(', ')}]` : ''
          ctx.detail(
            `  ${formatValue(file.gzip9 / KB, 'KB').padStart(9)} gz9 ${formatValue(file.raw / KB, 'KB').padStart(9)} raw  ${file.url}${contents}`,
          )
        }
      }
    }
    return { budgetsKB: { js: JS_BUDGET_KB, css: CSS_BUDGET_KB, html: HTML_BUDGET_KB }, pages: results }
  },
}
