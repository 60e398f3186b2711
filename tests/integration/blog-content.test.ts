import './support/env'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { BLOG_PAGE_SIZE } from '~/providers/content/blog.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as blogIndex from '~/routes/($store)+/_blog+/blog._index'
import * as blogCategory from '~/routes/($store)+/_blog+/blog.$category._index'
import * as blogPost from '~/routes/($store)+/_blog+/blog.$category.$slug'
import * as cmsPage from '~/routes/($store)+/_service+/i.$slug'
import * as magazine from '~/routes/($store)+/_blog+/magazine'
import * as root from '~/root'
import { bootScript, newsletterMarkup, shellContent } from '~/components/layout/shell.server'
import type { Translate } from '~/components/trust/payment-marks'
import type { CaptchaWidgetConfig } from '~/utils/bot-guard'
import { resetEnvForTests } from '~/utils/env.server'
import { fixedT } from '~/utils/i18n.server'
import type { Locale, StoreCode } from '~/utils/store-views'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop, storeParams } from './support/shop'

interface ListData {
  posts: { slug: string; category: string; readingMinutes: number; date: string; image: string | null }[]
  page: number
  pages: number
  categoryName: string | null
  seo: { title: string; canonical: string }
}
interface PostData {
  post: { title: string; readingMinutes: number; date: string; image: string | null; categoryName: string }
  products: { sku: string; path: string; price: number }[]
}

