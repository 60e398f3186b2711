/**
 * The desktop header in every store view at 1024, 1280 and 1440 px, JavaScript on and off: the category
 * menu is one row, what does not fit it is in a "More" disclosure at its end that opens without
 * JavaScript, every category of the phone menu is reachable exactly once, nothing in the header overlaps
 * or is cut off, and the home hero's text stays clear of the drawing's appliances.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../setup/e2e'
import { STORES, storePath, t } from './support'

// A desktop browser: no phone emulation, so the widths below are the page's widths.
test.use({ isMobile: false, hasTouch: false })
test.setTimeout(90_000)

const WIDTHS = [1024, 1280, 1440] as const

interface Box {
  what: string
  left: number
  right: number
  top: number
  bottom: number
}

/** The boxes of the visible elements among `locator`, named by their text. */
async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => {
        const rect = el.getBoundingClientRect()
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        return {
          what: `${el.tagName.toLowerCase()}.${el.className} "${name}"`,
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
        }
      }),
  )
}

const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

function expectApart(list: Box[], label: string) {
  for (const [i, a] of list.entries()) {
    for (const b of list.slice(i + 1)) expect(overlap(a, b), `${label}: ${a.what} overlaps ${b.what}`).toBe(false)
  }
}

/** Visible text boxes whose content is wider or taller than the box (cut off or spilling out). */
async function cutOff(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}" ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight}`,
      ),
  )
}

