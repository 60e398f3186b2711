/**
 * Every page type of the shared list (page-types.ts, the same the screenshot script shows) in every store
 * view on a 360 px phone (JavaScript on and off) and a 1280 px desktop (JavaScript on): no text overflows
 * or is cut off by its box, the document never scrolls sideways, every title carries the shop's name. Also:
 * the desktop header's menu is one row, the 404 page is translated and says where to go, and the add-on
 * options of a product are in the store view's language on the product page and in the cart.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { PAGE_TYPES, WITH_ADD_ONS, prepareShopper, productPaths, type PageStore, type PageType, type Prepared } from './page-types'
import { STORES, storePath, t } from './support'

const ADD_ONS = {
  de: ['Installation', 'Standardanschluss', 'Garantieverlängerung', 'Altgerätemitnahme'],
  it: ['Installazione', 'Installazione standard', 'Assistenza estesa', "Ritiro dell'usato"],
} as const

test.use({ viewport: { width: 360, height: 740 } })
// The 404 pages and the gone download link log their status; nothing else may reach the console.
allowRefusedForms([404, 410])
// Some thirty pages a test on a loaded machine: generous.
test.setTimeout(300_000)

/** Text that must fit its box: headings, product names, prices' notes, buttons, header and menu links. */
const TEXT_BOXES = [
  'h1',
  'h2',
  'h3',
  '.product-card-name',
  '.price-note',
  '.banner-text',
  'button',
  '.button',
  '.header-action',
  '.category-nav a',
  '.menu-drawer a',
  '.breadcrumbs a',
  'label',
  '.option-value',
  '.cart-line-name',
].join(', ')

interface Overflow {
  what: string
  why: string
}

/**
 * What overflows on the page: the document's sideways scroll, then every visible text box whose content
 * is wider or taller than the box, or that lies outside a clipping ancestor (overflow hidden/clip) or the
 * viewport. Boxes inside sideways scrollers (tables, the gallery, the desktop menu) may scroll.
 */
async function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate((selector) => {
    const found: { what: string; why: string }[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      found.push({ what: 'document', why: `scrollWidth ${root.scrollWidth} > ${root.clientWidth}` })
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 50)}"`
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(el)
      if (style.display === 'none' || style.visibility === 'hidden' || !el.getClientRects().length) continue
      if (el.closest('.visually-hidden, [hidden], details:not([open]) > :not(summary), dialog:not([open]), .bot-guard')) continue
      const rect = el.getBoundingClientRect()
      if (rect.width < 2 || rect.height < 2) continue
      if (style.display !== 'inline' && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) {
        found.push({ what: name(el), why: `content ${el.scrollWidth}×${el.scrollHeight} in a box of ${el.clientWidth}×${el.clientHeight}` })
        continue
      }
      let scrolls = false
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up)
        if (/(auto|scroll)/.test(s.overflowX + s.overflowY)) {
          scrolls = true
          break
        }
        if (/(hidden|clip)/.test(s.overflowX + s.overflowY)) {
          const box = up.getBoundingClientRect()
          if (rect.top < box.top - 1 || rect.bottom > box.bottom + 1 || rect.left < box.left - 1 || rect.right > box.right + 1) {
            found.push({ what: name(el), why: `cut off by ${up.tagName.toLowerCase()}.${[...up.classList].join('.')}` })
            break
          }
        }
      }
      if (!scrolls && (rect.left < -1 || rect.right > root.clientWidth + 1)) {
        found.push({
          what: name(el),
          why: `spans ${Math.round(rect.left)}..${Math.round(rect.right)} of a ${root.clientWidth} px viewport`,
        })
      }
    }
    return found
  }, TEXT_BOXES)
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
}

async function expectFits(page: Page, label: string) {
  expect(await findOverflows(page), `${label} (${page.url()}) at ${page.viewportSize()?.width} px`).toEqual([])
  await expect(page, `${label}: the title names the shop`).toHaveTitle(/Karoo/)
}

