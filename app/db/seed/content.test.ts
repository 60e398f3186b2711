import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '~/db/connection.server'
import { migrateToLatest } from '~/db/migrate.server'
import { parseOpeningHours } from '~/domain/store-locator'
import { deliveryPlaceholders, fillPlaceholders } from '~/domain/delivery'
import { storeViews } from '~/utils/store-views'
import { MIN_PRODUCT_COUNT, seedCatalogue } from './catalogue.server'
import {
  BLOCK_IDENTIFIERS,
  CONTENT_STORE_CODES,
  INFO_PAGE_IDENTIFIERS,
  PAGE_IDENTIFIERS,
  STATIC_PAGE_IDENTIFIERS,
  buildContentRows,
  seedContent,
} from './content.server'

/** Category slugs the banners and content may link to (the catalogue seed's slugified English names). */
const LINKABLE_CATEGORIES = new Set([
  'large-appliances',
  'fridges-freezers',
  'washing-machines',
  'small-appliances',
  'kettles',
  'coffee-machines',
  'air-fryers',
  'sale',
  'kitchen-bundles',
  'extended-warranties',
  'recipe-e-books',
  'stoves-ovens',
  'vacuum-cleaners',
  'blenders',
])
/** App routes outside the CMS that content may link to. */
const APP_ROUTES = new Set(['contact', 'stores', 'register-your-warranty', 'my-account/orders', 'my-account/newsletter', 'blog'])
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'])
const PREFIX = { default: '', de: '/de', it: '/it' } as const

async function freshDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ sqliteFile: ':memory:' })
  await migrateToLatest(handle.db)
  return handle
}

/** Problems that would make content unsafe or off-policy when rendered as-is; empty when clean. */
/** The one kind of outside link the content may hold: WhatsApp click-to-chat with a prefilled text. */
const WHATSAPP_HREF = /^https:\/\/wa\.me\/\d{7,20}\?text=[\w%.~-]+$/

function unsafeHtml(html: string): string[] {
  const problems: string[] = []
  if (/<script/i.test(html)) problems.push('script tag')
  if (/style\s*=/i.test(html)) problems.push('style attribute')
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) problems.push('event handler attribute')
  const outside = html.replace(/href="(https:\/\/wa\.me\/[^"]*)"/g, (all, href: string) =>
    WHATSAPP_HREF.test(href) ? 'href="/whatsapp"' : all,
  )
  if (/https?:\/\//i.test(outside)) problems.push('absolute http link')
  for (const match of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [, tag, attrs] = match
    if (!ALLOWED_TAGS.has(tag.toLowerCase())) problems.push(`tag <${tag}>`)
    const rest = attrs.trim()
    if (rest === '') continue
    if (tag === 'a' && WHATSAPP_HREF.test(rest.replace(/^href="|"$/g, ''))) continue
    if (tag !== 'a' || !/^href="\/(?!\/)[^"\s]*"$/.test(rest)) problems.push(`attributes ${rest} on <${tag}>`)
  }
  return problems
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length
}

describe('unsafeHtml (the checker used below)', () => {
  it('flags what the content must never contain', () => {
    expect(unsafeHtml('<p>Fine <a href="/about">link</a></p>')).toEqual([])
    expect(unsafeHtml('<script>alert(1)</script>')).toContain('script tag')
    expect(unsafeHtml('<p style="color:red">x</p>')).toContain('style attribute')
    expect(unsafeHtml('<p onclick="x()">x</p>')).toContain('event handler attribute')
    expect(unsafeHtml('<a href="https://example.com">x</a>')).toContain('absolute http link')
    expect(unsafeHtml('<a href="https://wa.me/27824601100?text=Hello%20Karoo">x</a>')).toEqual([])
    expect(unsafeHtml('<a href="https://wa.me/27824601100?text=x&quot;onclick">x</a>').length).toBeGreaterThan(0)
    expect(unsafeHtml('<img src="/x.png">').length).toBeGreaterThan(0)
    expect(unsafeHtml('<a href="//evil.example">x</a>').length).toBeGreaterThan(0)
  })
})