/** The hrefs of the visible links among `locator`. */
async function visibleHrefs(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((links) =>
    links.filter((a) => a.checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href') ?? ''),
  )
}

/** Where the leftmost appliance of a banner's drawing begins on the screen (x in CSS px). */
async function leftmostApplianceX(page: Page, image: Locator): Promise<number> {
  const src = await image.getAttribute('src')
  const svg = await (await page.request.get(src!)).text()
  const [width, height] = [/ width="(\d+)"/, / height="(\d+)"/].map((pattern) => Number(pattern.exec(svg)![1]))
  // The stage's group, then one per appliance: each drawing starts at its own x = 0.
  const [stage, ...items] = [...svg.matchAll(/<g transform="translate\(([\d.-]+) [\d.-]+\) scale\(([\d.]+)\)"/g)]
  expect(items.length, 'the banner draws appliances').toBeGreaterThan(0)
  const drawnX = Math.min(...items.map((item) => Number(stage![1]) + Number(item[1]) * Number(stage![2])))
  // The image covers its box (object-fit: cover) at its object-position: scale, then the share cut off on the left.
  const fit = await image.evaluate((img) => {
    const rect = img.getBoundingClientRect()
    const style = getComputedStyle(img)
    return { left: rect.left, width: rect.width, height: rect.height, fit: style.objectFit, x: style.objectPosition.split(' ')[0]! }
  })
  expect(fit.fit).toBe('cover')
  expect(fit.x, 'a horizontal object-position in per cent').toMatch(/%$/)
  const scale = Math.max(fit.width / width!, fit.height / height!)
  const cut = (width! * scale - fit.width) * (parseFloat(fit.x) / 100)
  return fit.left - cut + drawnX * scale
}

for (const store of STORES) {
  for (const width of WIDTHS) {
    test(`the desktop header fits one row at ${width} px in ${store.code}, the rest of the menu in More`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(storePath(store, '/'))
      const nav = page.getByRole('navigation', { name: t(store, 'layout.categories') })
      const more = nav.locator('details.menu-more')
      const summary = more.locator('summary')

      // The menu: one row of links, More at its end on the same row.
      const inline = await boxes(nav.locator('.category-nav > li > a'))
      expect(inline.length, 'the main categories are inline').toBeGreaterThan(3)
      // Nine categories and the blog never fit 1024 px in one row: More holds the rest there.
      if (width === 1024) await expect(summary).toBeVisible()
      const row = [...inline, ...(await boxes(summary))]
      for (const item of row) {
        expect(Math.abs(item.top - row[0]!.top), `${item.what} on the menu's row`).toBeLessThan(2)
        expect(item.bottom - item.top, `${item.what} is one line`).toBeLessThan(50)
        expect(item.left, `${item.what} inside the page`).toBeGreaterThanOrEqual(0)
        expect(item.right, `${item.what} inside the page`).toBeLessThanOrEqual(width)
      }
      expectApart(row, 'menu')
      expect(await cutOff(nav.locator('a, summary')), 'menu texts fit their boxes').toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(
        width,
      )

      // The header bar: logo, search and every action side by side, on one line each, inside the page.
      const bar = await boxes(page.locator('.header-bar > .logo, .header-bar > .header-search, .header-actions > *'))
      expect(bar.length).toBeGreaterThanOrEqual(5)
      expectApart(bar, 'header')
      for (const item of bar) {
        expect(item.bottom - item.top, `${item.what} is one line`).toBeLessThan(50)
        expect(item.right, `${item.what} inside the page`).toBeLessThanOrEqual(width)
      }
      expect(await cutOff(page.locator('.header-action, .header-action-label, .logo')), 'header texts fit their boxes').toEqual([])
      // The search box shows its whole hint.
      const search = page.locator('.header-search input')
      expect(await search.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth + 1), 'the search hint fits').toBe(
        true,
      )

      // Every top-level category of the phone menu is reachable once: inline or behind More.
      const phoneMenu = await page.locator('.menu-drawer > ul > li > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
      expect(phoneMenu.length).toBeGreaterThan(3)
      if (await summary.isVisible()) {
        await expect(summary).toHaveText(t(store, 'layout.more'))
        await expect(more).not.toHaveAttribute('open')
        await summary.click()
        await expect(more).toHaveAttribute('open')
        // The panel opens below the row, inside the page, over the content.
        const panel = (await boxes(more.locator('ul')))[0]!
        expect(panel.top).toBeGreaterThanOrEqual(row[0]!.bottom - 1)
        expect(panel.left).toBeGreaterThanOrEqual(0)
        expect(panel.right).toBeLessThanOrEqual(width)
        expect(await cutOff(more.locator('a')), 'More texts fit their boxes').toEqual([])
      }
      const reachable = await visibleHrefs(nav.locator('a'))
      expect([...reachable].sort(), 'each category of the phone menu once, inline or in More').toEqual([...phoneMenu].sort())

      // A link in More leads to its category.
      const folded = more.locator('a').filter({ visible: true })
      if (await folded.count()) {
        const link = folded.first()
        const [href, name] = [await link.getAttribute('href'), (await link.textContent())!.trim()]
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
        // After the visit More is closed again.
        await expect(page.locator('details.menu-more')).not.toHaveAttribute('open')
      }
    })

    test(`the home hero's text stays clear of the drawing at ${width} px in ${store.code}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(storePath(store, '/'))
      const hero = page.locator('.hero > .banner').first()
      const text = (await boxes(hero.locator('.banner-text')))[0]!
      const applianceX = await leftmostApplianceX(page, hero.locator('img'))
      expect(text.right, `the text column ends before the leftmost appliance (at ${Math.round(applianceX)} px)`).toBeLessThanOrEqual(
        applianceX,
      )
      expect(await cutOff(hero.locator('.banner-text, .banner-text strong')), 'the hero text fits its box').toEqual([])
    })
  }

  test(`More is a keyboard control with a visible focus in ${store.code}`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto(storePath(store, '/'))
    const nav = page.getByRole('navigation', { name: t(store, 'layout.categories') })
    const summary = nav.locator('summary')
    await expect(summary).toHaveAccessibleName(t(store, 'layout.more'))
    // From the last inline category, Tab skips the folded ones in the row: the blog, then More.
    await nav.locator('.category-nav > li:not(:last-child) > a').filter({ visible: true }).last().focus()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: t(store, 'layout.blog'), exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(summary).toBeFocused()
    expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle), 'a visible focus ring').not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(nav.locator('details')).toHaveAttribute('open')
    await page.keyboard.press('Tab')
    const first = nav.locator('details a').filter({ visible: true }).first()
    await expect(first).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Space')
    await expect(nav.locator('details')).not.toHaveAttribute('open')
  })
}

test('with JavaScript, the header menus close on Escape and on a click outside them', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'closing on Escape and outside clicks is the page script’s')
  const [store] = STORES
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto(storePath(store!, '/'))
  // The page script (/pwa.js) has run once its notices are in the page.
  await page.locator('.pwa-notices').waitFor({ state: 'attached' })
  const more = page.getByRole('navigation', { name: t(store!, 'layout.categories') }).locator('details.menu-more')
  await more.locator('summary').click()
  await more.locator('a').filter({ visible: true }).first().focus()
  await page.keyboard.press('Escape')
  await expect(more).not.toHaveAttribute('open')
  await expect(more.locator('summary'), 'the focus goes back to More').toBeFocused()

  await more.locator('summary').click()
  await expect(more).toHaveAttribute('open')
  await page.locator('footer').click({ position: { x: 2, y: 2 } })
  await expect(more).not.toHaveAttribute('open')

  // The phone menu too.
  await page.setViewportSize({ width: 360, height: 740 })
  const phoneMenu = page.locator('details.menu-toggle')
  await phoneMenu.locator('summary').click()
  await expect(phoneMenu).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(phoneMenu).not.toHaveAttribute('open')
})