/**
 * Open every page type of the shared list (page-types.ts) that `who` sees, and note every overflow and every
 * title without the shop's name; the test fails at its end with all of them, not only the first.
 */
async function checkPageTypes(page: Page, store: PageStore, who: PageType['as'], prepared: Prepared) {
  let checked = 0
  for (const type of PAGE_TYPES.filter((each) => each.as === who)) {
    const path = type.path(prepared, store)
    expect.soft(path, `${type.name}: preparing found its page`).toBeTruthy()
    if (!path) continue
    // The e2e fixture waits for the app to hydrate after a 'load'; a standalone document never does.
    const response = await page.goto(storePath(store, path), { waitUntil: type.standalone ? 'domcontentloaded' : 'load' })
    if (type.standalone) await page.waitForLoadState('load')
    expect.soft(response?.status(), `${type.name} (${path})`).toBe(type.status ?? 200)
    const width = page.viewportSize()?.width
    expect.soft(await findOverflows(page), `${type.name} (${page.url()}) at ${width} px`).toEqual([])
    expect.soft(await page.title(), `${type.name} (${page.url()}): the title names the shop`).toMatch(/Karoo/)
    checked++
  }
  expect(checked, `${who} page types checked`).toBeGreaterThan(5)
}

const WIDTHS = [360, 1280] as const

for (const store of STORES) {
  for (const width of WIDTHS) {
    test(`every page type a visitor sees fits ${width} px in ${store.code}`, async ({ page, javaScriptEnabled }) => {
      test.skip(width > 360 && !javaScriptEnabled, 'the desktop width is checked with JavaScript on')
      await page.setViewportSize({ width, height: width > 360 ? 900 : 740 })
      const products = await productPaths(page.request, store)
      await checkPageTypes(page, store, 'visitor', { products, orderStatus: null, orderId: null })
    })

    test(`every page type the signed-in shopper sees fits ${width} px in ${store.code}`, async ({ page, javaScriptEnabled }, info) => {
      test.skip(width > 360 && !javaScriptEnabled, 'the desktop width is checked with JavaScript on')
      await page.setViewportSize({ width, height: width > 360 ? 900 : 740 })
      const prepared = await prepareShopper(page.request, store, `sv-${store.code}-${width}-${info.project.name}`)
      await checkPageTypes(page, store, 'shopper', prepared)
      if (width > 360) return
      // Signed in on a phone: "Log out" sits on the header's one row, beside the logo.
      await visit(page, storePath(store, '/'))
      await expectFits(page, 'home, signed in')
      const logout = page.locator('.header-logout button')
      const logo = page.locator('.header-bar .logo')
      await expect(logout).toHaveText(t(store, 'account.logout'))
      const [logoutBox, logoBox] = [await logout.boundingBox(), await logo.boundingBox()]
      expect(Math.abs(logoutBox!.y + logoutBox!.height / 2 - (logoBox!.y + logoBox!.height / 2)), 'logout on the logo row').toBeLessThan(8)
      expect(logoutBox!.height, 'one line').toBeLessThan(48)
    })
  }
}