describeEachDatabase('blog, magazine and CMS blocks', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  beforeAll(async () => {
    shop = await openShop(kind)
  }, 120_000)
  afterAll(async () => {
    await shop.close()
  })

  const json = async <T>(response: Response) => {
    expect(response.status).toBe(200)
    return (await response.json()) as T
  }

  it('lists the newest posts first, a page at a time, with reading time and a dated picture', async () => {
    const browser = new Browser()
    const first = await json<ListData>(await browser.load(blogIndex.loader, '/blog'))
    expect(first.posts).toHaveLength(BLOG_PAGE_SIZE)
    expect(first.pages).toBe(2)
    expect(first.posts[0]!.slug).toBe('green-smoothie-for-busy-mornings')
    expect(first.posts[0]!.date).toBe('20 October 2026')
    expect(first.posts[0]!.image).toMatch(/^\/media\/blender\//)
    expect(first.posts.every((post) => post.readingMinutes >= 1)).toBe(true)

    const second = await json<ListData>(await browser.load(blogIndex.loader, '/blog?page=2'))
    expect(second.page).toBe(2)
    expect(second.posts.map((p) => p.slug)).not.toContain(first.posts[0]!.slug)
    expect(first.posts.length + second.posts.length).toBe(10)
    expect(second.seo.canonical).toBe('http://shop.test/blog?page=2')
    // Nonsense and pages past the end land on a page that exists.
    expect((await json<ListData>(await browser.load(blogIndex.loader, '/blog?page=99'))).page).toBe(2)
    expect((await json<ListData>(await browser.load(blogIndex.loader, '/blog?page=abc'))).page).toBe(1)
  })

  it('filters by category on /blog/{category}, and 404s an unknown one', async () => {
    const browser = new Browser()
    const recipes = await json<ListData>(await browser.load(blogCategory.loader, '/blog/recipes', { category: 'recipes' }))
    expect(recipes.posts.map((p) => p.slug).sort()).toEqual(
      ['bobotie-spiced-air-fryer-chicken-wings', 'buttermilk-rusks', 'green-smoothie-for-busy-mornings'].sort(),
    )
    expect(recipes.posts.every((p) => p.category === 'recipes')).toBe(true)
    expect(recipes.categoryName).toBe('Recipes')
    expect(recipes.seo.canonical).toBe('http://shop.test/blog/recipes')

    const german = await json<ListData>(await browser.load(blogCategory.loader, '/de/blog/recipes', { store: 'de', category: 'recipes' }))
    expect(german.categoryName).toBe('Rezepte')
    expect(german.posts[0]!.date).toBe('20. Oktober 2026')

    const unknown = await browser.load(blogCategory.loader, '/blog/gossip', { category: 'gossip' })
    expect(unknown.status).toBe(404)
    // The old ?category= filter moves to the category's page.
    const legacy = await browser.load(blogIndex.loader, '/de/blog?category=recipes')
    expect(legacy.status).toBe(301)
    expect(legacy.headers.get('Location')).toBe('/de/blog/recipes')
  })

  it('shows a post with its reading time and related products priced in the store view currency', async () => {
    const browser = new Browser()
    const path = '/blog/recipes/green-smoothie-for-busy-mornings'
    const params = { category: 'recipes', slug: 'green-smoothie-for-busy-mornings' }
    const en = await json<PostData>(await browser.load(blogPost.loader, path, params))
    expect(en.post.readingMinutes).toBeGreaterThanOrEqual(1)
    expect(en.products.map((p) => p.sku)).toEqual(['BLN-0906', 'EBK-0905'])
    expect(en.products[0]!.path).toMatch(/^\/p\/BLN-0906\//)

    const de = await json<PostData>(await browser.load(blogPost.loader, `/de${path}`, { store: 'de', ...params }))
    expect(de.post.title).not.toBe(en.post.title)
    const blender = await shop.db.selectFrom('product').select('id').where('sku', '=', 'BLN-0906').executeTakeFirstOrThrow()
    const shelf = async (store: string) =>
      (
        await shop.db
          .selectFrom('product_price')
          .select('price')
          .where('product_id', '=', blender.id)
          .where('store_code', '=', store)
          .executeTakeFirstOrThrow()
      ).price
    expect(en.products[0]!.price).toBe(await shelf('default'))
    expect(de.products[0]!.price).toBe(await shelf('de'))
    expect(de.products[0]!.price).not.toBe(en.products[0]!.price)

    // A post under another category's URL is not found.
    expect(
      (
        await browser.load(blogPost.loader, '/blog/buying-guides/green-smoothie-for-busy-mornings', {
          ...params,
          category: 'buying-guides',
        })
      ).status,
    ).toBe(404)
  })

  it('sends a guest from /magazine to the login with the message, and shows it to a customer, privately', async () => {
    const browser = new Browser()
    const guest = await browser.load(magazine.loader, '/de/magazine')
    expect(guest.status).toBe(303)
    expect(guest.headers.get('Location')).toBe('/de/login?redirectTo=%2Fde%2Fmagazine')
    expect((await browser.toast())?.message).toBe('You need to be logged in to see this page')

    const email = `anna.${kind}@example.de`
    const account = { firstName: 'Anna', lastName: 'Becker', email, password: 'correct horse', confirmPassword: 'correct horse' }
    expect((await new Browser().post(loginRoute.action, '/de/login', { intent: 'register', ...account })).status).toBe(303)
    // The login form carries the way back it was opened with.
    const login = await browser.post(loginRoute.action, '/de/login?redirectTo=%2Fde%2Fmagazine', {
      intent: 'login',
      email,
      password: account.password,
      redirectTo: '/de/magazine',
    })
    expect(login.status).toBe(303)
    expect(login.headers.get('Location')).toBe('/de/magazine')

    const page = await browser.load(magazine.loader, '/de/magazine')
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache')
    const data = await json<{ title: string; posts: { slug: string }[] }>(page)
    expect(data.title).toBe('Karoo-Magazin')
    expect(data.posts.length).toBeGreaterThan(0)
  })

  it('keeps a magazine CMS page behind the login: /i/magazine goes to /magazine', async () => {
    const response = await new Browser().load(cmsPage.loader, '/i/magazine', { slug: 'magazine' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/magazine')
  })

  // The shell's content is handed from the root loader to the document's render (shell.server.tsx), not
  // sent in the loader's data: these read what the render draws.
  interface RootData {
    storeCode: StoreCode
    locale: Locale
    newsletterPopup: boolean
    captcha?: CaptchaWidgetConfig
  }
  const loadRoot = async (browser: Browser, path: string) => {
    const data = await json<RootData & Record<string, unknown>>(await browser.load(root.loader, path, storeParams(path)))
    const t = (await fixedT(data.locale)) as Translate
    return { data, t, content: shellContent(data.storeCode, data.locale)! }
  }

  it('gives every page the footer text and newsletter promise blocks of its store view, read from cms_block', async () => {
    const browser = new Browser()
    const en = await loadRoot(browser, '/')
    expect(en.content.blocks.footerText).toContain('Since 1998')
    expect(en.content.blocks.newsletterPromise).toContain('10% off coupon')
    expect(en.content.menu.at(-1)).toEqual(expect.objectContaining({ path: '/blog', name: 'Blog' }))
    const it = await loadRoot(browser, '/it/')
    expect(it.content.blocks.footerText).toContain('Dal 1998')
    // None of it travels as data as well: the document shows it once.
    for (const name of ['menu', 'footer', 'blocks', 'newsletterForm', 'paymentMarks', 'pwaBoot']) expect(en.data).not.toHaveProperty(name)
  })

  it('shows the newsletter promise block in the footer form (and so in the popup, its copy); no captcha unless configured', async () => {
    const browser = new Browser()
    const plain = await loadRoot(browser, '/')
    const plainForm = newsletterMarkup(plain.data, plain.t, '/')
    expect(plainForm).toMatch(
      /<div class="newsletter-promise cms-content">\s*<p>Subscribe to our newsletter and we will e-mail you a <strong>10% off coupon<\/strong>/,
    )
    expect(plainForm).not.toMatch(/captcha|turnstile|sitekey/i)
    expect(bootScript(plain.data, plain.t)).not.toMatch(/captcha|turnstile|cloudflare/i)
    expect('captcha' in plain.data).toBe(false)

    const CAPTCHA = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAAAAAAsitekey', CAPTCHA_SECRET: '0x4AAAAAAAsecretsecret' }
    Object.assign(process.env, CAPTCHA)
    resetEnvForTests()
    try {
      const configured = await loadRoot(browser, '/')
      expect(newsletterMarkup(configured.data, configured.t, '/')).toContain(
        '<div class="cf-turnstile captcha-widget" data-sitekey="0x4AAAAAAAsitekey"></div>',
      )
      expect(configured.data.captcha).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAAsitekey' })
      expect(bootScript(configured.data, configured.t)).toContain('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
      expect(JSON.stringify(configured.data)).not.toContain(CAPTCHA.CAPTCHA_SECRET)
    } finally {
      for (const name of Object.keys(CAPTCHA)) delete process.env[name]
      resetEnvForTests()
    }
  })
})
