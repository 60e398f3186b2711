/**
 * The pages the throughput section loads on a running shop, found on that shop (so the same code works on
 * the demo catalogue and on a seeded large one): home, a category with a brand facet selected, a simple
 * and a configurable product, a search with results, and the cart page of a shopper who has added three
 * products with the product pages' own add-to-cart forms, as a browser without JavaScript posts them.
 * Each page comes with texts its body must contain (a product's name, a product link), so that an error
 * page or a redirect is never taken for a fast answer.
 */
import http from 'node:http'
import { assertLoopback, get, keepAliveAgent, type RawResponse } from './http'
import { CATEGORY_PATH, HOME_PATH, linksWithPrefix, PRODUCT_PATH } from './pages'
import type { PageId } from './throughput-figures'

/** A desktop Chrome: the shop streams the document to browsers and renders it whole for crawlers. */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 karoo-bench'

/** What a browser sends with a page request (the shop compresses when gzip is accepted). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': BROWSER_USER_AGENT,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
  'accept-language': 'en-US,en;q=0.9',
}

/** The fixed products of every seeded catalogue (their SKUs never change). */
export const SIMPLE_SKU = 'AFR-0910'
export const CONFIGURABLE_SKU = 'FRG-0903'
/** The three lines of the cart: two simple products and a configurable one's child in stock. */
export const CART_PRODUCTS: readonly { sku: string; childSku?: string }[] = [
  { sku: 'AFR-0910' },
  { sku: 'COF-0909' },
  { sku: 'FRG-0903', childSku: 'FRG-0903-WHT-300L' },
]
export const SEARCH_QUERY = 'fridge'
/**
 * The facet selected on the category page: the configurable fridge's brand, so that both catalogues
 * measure the same listing when they have it (otherwise the first brand, or the first facet, offered).
 */
export const CATEGORY_FACET = 'brand=koel'

export interface TargetPage {
  id: PageId
  path: string
  /** Extra request headers (the cart's Cookie). */
  headers: Record<string, string>
  /** Texts the body must contain, as they appear in the HTML. */
  markers: string[]
}

// ---------------------------------------------------------------------------------------
// Pure helpers (tested in throughput.test.ts)

/** The text of the first `<h1>` (HTML as written, tags inside removed); null when there is none. */
export function firstHeading(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)
  if (!match) return null
  const text = match[1].replace(/<[^>]*>/g, '').trim()
  return text === '' ? null : text
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(["'])([\\s\\S]*?)\\1`, 'i').exec(tag)
  return match ? decodeEntities(match[2]) : null
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export interface FormSubmission {
  action: string | null
  method: string
  fields: [string, string][]
}

/**
 * The fields a browser would submit from the form with `id`, left as the page renders them: inputs
 * with a name and a value (checkboxes and radios only when checked) and each select's selected option
 * (or its first). Null when the page has no such form.
 */
export function formSubmission(html: string, id: string): FormSubmission | null {
  const forms = html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)
  for (const [form] of forms) {
    const open = /^<form\b[^>]*>/i.exec(form)?.[0] ?? ''
    if (attribute(open, 'id') !== id) continue
    const fields: [string, string][] = []
    for (const match of form.matchAll(/<select\b[^>]*>([\s\S]*?)<\/select>|<input\b[^>]*>/gi)) {
      const tag = /^<[^>]*>/.exec(match[0])?.[0] ?? ''
      const name = attribute(tag, 'name')
      if (!name || /\sdisabled(?=[\s=>/])/i.test(tag)) continue
      if (match[1] !== undefined) {
        const options = [...match[1].matchAll(/<option\b[^>]*>/gi)].map((option) => option[0])
        const chosen = options.find((option) => /\sselected(?=[\s=>/])/i.test(option)) ?? options[0]
        if (chosen) fields.push([name, attribute(chosen, 'value') ?? ''])
        continue
      }
      const type = (attribute(tag, 'type') ?? 'text').toLowerCase()
      if (type === 'submit' || type === 'button' || type === 'file' || type === 'image') continue
      if ((type === 'checkbox' || type === 'radio') && !/\schecked(?=[\s=>/])/i.test(tag)) continue
      fields.push([name, attribute(tag, 'value') ?? ''])
    }
    return { action: attribute(open, 'action'), method: (attribute(open, 'method') ?? 'get').toLowerCase(), fields }
  }
  return null
}

/** One browser's cookies: kept from Set-Cookie headers, sent back in a Cookie header. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  take(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      if (at <= 0) continue
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((a) => {
        const [key, raw = ''] = a.trim().split('=')
        const lower = key.toLowerCase()
        return (lower === 'max-age' && Number(raw) <= 0) || (lower === 'expires' && Date.parse(raw) <= Date.now())
      })
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  header(): string {
    return [...this.cookies.entries()].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  names(): string[] {
    return [...this.cookies.keys()]
  }
}

// ---------------------------------------------------------------------------------------
// On the running shop

export function post(target: URL, form: [string, string][], headers: Record<string, string>): Promise<RawResponse> {
  assertLoopback(target)
  const body = Buffer.from(new URLSearchParams(form).toString())
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        agent: keepAliveAgent,
        headers: {
          ...headers,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const wire = Buffer.concat(chunks)
          resolve({ url: target.href, status: response.statusCode ?? 0, headers: response.headers, wire, body: wire, ms: 0 })
        })
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`POST ${target.pathname} timed out`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** A page that must answer 200; its decoded HTML. */
export async function page(baseUrl: string, path: string, jar?: CookieJar): Promise<string> {
  const cookie = jar?.header()
  const response = await get(new URL(path, baseUrl), {
    acceptEncoding: 'gzip',
    headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie } : {}) },
  })
  jar?.take(response.headers['set-cookie'])
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  return response.body.toString('utf8')
}

