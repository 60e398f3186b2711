import { describe, expect, it } from 'vitest'
import { applyCachePolicy, hasShopCookie } from './cache-control'

const CATALOGUE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

function decide(declared: Record<string, string>, cookie?: string): { cacheControl: string | null; vary: string | null } {
  const request = new Request('http://shop.test/', { headers: cookie ? { Cookie: cookie } : {} })
  const headers = new Headers(declared)
  applyCachePolicy(request, headers)
  return { cacheControl: headers.get('Cache-Control'), vary: headers.get('Vary') }
}

describe('applyCachePolicy', () => {
  it('keeps a shareable page shareable for a request without the shop cookies, varying by Cookie', () => {
    expect(decide({ 'Cache-Control': CATALOGUE })).toEqual({ cacheControl: CATALOGUE, vary: 'Cookie' })
    expect(decide({ 'Cache-Control': CATALOGUE }, '_ga=GA1.1.123; theme=dark').cacheControl).toBe(CATALOGUE)
  })

  it('makes it private when the request carries a cart, session or language cookie', () => {
    for (const cookie of ['karoo_cart=abc', '_ga=1; karoo_session=xyz', 'karoo_lng=de-DE']) {
      expect(decide({ 'Cache-Control': CATALOGUE }, cookie).cacheControl, cookie).toBe('private, no-cache')
    }
  })

  it('stores nothing that sets a cookie', () => {
    expect(decide({ 'Cache-Control': CATALOGUE, 'Set-Cookie': 'karoo_session=1; Path=/' }).cacheControl).toBe('private, no-store')
  })

  it('keeps what a route declared private, and makes private what declared nothing', () => {
    expect(decide({ 'Cache-Control': 'private, no-store' }).cacheControl).toBe('private, no-store')
    expect(decide({ 'Cache-Control': 'no-store' }, 'karoo_cart=1').cacheControl).toBe('private, no-store')
    expect(decide({ 'Cache-Control': 'private, max-age=60' }).cacheControl).toBe('private, max-age=60')
    expect(decide({}).cacheControl).toBe('private, no-cache')
  })

  it('adds Cookie to an existing Vary once', () => {
    expect(decide({ 'Cache-Control': CATALOGUE, Vary: 'Accept-Encoding' }).vary).toBe('Accept-Encoding, Cookie')
    expect(decide({ 'Cache-Control': CATALOGUE, Vary: 'cookie' }).vary).toBe('cookie')
  })
})

describe('hasShopCookie', () => {
  it('looks for karoo_* cookie names only', () => {
    const request = (cookie: string) => new Request('http://shop.test/', { headers: { Cookie: cookie } })
    expect(hasShopCookie(request('karoo_cart=1'))).toBe(true)
    expect(hasShopCookie(request('x=karoo_cart=1'))).toBe(false)
    expect(hasShopCookie(request('not_karoo_cart=1'))).toBe(false)
    expect(hasShopCookie(new Request('http://shop.test/'))).toBe(false)
  })
})