for (const store of STORES) {
  test(`the header and home fit a 1280 px desktop in ${store.code}, the menu on one row`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit(page, storePath(store, '/'))
    await expectFits(page, 'home')
    const tops = await page.locator('.category-nav li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top))
    expect(tops.length).toBeGreaterThan(3)
    expect(new Set(tops).size, 'the category menu is one row').toBe(1)
    // Nobody has a wishlist yet: no "0" badge.
    await expect(page.locator('.header-actions .cart-count:visible')).toHaveCount(0)
    await visit(page, storePath(store, `/p/${WITH_ADD_ONS}/x`))
    await expectFits(page, 'product')
  })

  test(`the 404 page in ${store.code} is translated and says where to go`, async ({ page }) => {
    await visit(page, storePath(store, '/nothing-here/at-all'), 404)
    const title = t(store, 'errors.notFoundTitle')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} | Karoo Appliances`)
    const search = page.getByRole('search').filter({ has: page.locator('#error-q') })
    await expect(search).toHaveAttribute('action', storePath(store, '/search'))
    const categories = page
      .getByRole('main')
      .getByRole('navigation', { name: t(store, 'layout.categories') })
      .getByRole('link')
    expect(await categories.count()).toBeGreaterThan(3)
    await expect(categories.first()).toHaveAttribute('href', new RegExp(`^${store.prefix}/c/`))

    // The search form leads to results in this store view.
    await search.getByLabel(t(store, 'search.label')).fill('kettle')
    await search.getByRole('button', { name: t(store, 'search.submit') }).click()
    await expect(page).toHaveURL(new RegExp(`${store.prefix}/search\\?q=kettle$`))
    await expect(page).toHaveTitle(/Karoo/)
  })
}

test('a missing product has the translated not-found title too', async ({ page }) => {
  await visit(page, '/de/p/NO-SUCH-SKU/x', 404)
  await expect(page).toHaveTitle('Seite nicht gefunden | Karoo Appliances')
  await visit(page, '/it/c/no-such-category', 404)
  await expect(page).toHaveTitle('Pagina non trovata | Karoo Appliances')
})

for (const code of ['de', 'it'] as const) {
  test(`add-on options are in the ${code} store view's language on the product page and in the cart`, async ({ page }) => {
    const store = STORES.find((s) => s.code === code)!
    await visit(page, storePath(store, `/p/${WITH_ADD_ONS}/x`))
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t(store, 'product.addToCart') }) })
    for (const text of ADD_ONS[code]) await expect(form).toContainText(text)
    await expect(form).not.toContainText('Standard installation')
    await expect(form).not.toContainText('Old appliance removal')

    // The price note as shops there write it, its shipping costs linked to the shipping page.
    const note = page.locator('.product-info .price-note').first()
    await expect(note).toHaveText(code === 'de' ? 'inkl. MwSt., zzgl. Versandkosten' : 'IVA inclusa, spese di spedizione escluse')
    await expect(note.getByRole('link')).toHaveAttribute('href', storePath(store, '/shipping-delivery'))

    // Choose the standard installation and put it in the cart: the cart line names it in the same language.
    const installation = form.getByLabel(ADD_ONS[code][0], { exact: true })
    const value = await installation.locator('option', { hasText: ADD_ONS[code][1] }).getAttribute('value')
    const name = await installation.getAttribute('name')
    const added = await page.request.post(storePath(store, '/cart'), {
      form: { intent: 'add', sku: WITH_ADD_ONS, qty: '1', [name!]: value! },
      maxRedirects: 0,
    })
    expect(added.status()).toBe(303)
    await visit(page, storePath(store, '/cart'))
    const line = page.locator('.cart-line').first()
    await expect(line).toContainText(ADD_ONS[code][1])
    await expect(line).not.toContainText('Standard installation')
  })
}

test('product lists in the euro views carry the price note; the rand store keeps "Price includes VAT" on products', async ({ page }) => {
  await visit(page, '/de')
  await visit(page, (await page.locator('.category-nav a').first().getAttribute('href'))!)
  await expect(page.locator('.product-card .price-note').first()).toHaveText('inkl. MwSt., zzgl. Versandkosten')
  await expect(page.getByRole('main').getByRole('link', { name: 'Versandkosten', exact: true })).toHaveAttribute(
    'href',
    '/de/shipping-delivery',
  )
  await visit(page, `/p/${WITH_ADD_ONS}/x`)
  await expect(page.locator('.product-info .price-note').first()).toHaveText(t(STORES[0]!, 'product.inclVat'))
  await visit(page, '/')
  await visit(page, (await page.locator('.category-nav a').first().getAttribute('href'))!)
  await expect(page.locator('.product-card').first()).toBeVisible()
  await expect(page.locator('.product-card .price-note')).toHaveCount(0)
})
