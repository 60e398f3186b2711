/**
 * The header and footer kept for shoppers with cookies (app/components/layout/kept-part.server.tsx), through
 * the whole HTTP stack, on SQLite and on PostgreSQL: a page drawn from the kept markup is the page React
 * draws, with this response's own nonce and a fresh form stamp; each shopper sees their own cart count and
 * sign-in state; a menu change in the database shows on the next request.
 */
import './support/env'
import { describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { readFormStamp } from '~/utils/bot-guard.server'
import { databaseTargets } from '../setup/db'
import { serverForSuite } from './support/app-server'
import { shopForSuite } from './support/shop'

const stamps = (html: string) => [...new Set([...html.matchAll(/name="form_stamp" value="([^"]+)"/g)].map((match) => match[1]!))]
const part = (html: string, tag: 'header' | 'footer') => new RegExp(`<${tag} class="site-${tag}">[\\s\\S]*?</${tag}>`).exec(html)?.[0]
const cartLabel = (html: string) => /aria-label="(Cart[^"]*)"/.exec(part(html, 'header') ?? '')?.[1]
/** The page without what differs per response by design: the nonce and the form stamps. */
const sameParts = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/\d{13}\.[\w-]{43}/g, 'STAMP')

describe.each(databaseTargets())('header and footer kept for shoppers with cookies (%s)', (kind) => {
  const shop = shopForSuite(kind)
  const server = serverForSuite()

  async function shopperWith(qty: number): Promise<string> {
    const body = new URLSearchParams({ intent: 'add', sku: DEMO_FIXTURES.activeSpecial, qty: String(qty) })
    const added = await fetch(`${server.url}/cart`, { method: 'POST', body, redirect: 'manual', headers: { origin: server.url } })
    expect(added.status).toBe(303)
    return added.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ')
  }

  async function visit(path: string, cookie: string) {
    const response = await fetch(server.url + path, { headers: { cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    const allowed = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    return { html, allowed, used: [...new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]))] }
  }

  it('draws a shopper’s second page from the kept parts: the same page, with its own nonce and a fresh stamp', async () => {
    const cookie = await shopperWith(2)
    const first = await visit('/cart', cookie)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await visit('/cart', cookie)
    expect(sameParts(second.html)).toBe(sameParts(first.html))
    expect(part(second.html, 'header')).toContain('Cart, 2 items')
    expect(part(second.html, 'footer')).toContain('name="form_stamp"')
    // No marker of the capture is left in a page.
    expect(first.html).not.toContain('data-kept-part')
    expect(second.html).not.toContain('data-kept-part')
    expect(second.used).toEqual([second.allowed])
    expect(second.allowed).not.toBe(first.allowed)
    const [stamp] = stamps(second.html)
    expect(readFormStamp(stamp ?? null)).not.toBeNull()
    expect(stamp).not.toBe(stamps(first.html)[0])
  })

  it('shows each shopper their own cart count and sign-in state, and each page its own address', async () => {
    const two = await shopperWith(2)
    const three = await shopperWith(3)
    await visit('/cart', two)
    expect(cartLabel((await visit('/cart', three)).html)).toBe('Cart, 3 items')
    expect(cartLabel((await visit('/cart', two)).html)).toBe('Cart, 2 items')

    // The footer's forms return to the page shown, and the store switcher leads to the same page elsewhere.
    const about = (await visit('/about', two)).html
    expect(part(about, 'footer')).toContain('name="redirectTo" value="/about"')
    expect(part(about, 'footer')).toContain('href="/de/about"')
    expect(part((await visit('/cart', two)).html, 'footer')).toContain('href="/de/cart"')

    // A signed-in shopper gets the header with the logout button, a guest with the same cart does not.
    const email = `kept-parts-${kind}@example.com`
    const password = 'a long enough password 42'
    const registered = await fetch(`${server.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: server.url, cookie: two },
      body: new URLSearchParams({ intent: 'register', firstName: 'Kept', lastName: 'Parts', email, password, confirmPassword: password }),
    })
    expect(registered.status).toBe(303)
    const jar = new Map(two.split('; ').map((pair) => [pair.split('=')[0], pair]))
    for (const header of registered.headers.getSetCookie()) {
      const pair = header.split(';')[0]!
      if (pair.endsWith('=')) jar.delete(pair.slice(0, -1))
      else jar.set(pair.split('=')[0], pair)
    }
    const signedIn = [...jar.values()].join('; ')
    expect(part((await visit('/cart', signedIn)).html, 'header')).toContain('/logout')
    expect(part((await visit('/cart', three)).html, 'header')).not.toContain('/logout')
  })

  it('shows a renamed category in the menu on the next request', async () => {
    const cookie = await shopperWith(1)
    await visit('/cart', cookie)
    expect(part((await visit('/cart', cookie)).html, 'header')).toContain('>Kettles<')
    await shop.db.updateTable('category').set({ name: 'Kettles And Urns' }).where('url_key', '=', 'kettles').execute()
    try {
      const renamed = part((await visit('/cart', cookie)).html, 'header')
      expect(renamed).toContain('>Kettles And Urns<')
      expect(renamed).not.toContain('>Kettles<')
    } finally {
      await shop.db.updateTable('category').set({ name: 'Kettles' }).where('url_key', '=', 'kettles').execute()
    }
  })
})
