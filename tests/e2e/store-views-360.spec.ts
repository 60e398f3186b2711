/**
 * Every page type in every store view on a 360 px phone (and the header on a 1280 px desktop): no text
 * overflows or is cut off by its box, the document never scrolls sideways, every title carries the
 * shop's name, the 404 page is translated and says where to go, and the add-on options of a product
 * are in the store view's language on the product page and in the cart. Runs with JavaScript on and off.
 */
import type { Page } from '@playwright/test'
import { allowRefusedForms, expect, test } from '../setup/e2e'
import { STORES, storePath, t, type StoreUnderTest } from './support'

const PASSWORD = 'correct horse battery'
/** A washing machine with the seeded add-on options (DEMO_FIXTURES.customOptions). */
const WITH_ADD_ONS = 'WSH-0911'
const ADD_ONS = {
  de: ['Installation', 'Standardanschluss', 'Garantieverlängerung', 'Altgerätemitnahme'],
  it: ['Installazione', 'Installazione standard', 'Assistenza estesa', "Ritiro dell'usato"],
} as const

test.use({ viewport: { width: 360, height: 740 } })
// The 404 pages log their status; nothing else may reach the console.
allowRefusedForms([404])
// Eleven pages a test on a loaded machine: generous.
test.setTimeout(240_000)

/** Text that must fit its box: headings, product names, prices' notes, buttons, header and menu links. */
const TEXT_BOXES = [
  'h1', 'h2', 'h3', '.product-card-name', '.price-note', '.banner-text', 'button', '.button', '.header-action',
  '.category-nav a', '.menu-drawer a', '.breadcrumbs a', 'label', '.option-value', '.cart-line-name',
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
    if (root.scrollWidth > root.clientWidth + 1) found.push({ what: 'document', why: `scrollWidth ${root.scrollWidth} > ${root.clientWidth}` })
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 50)}"`
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
        found.push({ what: name(el), why: `spans ${Math.round(rect.left)}..${Math.round(rect.right)} of a ${root.clientWidth} px viewport` })
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

/** A customer of this store view with something in the cart: cart, checkout and my-account have content. */
async function shopperWithCart(page: Page, store: StoreUnderTest, tag: string) {
  const email = `e2e-sv360-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.za`
  const registered = await page.request.post(storePath(store, '/login'), {
    form: { intent: 'register', firstName: 'Thandi', lastName: 'Mokoena-Vanderbijlpark', email, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  })
  expect(registered.status(), 'registering').toBe(303)
  const added = await page.request.post(storePath(store, '/cart'), { form: { intent: 'add', sku: WITH_ADD_ONS, qty: '1' }, maxRedirects: 0 })
  expect(added.status(), 'adding to the cart').toBe(303)
}

for (const store of STORES) {
  test(`every page type fits a 360 px phone in ${store.code}`, async ({ page }, info) => {
    await visit(page, storePath(store, '/'))
    await expectFits(page, 'home')
    const category = await page.locator('.category-nav a').first().getAttribute('href')
    expect(category).toBeTruthy()
    await visit(page, category!)
    await expectFits(page, 'category')
    await visit(page, storePath(store, `/p/${WITH_ADD_ONS}/x`))
    await expectFits(page, 'product')
    await visit(page, storePath(store, '/search?q=kettle'))
    await expectFits(page, 'search')
    await visit(page, storePath(store, '/login'))
    await expectFits(page, 'login')
    await visit(page, storePath(store, '/about'))
    await expectFits(page, 'CMS page')
    await visit(page, storePath(store, '/blog'))
    await expectFits(page, 'blog')
    await visit(page, storePath(store, '/no-such-page-360'), 404)
    await expectFits(page, '404')

    await shopperWithCart(page, store, `${store.code}-${info.project.name}`)
    for (const [label, path] of [
      ['home, signed in', '/'],
      ['cart', '/cart'],
      ['checkout', '/checkout'],
      ['my account', '/my-account'],
    ] as const) {
      await visit(page, storePath(store, path))
      await expectFits(page, label)
    }
    // Signed in on a phone: "Log out" sits on the header's one row, beside the logo.
    const logout = page.locator('.header-logout button')
    const logo = page.locator('.header-bar .logo')
    await expect(logout).toHaveText(t(store, 'account.logout'))
    const [logoutBox, logoBox] = [await logout.boundingBox(), await logo.boundingBox()]
    expect(Math.abs(logoutBox!.y + logoutBox!.height / 2 - (logoBox!.y + logoBox!.height / 2)), 'logout on the logo row').toBeLessThan(8)
    expect(logoutBox!.height, 'one line').toBeLessThan(48)
  })

  test(`the header and home fit a 1280 px desktop in ${store.code}, the menu on one row`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await visit(page, storePath(store, '/'))
    await expectFits(page, 'home')
    const tops = await page.locator('.category-nav li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().top))
    expect(tops.length).toBeGreaterThan(3)
    expect(new Set(tops).size, 'the category menu is one row').toBe(1)
    // What does not fit scrolls sideways inside the menu (every category stays reachable), never the page.
    const menu = await page.locator('.category-nav ul').evaluate((ul) => ({
      overflows: ul.scrollWidth > ul.clientWidth + 1,
      scrolls: getComputedStyle(ul).overflowX === 'auto',
    }))
    expect(!menu.overflows || menu.scrolls, 'an overflowing category menu scrolls').toBe(true)
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
    const categories = page.getByRole('main').getByRole('navigation', { name: t(store, 'layout.categories') }).getByRole('link')
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
  await expect(page.getByRole('main').getByRole('link', { name: 'Versandkosten', exact: true })).toHaveAttribute('href', '/de/shipping-delivery')
  await visit(page, `/p/${WITH_ADD_ONS}/x`)
  await expect(page.locator('.product-info .price-note').first()).toHaveText(t(STORES[0]!, 'product.inclVat'))
  await visit(page, '/')
  await visit(page, (await page.locator('.category-nav a').first().getAttribute('href'))!)
  await expect(page.locator('.product-card').first()).toBeVisible()
  await expect(page.locator('.product-card .price-note')).toHaveCount(0)
})