/** The canonical address of a product (the shop redirects /p/SKU/anything there). */
export async function productPath(baseUrl: string, sku: string, childSku?: string): Promise<string> {
  const response = await get(new URL(`/p/${encodeURIComponent(sku)}/x`, baseUrl), { headers: BROWSER_HEADERS })
  const location = response.headers.location
  let path: string
  if (response.status === 200) path = `/p/${encodeURIComponent(sku)}/x`
  else if (response.status >= 300 && response.status < 400 && location) path = new URL(location, baseUrl).pathname
  else throw new Error(`product ${sku} answered ${response.status}`)
  return childSku ? `${path.replace(/\/$/, '')}/${encodeURIComponent(childSku)}` : path
}

function productMarker(html: string, path: string): string {
  const name = firstHeading(html)
  if (!name) throw new Error(`${path} has no <h1> with the product's name`)
  return name
}

function firstProductLink(html: string, path: string): string {
  const link = linksWithPrefix(html, '/p/')[0]
  if (!link) throw new Error(`${path} links no product`)
  return `href="${link.replace(/&/g, '&amp;')}"`
}

/**
 * Add a product to a fresh or given cart as a browser without JavaScript does: open its page, post
 * the add-to-cart form as rendered (same origin), follow the redirect back. Returns the product's name.
 */
export async function addToCart(baseUrl: string, jar: CookieJar, path: string): Promise<string> {
  const html = await page(baseUrl, path, jar)
  const form = formSubmission(html, 'add-to-cart')
  if (!form) throw new Error(`${path} has no add-to-cart form`)
  const target = new URL(form.action ?? path, new URL(path, baseUrl))
  const cookie = jar.header()
  const answer = await post(target, form.fields, {
    ...BROWSER_HEADERS,
    'accept-encoding': 'identity',
    origin: new URL(baseUrl).origin,
    ...(cookie ? { cookie } : {}),
  })
  jar.take(answer.headers['set-cookie'])
  const location = answer.headers.location
  if (answer.status !== 303 || !location) {
    throw new Error(`adding ${path} to the cart answered ${answer.status}${location ? ` -> ${location}` : ''}`)
  }
  // The page it comes back to shows (and so clears) the "added" message, as in a browser.
  await page(baseUrl, new URL(location, baseUrl).pathname + new URL(location, baseUrl).search, jar)
  return productMarker(html, path)
}

/** Every page of the section on the shop at `baseUrl`, checked once (200 and the expected texts). */
export async function discoverTargets(baseUrl: string): Promise<{ pages: TargetPage[]; productPagePath: string }> {
  const pages: TargetPage[] = []
  const plain = (id: PageId, path: string, markers: string[]) => pages.push({ id, path, headers: {}, markers })

  const home = await page(baseUrl, HOME_PATH)
  plain('home', HOME_PATH, [firstProductLink(home, HOME_PATH)])

  const category = await page(baseUrl, CATEGORY_PATH)
  const facets = linksWithPrefix(category, `${CATEGORY_PATH}?`)
  const facet = facets.find((link) => link.endsWith(`?${CATEGORY_FACET}`)) ?? facets.find((link) => /[?&]brand=/.test(link)) ?? facets[0]
  if (!facet) throw new Error(`${CATEGORY_PATH} offers no facet to select`)
  const faceted = await page(baseUrl, facet)
  plain('category', facet, [firstProductLink(faceted, facet)])

  const simplePath = await productPath(baseUrl, SIMPLE_SKU)
  plain('product-simple', simplePath, [productMarker(await page(baseUrl, simplePath), simplePath)])
  const configurablePath = await productPath(baseUrl, CONFIGURABLE_SKU)
  if (!PRODUCT_PATH.startsWith(`/p/${CONFIGURABLE_SKU}/`)) throw new Error(`${PRODUCT_PATH} is not ${CONFIGURABLE_SKU}`)
  plain('product-configurable', configurablePath, [productMarker(await page(baseUrl, configurablePath), configurablePath)])

  const searchPath = `/search?q=${encodeURIComponent(SEARCH_QUERY)}`
  plain('search', searchPath, [firstProductLink(await page(baseUrl, searchPath), searchPath)])

  const jar = new CookieJar()
  const names: string[] = []
  for (const product of CART_PRODUCTS) {
    names.push(await addToCart(baseUrl, jar, await productPath(baseUrl, product.sku, product.childSku)))
  }
  const cart = await page(baseUrl, '/cart', jar)
  const absent = names.filter((name) => !cart.includes(name))
  if (absent.length > 0) throw new Error(`the cart page does not list ${absent.join(', ')}`)
  pages.push({ id: 'cart', path: '/cart', headers: { cookie: jar.header() }, markers: names })
  return { pages, productPagePath: configurablePath }
}

/** The product page's HTML as the shop sends it, uncompressed (for the plain Node floor). */
export async function productPageBytes(baseUrl: string, path: string): Promise<Buffer> {
  const response = await get(new URL(path, baseUrl), {
    acceptEncoding: 'identity',
    headers: { ...BROWSER_HEADERS, 'accept-encoding': 'identity' },
  })
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
  return response.body
}
