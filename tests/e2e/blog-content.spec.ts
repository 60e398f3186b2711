/**
 * The blog, the members' magazine and the CMS blocks, on a phone, with and without JavaScript:
 * the blog from the header, a category, a post with its picture, reading time and a related product that
 * leads to the product; /magazine as a guest goes to the login and comes back; the footer text and the
 * checkout help blocks. axe (js-on only) on the blog list, a post and the magazine.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, waitForHydration } from '../setup/e2e'
import { addByPost, say, toast, uniqueEmail } from './shop-support'
import { RAND } from './support'

const PASSWORD = 'correct horse battery'
const POST = { category: 'recipes', slug: 'green-smoothie-for-busy-mornings', title: 'A green smoothie for busy mornings' }

async function afterNavigation(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.waitForLoadState('load')
  else await waitForHydration(page)
}

/** A registered customer, logged out again: the browser is a guest who has an account. */
async function accountThenGuest(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag)
  const registered = await page.request.post('/login', {
    form: { intent: 'register', firstName: 'Lerato', lastName: 'Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD },
    maxRedirects: 0,
  })
  expect(registered.status()).toBe(303)
  expect((await page.request.post('/logout', { form: {}, maxRedirects: 0 })).status()).toBe(303)
  return email
}

test('the blog from the header: a category, a post with picture and reading time, a related product', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/')
  const banner = page.getByRole('banner')
  // On a phone the header's navigation is the menu drawer.
  await banner.getByLabel(say('layout.menu'), { exact: true }).click()
  await banner.getByRole('link', { name: 'Blog', exact: true }).click()
  await afterNavigation(page, javaScriptEnabled)
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')

  await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: 'Recipes' }).click()
  await afterNavigation(page, javaScriptEnabled)
  await expect(page).toHaveURL(/\/blog\/recipes$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes')
  const cards = page.locator('.blog-card')
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText(/\d+ min read/)

  await page.getByRole('link', { name: POST.title, exact: true }).click()
  await afterNavigation(page, javaScriptEnabled)
  await expect(page).toHaveURL(new RegExp(`/blog/${POST.category}/${POST.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST.title)
  await expect(page.getByText(/^\d+ min read$/)).toBeVisible()
  await expect(page.locator('time')).toHaveText('20 October 2026')
  const picture = page.getByRole('img', { name: `Illustration for “${POST.title}”` })
  await expect(picture).toHaveAttribute('width', '800')
  await expect(picture).toHaveAttribute('height', '450')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const related = page.getByRole('region', { name: 'Products in this post' })
  const product = related.getByRole('article').first()
  await expect(product).toContainText(RAND)
  const name = (await product.getByRole('heading').textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  await product.getByRole('link').click()
  await afterNavigation(page, javaScriptEnabled)
  await expect(page).toHaveURL(/\/p\/BLN-0906\//)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
})

test('the blog pages through its posts and shows the German posts in the German store', async ({ page }) => {
  await page.goto('/blog')
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  await expect(page.locator('.blog-card')).toHaveCount(4)

  await page.goto('/de/blog/recipes')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rezepte')
  await expect(page.locator('.blog-card').first()).toContainText('Min. Lesezeit')
  await expect(page.locator('.blog-card time').first()).toHaveText('20. Oktober 2026')
})

test('/magazine sends a guest to the login and back to the magazine after it', async ({ page, javaScriptEnabled }, info) => {
  const email = await accountThenGuest(page, `magazine-${info.project.name}`)
  await page.goto('/magazine')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmagazine$/)
  await expect(toast(page, 'You need to be logged in to see this page')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await afterNavigation(page, javaScriptEnabled)
  await expect(page).toHaveURL(/\/magazine$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karoo magazine')
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible()
  await expect(page.locator('.blog-card').first()).toBeVisible()
})

test('the footer text block under every page and the checkout help block beside the checkout', async ({ page }) => {
  await page.goto('/')
  // Under the footer's columns, outside the footer landmark (root.tsx places it after <Footer/>).
  await expect(page.locator('.footer-text')).toContainText('Since 1998, Karoo Appliances has helped South African homes')
  await page.goto('/it/')
  await expect(page.locator('.footer-text')).toContainText('Dal 1998 Karoo Appliances')

  await addByPost(page, 'BLN-0906')
  await page.goto('/checkout')
  const help = page.getByRole('complementary', { name: 'Help with your order' })
  await expect(help).toContainText('+27 82 460 1100')
  await expect(help.getByRole('link', { name: 'Delivery fees and times' })).toHaveAttribute('href', '/shipping-delivery')
})

test('a CMS table with column headings reads as one card per row on a phone and as a table on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/i/size-guide')
  const table = page.locator('.cms-content table').first()
  const row = table.getByRole('row').filter({ hasText: '3–4 people' })
  expect(
    await table.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 360),
    'nothing scrolls sideways',
  ).toBe(true)
  // The household is the card's title; each other value follows its column's heading.
  const label = (cell: number) =>
    row
      .locator('td')
      .nth(cell)
      .evaluate((el) => getComputedStyle(el, '::before').content)
  expect(await label(0)).toBe('none')
  expect(await label(2)).toBe('"Washing machine drum: "')
  await expect(row.locator('td').nth(2)).toHaveText('8–9 kg')

  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table')
  expect(await label(2)).toBe('none')
  await expect(table.locator('thead')).toBeVisible()
})

test('on a desktop the blog link adds no row to the category navigation; on a phone the header stays one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const nav = page.locator('.category-nav')
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
  // The nine top categories already take two rows at 1280 px: the blog joins the last row, it does not open a new one.
  const tops = await nav.locator('li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  expect(tops.at(-1), 'the blog on the row of the last category').toBe(tops.at(-2))

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  await expect(nav).toBeHidden()
  const bar = page.locator('.header-bar')
  const rowTops = await bar
    .locator(':scope > *')
    .evaluateAll((items) =>
      items.filter((item) => !item.classList.contains('header-search')).map((item) => Math.round(item.getBoundingClientRect().top)),
    )
  expect(Math.max(...rowTops) - Math.min(...rowTops), 'menu, logo and actions on one row').toBeLessThan(20)
})

test.describe('accessibility', () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'axe needs JavaScript')
  })

  test('the blog list has no axe violations', async ({ page }) => {
    await page.goto('/blog')
    await expectNoA11yViolations(page)
  })

  test('a blog post with its related products has no axe violations', async ({ page }) => {
    await page.goto(`/blog/${POST.category}/${POST.slug}`)
    await expectNoA11yViolations(page)
  })

  test('the magazine has no axe violations', async ({ page }) => {
    const email = uniqueEmail('magazine-a11y')
    const registered = await page.request.post('/login', {
      form: { intent: 'register', firstName: 'Lerato', lastName: 'Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD },
      maxRedirects: 0,
    })
    expect(registered.status()).toBe(303)
    await page.goto('/magazine')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karoo magazine')
    await expectNoA11yViolations(page)
  })
})