describe('seedContent', () => {
  let handle: DatabaseHandle

  beforeAll(async () => {
    handle = await freshDatabase()
    await seedContent(handle.db)
  })

  afterAll(async () => {
    await handle?.close()
  })

  it('writes every static and info page in all three store views', async () => {
    const pages = await handle.db.selectFrom('cms_page').selectAll().execute()
    expect(pages).toHaveLength(PAGE_IDENTIFIERS.length * CONTENT_STORE_CODES.length)
    const required = [
      'about',
      'legal',
      'privacy-policy',
      'terms-conditions',
      'customer-service',
      'shipping-delivery',
      'warranty-returns',
      'gift-card',
      'sale',
      'order-tracking',
      'order-from-catalog',
      'home-inspiration',
      'size-guide',
      'energy-labels',
    ]
    expect([...STATIC_PAGE_IDENTIFIERS, ...INFO_PAGE_IDENTIFIERS].sort()).toEqual([...required].sort())
    for (const store of CONTENT_STORE_CODES) {
      for (const identifier of required) {
        const page = pages.find((p) => p.identifier === identifier && p.store_code === store)
        expect(page, `${store}/${identifier}`).toBeDefined()
        expect(page!.title.trim()).not.toBe('')
        expect(page!.content.trim()).not.toBe('')
        expect(page!.layout).toBe('default')
        expect(page!.is_active).toBe(1)
        expect(page!.meta_description?.length ?? 0, `${store}/${identifier} meta`).toBeGreaterThan(50)
        expect(page!.meta_description!.length, `${store}/${identifier} meta`).toBeLessThan(160)
        const words = wordCount(page!.content)
        expect(words, `${store}/${identifier} words`).toBeGreaterThanOrEqual(200)
        expect(words, `${store}/${identifier} words`).toBeLessThanOrEqual(600)
      }
    }
  })

  it('writes each page in its own language, not a copy of the English one', async () => {
    const pages = await handle.db.selectFrom('cms_page').select(['identifier', 'store_code', 'title', 'content']).execute()
    const get = (store: string, id: string) => pages.find((p) => p.store_code === store && p.identifier === id)!
    for (const identifier of PAGE_IDENTIFIERS) {
      expect(get('de', identifier).title).not.toBe(get('default', identifier).title)
      expect(get('it', identifier).content).not.toBe(get('de', identifier).content)
    }
    // The EU views speak of euro and EU consumer rights; the South African view of rand and the CPA.
    expect(get('default', 'shipping-delivery').content).toContain('{{delivery.freeOver}}')
    expect(get('default', 'warranty-returns').content).toMatch(/six months/)
    expect(get('default', 'privacy-policy').content).toContain('POPIA')
    // Its amounts come from the euro rules when the page is served (installation too, in the delivery fee).
    expect(get('de', 'shipping-delivery').content).toContain('{{installation.price}}')
    expect(fillPlaceholders(get('de', 'shipping-delivery').content, deliveryPlaceholders('EUR', storeViews[1]))).toContain('€')
    expect(get('de', 'warranty-returns').content).toMatch(/vierzehn Tag|14 Tag/)
    expect(get('it', 'warranty-returns').content).toMatch(/14 giorni/)
    expect(get('it', 'privacy-policy').content).toContain('GDPR')
  })

  it('writes at least nine blog posts per view, each in an existing category', async () => {
    const categories = await handle.db.selectFrom('blog_category').selectAll().execute()
    expect(categories.map((c) => c.slug).sort()).toEqual(['buying-guides', 'care-and-repair', 'recipes'])
    const categoryIds = new Set(categories.map((c) => c.id))
    const posts = await handle.db.selectFrom('blog_post').selectAll().execute()
    const slugsByStore = new Map<string, string[]>()
    for (const post of posts) {
      expect(categoryIds.has(post.category_id), post.slug).toBe(true)
      expect(post.title.trim()).not.toBe('')
      expect(post.author.trim()).not.toBe('')
      expect(post.excerpt.length).toBeGreaterThan(30)
      expect(post.excerpt.length).toBeLessThan(250)
      expect(post.image).toMatch(
        new RegExp(`^/media/(fridge|washer|kettle|airfryer|stove|oven|microwave|vacuum|coffee|blender)/neutral/blog-${post.slug}\\.svg$`),
      )
      expect(post.published_at).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
      expect(new Date(post.published_at).toISOString()).toBe(post.published_at)
      const words = wordCount(post.content)
      expect(words, `${post.store_code}/${post.slug} words`).toBeGreaterThanOrEqual(300)
      expect(words, `${post.store_code}/${post.slug} words`).toBeLessThanOrEqual(700)
      slugsByStore.set(post.store_code, [...(slugsByStore.get(post.store_code) ?? []), post.slug])
    }
    for (const store of CONTENT_STORE_CODES) expect(slugsByStore.get(store)?.length ?? 0).toBeGreaterThanOrEqual(9)
    // The same posts in every language share their slug.
    const english = [...slugsByStore.get('default')!].sort()
    expect([...slugsByStore.get('de')!].sort()).toEqual(english)
    expect([...slugsByStore.get('it')!].sort()).toEqual(english)
    // Every category has posts, and the publication dates are spread over the year.
    expect(new Set(posts.map((p) => p.category_id)).size).toBe(3)
    expect(new Set(posts.map((p) => p.published_at.slice(0, 7))).size).toBeGreaterThanOrEqual(9)
  })

  it('keeps all HTML to the safe subset with relative, store-prefixed links to known routes', async () => {
    const db = handle.db
    const pages = await db.selectFrom('cms_page').select(['store_code', 'identifier as key', 'content']).execute()
    const blocks = await db.selectFrom('cms_block').select(['store_code', 'identifier as key', 'content']).execute()
    const posts = await db.selectFrom('blog_post').select(['store_code', 'slug as key', 'content']).execute()
    const categories = await db.selectFrom('blog_category').select(['id', 'slug']).execute()
    const postPaths = new Set(
      (await db.selectFrom('blog_post').select(['slug', 'category_id']).where('store_code', '=', 'default').execute()).map(
        (p) => `blog/${categories.find((c) => c.id === p.category_id)!.slug}/${p.slug}`,
      ),
    )
    const known = (path: string) =>
      (STATIC_PAGE_IDENTIFIERS as readonly string[]).includes(path) ||
      (path.startsWith('i/') && (INFO_PAGE_IDENTIFIERS as readonly string[]).includes(path.slice(2))) ||
      (path.startsWith('c/') && LINKABLE_CATEGORIES.has(path.slice(2))) ||
      postPaths.has(path) ||
      APP_ROUTES.has(path)

    let linkCount = 0
    for (const row of [...pages, ...blocks, ...posts]) {
      const where = `${row.store_code}/${row.key}`
      expect(unsafeHtml(row.content), where).toEqual([])
      const prefix = PREFIX[row.store_code as keyof typeof PREFIX]
      for (const href of hrefs(row.content)) {
        linkCount++
        if (WHATSAPP_HREF.test(href)) continue
        expect(href.startsWith(`${prefix}/`), `${where}: ${href}`).toBe(true)
        const path = href.slice(prefix.length + 1)
        expect(path.startsWith('de/') || path.startsWith('it/'), `${where}: ${href}`).toBe(false)
        expect(known(path), `${where}: ${href} is not a known route`).toBe(true)
      }
    }
    expect(linkCount).toBeGreaterThan(100)
  })

  it('writes the four blocks per view, including the 10% newsletter promise', async () => {
    const blocks = await handle.db.selectFrom('cms_block').selectAll().execute()
    expect(blocks).toHaveLength(BLOCK_IDENTIFIERS.length * CONTENT_STORE_CODES.length)
    for (const store of CONTENT_STORE_CODES) {
      const mine = blocks.filter((b) => b.store_code === store)
      expect(mine.map((b) => b.identifier).sort()).toEqual([...BLOCK_IDENTIFIERS].sort())
      for (const block of mine) {
        expect(block.title.trim()).not.toBe('')
        expect(block.content.trim()).not.toBe('')
      }
      expect(mine.find((b) => b.identifier === 'newsletter-promise')!.content).toMatch(/10\s?%/)
      expect((mine.find((b) => b.identifier === 'usp-bar')!.content.match(/<li>/g) ?? []).length).toBe(3)
    }
  })

  it('writes 3 main, 4 small and 2 product banners per view, linking to categories without a store prefix', async () => {
    const banners = await handle.db.selectFrom('banner').selectAll().orderBy('id').execute()
    for (const store of CONTENT_STORE_CODES) {
      const mine = banners.filter((b) => b.store_code === store)
      const count = (kind: string) => mine.filter((b) => b.kind === kind).length
      expect([count('main'), count('small'), count('product')]).toEqual([3, 4, 2])
      for (const kind of ['main', 'small', 'product'] as const) {
        expect(mine.filter((b) => b.kind === kind).map((b) => b.position)).toEqual(Array.from({ length: count(kind) }, (_, i) => i + 1))
      }
      for (const banner of mine) {
        expect(banner.title.trim()).not.toBe('')
        expect(banner.subtitle?.trim()).toBeTruthy()
        expect(banner.link).toMatch(/^\/c\/[a-z0-9-]+$/)
        expect(LINKABLE_CATEGORIES.has(banner.link.slice(3)), banner.link).toBe(true)
        expect(banner.image).toMatch(/^\/media\/banner\/(red|blue|green|orange|teal|neutral)\/[a-z0-9-]+\.svg$/)
      }
    }
    expect(banners.filter((b) => b.kind === 'main' && b.link === '/c/sale')).toHaveLength(3)
    // Same artwork and link in every language, localised text.
    const de = banners.filter((b) => b.store_code === 'de')
    const en = banners.filter((b) => b.store_code === 'default')
    expect(de.map((b) => [b.kind, b.image, b.link])).toEqual(en.map((b) => [b.kind, b.image, b.link]))
    expect(de.map((b) => b.title)).not.toEqual(en.map((b) => b.title))
  })

  it('builds three footer columns whose links reference existing pages', async () => {
    const nodes = await handle.db.selectFrom('cms_hierarchy').selectAll().orderBy('id').execute()
    const pages = await handle.db.selectFrom('cms_page').select(['identifier', 'store_code']).execute()
    const headers = nodes.filter((n) => n.parent_id === null)
    expect(headers.map((h) => h.title)).toEqual(['Customer service', 'About Karoo', 'Legal'])
    for (const header of headers) expect(header.page_identifier).toBeNull()
    const children = (title: string) =>
      nodes.filter((n) => n.parent_id === headers.find((h) => h.title === title)!.id).map((n) => n.identifier)
    expect(children('Customer service')).toEqual([
      'customer-service',
      'shipping-delivery',
      'warranty-returns',
      'order-tracking',
      'gift-card',
      'contact',
      'stores',
      'register-your-warranty',
    ])
    expect(children('About Karoo')).toEqual(['about', 'order-from-catalog', 'blog'])
    expect(children('Legal')).toEqual(['legal', 'privacy-policy', 'terms-conditions'])
    for (const node of nodes.filter((n) => n.parent_id !== null)) {
      expect(headers.some((h) => h.id === node.parent_id)).toBe(true)
      if (node.page_identifier === null) {
        // Routes of the app rather than CMS pages.
        expect(['blog', 'contact', 'stores', 'register-your-warranty']).toContain(node.identifier)
        continue
      }
      expect(node.page_identifier).toBe(node.identifier)
      for (const store of CONTENT_STORE_CODES) {
        expect(
          pages.some((p) => p.identifier === node.page_identifier && p.store_code === store),
          `${store}/${node.page_identifier}`,
        ).toBe(true)
      }
    }
  })

  it('lists stores across South Africa, most of them collection points', async () => {
    const stores = await handle.db.selectFrom('store_location').selectAll().execute()
    expect(stores.length).toBeGreaterThanOrEqual(6)
    expect(stores.length).toBeLessThanOrEqual(8)
    expect(new Set(stores.map((s) => s.city))).toEqual(
      new Set(['Johannesburg', 'Pretoria', 'Durban', 'Cape Town', 'Gqeberha', 'Bloemfontein']),
    )
    for (const store of stores) {
      expect(store.country).toBe('ZA')
      expect(store.phone).toMatch(/^\+27 \d{2} \d{3} \d{4}$/)
      expect(store.postcode).toMatch(/^\d{4}$/)
      expect(store.hours.trim()).not.toBe('')
      expect(parseOpeningHours(store.opening_hours), store.name).not.toBeNull()
      const lat = Number(store.latitude)
      const lng = Number(store.longitude)
      expect(lat).toBeGreaterThan(-35)
      expect(lat).toBeLessThan(-22)
      expect(lng).toBeGreaterThan(16)
      expect(lng).toBeLessThan(33)
    }
    expect(stores.filter((s) => s.is_collection_point === 1).length).toBeGreaterThan(stores.length / 2)
  })

  it('states no delivery number of its own: free-delivery promises are placeholders the rules fill', async () => {
    const pages = await handle.db.selectFrom('cms_page').select(['store_code', 'content', 'meta_description']).execute()
    const blocks = await handle.db.selectFrom('cms_block').select(['store_code', 'identifier', 'content']).execute()
    const banners = await handle.db.selectFrom('banner').select(['store_code', 'title', 'subtitle']).execute()
    const texts = [
      ...pages.flatMap((p) => [p.content, p.meta_description ?? '']),
      ...blocks.map((b) => b.content),
      ...banners.flatMap((b) => [b.title, b.subtitle ?? '']),
    ]
    const known = { ...deliveryPlaceholders('ZAR', storeViews[0]), ...deliveryPlaceholders('EUR', storeViews[1]) }
    for (const text of texts) {
      for (const [, key] of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) expect(known, key).toHaveProperty([key])
      // Promises that once contradicted the rule (R 1 500 vs R 8 000), and their euro cousins.
      expect(text).not.toMatch(/(free|kostenlos|gratuit)[^<]{0,60}(R\s?\d[\d ]*\d{3}|\d+\s?€)/i)
      // Nor a price for installation: it is the installing delivery's, {{installation.price}} (installation.ts).
      expect(text).not.toMatch(/(install|anschluss)[^\n]{0,100}?(R\s?\d|\d+\s?€)/i)
    }
    for (const store of CONTENT_STORE_CODES) {
      const usp = blocks.find((b) => b.store_code === store && b.identifier === 'usp-bar')!
      expect(usp.content).toContain('{{delivery.freeOver}}')
    }
  })

  it('is deterministic: a second database gets exactly the same rows', async () => {
    const other = await freshDatabase()
    try {
      await other.db.transaction().execute((trx) => seedContent(trx))
      for (const table of ['cms_page', 'cms_block', 'cms_hierarchy', 'blog_category', 'blog_post', 'banner', 'store_location'] as const) {
        const a = await handle.db.selectFrom(table).selectAll().orderBy('id').execute()
        const b = await other.db.selectFrom(table).selectAll().orderBy('id').execute()
        expect(b, table).toEqual(a)
      }
    } finally {
      await other.close()
    }
    expect(buildContentRows()).toEqual(buildContentRows())
  })

  it('refuses to seed twice and leaves no partial rows behind', async () => {
    await expect(seedContent(handle.db)).rejects.toThrow()
    const pages = await handle.db
      .selectFrom('cms_page')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    expect(Number(pages?.n)).toBe(PAGE_IDENTIFIERS.length * CONTENT_STORE_CODES.length)
  })
})

describe('content links and the catalogue', () => {
  it('every /c/ link in content and banners is a category slug the catalogue seed creates', async () => {
    const handle = await freshDatabase()
    try {
      await seedCatalogue(handle.db, { products: MIN_PRODUCT_COUNT })
      await seedContent(handle.db)
      const slugs = new Set((await handle.db.selectFrom('category').select('slug').execute()).map((c) => c.slug))
      const rows = buildContentRows()
      const links = [
        ...rows.banners.map((b) => b.link),
        ...[...rows.cmsPages, ...rows.cmsBlocks, ...rows.blogPosts].flatMap((r) => hrefs(r.content)),
      ]
      const categoryLinks = links.map((href) => href.replace(/^\/(de|it)(?=\/)/, '')).filter((href) => href.startsWith('/c/'))
      expect(categoryLinks.length).toBeGreaterThan(20)
      for (const href of categoryLinks) expect(slugs.has(href.slice(3)), href).toBe(true)
    } finally {
      await handle.close()
    }
  })
})
