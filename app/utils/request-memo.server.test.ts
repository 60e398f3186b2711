import { installGlobals } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { requestKey } from './request-memo.server'

installGlobals()

/** The copy Remix hands a loader: the address without ?_data, the same method, headers and signal. */
function loaderCopy(request: Request): Request {
  const url = new URL(request.url)
  url.searchParams.delete('_data')
  return new Request(url.href, { method: request.method, headers: request.headers, signal: request.signal })
}

describe('requestKey', () => {
  it('is the same for the copies of one request that the loaders of a page get', () => {
    const request = new Request('http://shop.test/cart?_data=root', {
      headers: { cookie: 'karoo_cart=a' },
      signal: new AbortController().signal,
    })
    expect(requestKey(loaderCopy(request))).toBe(requestKey(request))
    expect(requestKey(loaderCopy(loaderCopy(request)))).toBe(requestKey(request))
  })

  it('differs between two requests, even for the same address and cookie', () => {
    const init = { headers: { cookie: 'karoo_cart=a' } }
    const one = new Request('http://shop.test/cart', { ...init, signal: new AbortController().signal })
    const other = new Request('http://shop.test/cart', { ...init, signal: new AbortController().signal })
    expect(requestKey(one)).not.toBe(requestKey(other))
    expect(requestKey(new Request('http://shop.test/cart'))).not.toBe(requestKey(new Request('http://shop.test/cart')))
  })
})
