/**
 * Finding the JavaScript and CSS a server-rendered page loads on first load, from its HTML and
 * the static imports of the files themselves. Pure functions: no network here.
 * The app's own module script and preloads wait for the load event under inert names (decision
 * 0009); they still load on first load, so they count like their active forms.
 */
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from '../../app/utils/deferred-scripts.server'

export interface PageAssets {
  /** External scripts: <script src>. */
  scripts: string[]
  /** <link rel="modulepreload" href>. */
  modulePreloads: string[]
  /** Static imports and literal dynamic imports of inline module scripts (Remix's boot script). */
  inlineModuleImports: string[]
  /** <link rel="stylesheet" href>. */
  stylesheets: string[]
  /** Source text of inline executable scripts (JSON-LD and other data blocks excluded). */
  inlineScripts: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" }

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_m, name: string) => ENTITIES[name] ?? _m)
}

/** Attributes of one start tag's attribute text, lower-cased names, entity-decoded values. */
export function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  for (const match of text.matchAll(pattern)) {
    const name = match[1].toLowerCase()
    if (attributes.has(name)) continue
    attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
  }
  return attributes
}

/** Script types a browser executes (an empty type means classic JavaScript). */
function isExecutable(type: string | undefined): boolean {
  if (type === undefined || type === '') return true
  const t = type.trim().toLowerCase()
  return isModule(t) || t === 'text/javascript' || t === 'application/javascript'
}

function isModule(type: string | undefined): boolean {
  const t = type?.trim().toLowerCase()
  return t === 'module' || t === DEFERRED_MODULE_TYPE
}

export function extractPageAssets(html: string): PageAssets {
  const assets: PageAssets = {
    scripts: [],
    modulePreloads: [],
    inlineModuleImports: [],
    stylesheets: [],
    inlineScripts: [],
  }
  // Comments could hide tags; drop them first.
  const source = html.replace(/<!--[\s\S]*?-->/g, '')

  for (const match of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1])
    const type = attributes.get('type')
    if (!isExecutable(type)) continue
    const src = attributes.get('src')
    if (src) {
      assets.scripts.push(src)
      continue
    }
    const body = match[2]
    assets.inlineScripts.push(body)
    if (isModule(type)) {
      assets.inlineModuleImports.push(...staticImports(body), ...literalDynamicImports(body))
    }
  }

  for (const match of source.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1])
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
    const href = attributes.get('href')
    if (!href) continue
    if (rel.includes('modulepreload') || rel.includes(DEFERRED_PRELOAD_REL)) assets.modulePreloads.push(href)
    else if (rel.includes('stylesheet') && !rel.includes('alternate')) assets.stylesheets.push(href)
  }
  return assets
}

/**
 * Specifiers of static `import ... from "x"`, `import "x"` and `export ... from "x"` statements.
 * Works on esbuild's minified output (`import{a as b}from"/build/x.js"`). Dynamic `import("x")`
 * is not included: those modules load later, on demand.
 */
export function staticImports(code: string): string[] {
  const found: string[] = []
  const pattern =
    /(?<![\w$.'"`])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s+[\w$]+|\*|\{[^{}]*\})?\s*from\s*)?(["'])([^"'\s]+)\1/g
  for (const match of code.matchAll(pattern)) {
    const specifier = match[2]
    if (looksLikeModulePath(specifier)) found.push(specifier)
  }
  return unique(found)
}

/** `import("x")` with a literal path: used for inline boot scripts, which run at once. */
export function literalDynamicImports(code: string): string[] {
  const found: string[] = []
  for (const match of code.matchAll(/(?<![\w$.])import\s*\(\s*(["'])([^"'\s]+)\1\s*\)/g)) {
    if (looksLikeModulePath(match[2])) found.push(match[2])
  }
  return unique(found)
}

/** `@import url(x)` / `@import "x"` in a stylesheet. */
export function cssImports(css: string): string[] {
  const found: string[] = []
  const pattern = /@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1\s*\)?/gi
  for (const match of css.matchAll(pattern)) found.push(match[2])
  return unique(found)
}

function looksLikeModulePath(specifier: string): boolean {
  return /^(\/|\.\.?\/|https?:\/\/)/.test(specifier) && /\.m?js(\?[^#]*)?$/.test(specifier)
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
