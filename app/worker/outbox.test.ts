import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, retryDelay, type OrderLocks, type Outbox } from './outbox'

const DAY = 24 * 60 * 60_000
const form = (key = 'KEY1'): [string, string][] => [
  ['intent', 'place'],
  ['idempotencyKey', key],
  ['terms', 'on'],
]
const submission = (key = 'KEY1', confirmed = true) => ({ action: '/checkout', fields: form(key), confirmed, maxAgeMs: 30 * DAY })
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? 'oops' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const placed = () => answer(200, { outcome: 'placed', to: '/order/status?id=1' })

let opened: Outbox[] = []
let dbCount = 0
function outbox(
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  clock = { at: 1_000_000 },
  name = `outbox-${++dbCount}`,
  locks: OrderLocks | null = null,
) {
  const box = createOutbox({ name, fetch: fetch as typeof globalThis.fetch, now: () => clock.at, locks })
  opened.push(box)
  return box
}

afterEach(async () => {
  await Promise.all(opened.map((box) => box.close()))
  opened = []
})

describe('order outbox', () => {
  it('keeps a submission with its key, fields and action, and one order per key', async () => {
    const box = outbox(vi.fn())
    await box.queue(submission('KEY1', false))
    await box.queue({ ...submission('KEY1', true), fields: [['idempotencyKey', 'KEY1']] })
    const orders = await box.list()
    expect(orders).toHaveLength(1)
    // The first submission's fields stay; the second only confirms it.
    expect(orders[0]).toMatchObject({
      idempotencyKey: 'KEY1',
      action: '/checkout',
      fields: form('KEY1'),
      confirmed: true,
      state: 'waiting',
    })
  })

  it('refuses a submission without an idempotency key', async () => {
    await expect(outbox(vi.fn()).queue({ ...submission(), fields: [['intent', 'place']] })).rejects.toThrow(/idempotency key/)
  })

  it('posts the form with the outbox header and marks a placed order with its page', async () => {
    const fetch = vi.fn(async () => placed())
    const box = outbox(fetch)
    await box.queue(submission())
    expect(await box.sendDue()).toBeNull()
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/checkout')
    expect(new Headers(init.headers).get('X-Karoo-Outbox')).toBe('1')
    expect(String(init.body)).toBe('intent=place&idempotencyKey=KEY1&terms=on')
    // No longer waiting: it is never sent again, only shown until the shopper has seen it.
    expect(await box.list()).toEqual([expect.objectContaining({ state: 'placed', to: '/order/status?id=1' })])
    await box.sendDue()
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('keeps an order answered 5xx, by a network error or by a page that is not the shop, and retries with backoff', async () => {
    const clock = { at: 1_000_000 }
    const answers = [
      () => Promise.resolve(answer(503)),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('<html>Wi-Fi login</html>', { status: 200 })),
      () => Promise.resolve(answer(500)),
      () => Promise.resolve(placed()),
    ]
    const fetch = vi.fn(() => answers[fetch.mock.calls.length - 1]())
    const box = outbox(fetch, clock)
    await box.queue(submission())
    for (const attempts of [1, 2, 3, 4]) {
      const next = await box.sendDue()
      expect(fetch).toHaveBeenCalledTimes(attempts)
      expect(next).toBe(clock.at + retryDelay(attempts))
      expect((await box.list())[0]).toMatchObject({ state: 'waiting', attempts })
      // Not before its time.
      clock.at = next! - 1
      await box.sendDue()
      expect(fetch).toHaveBeenCalledTimes(attempts)
      clock.at = next!
    }
    await box.sendDue()
    expect((await box.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('sends a waiting order at once when the connection returns, backoff or not', async () => {
    const answers = [answer(503), placed()]
    const fetch = vi.fn(async () => answers.shift()!)
    const box = outbox(fetch)
    await box.queue(submission())
    await box.sendDue()
    await box.sendDue()
    expect(fetch).toHaveBeenCalledOnce()
    await box.sendDue({ early: true })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect((await box.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('doubles the delay from 5 seconds up to 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 600_000, 600_000])
  })

  it('keeps a refused order with the shop’s reason and where to put it right, and stops sending it', async () => {
    const fetch = vi.fn(async () =>
      answer(200, { outcome: 'refused', to: '/cart', message: 'Some of the ordered products are not available!' }),
    )
    const box = outbox(fetch)
    await box.queue(submission())
    await box.sendDue()
    await box.sendDue()
    expect(fetch).toHaveBeenCalledOnce()
    expect(await box.list()).toEqual([
      expect.objectContaining({ state: 'refused', to: '/cart', reason: { message: 'Some of the ordered products are not available!' } }),
    ])
    await box.forget('KEY1')
    expect(await box.list()).toEqual([])
  })

  it('sends a refused order again when the shopper places it again with the same key', async () => {
    const answers = [answer(200, { outcome: 'refused', to: '/cart', message: 'cart.empty' }), placed()]
    const fetch = vi.fn(async () => answers.shift()!)
    const box = outbox(fetch)
    await box.queue(submission())
    await box.sendDue()
    await box.queue(submission())
    expect((await box.list())[0]).toMatchObject({ state: 'waiting', attempts: 0 })
    await box.sendDue()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect((await box.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('refuses on any other 4xx (validation, a refused origin), with its reason or a general one', async () => {
    const answers = [answer(400, { outcome: 'refused', to: '/checkout', message: 'checkout.formExpired' }), answer(403)]
    const box = outbox(vi.fn(async () => answers.shift()!))
    await box.queue(submission('KEY1'))
    await box.queue(submission('KEY2'))
    await box.sendDue()
    expect(await box.list()).toEqual([
      expect.objectContaining({ idempotencyKey: 'KEY1', state: 'refused', to: '/checkout', reason: { message: 'checkout.formExpired' } }),
      expect.objectContaining({ idempotencyKey: 'KEY2', state: 'refused', reason: { message: 'outbox.refused' } }),
    ])
  })

  it('waits for the shopper when sending needs confirmation', async () => {
    const fetch = vi.fn(async () => placed())
    const box = outbox(fetch)
    await box.queue(submission('KEY1', false))
    expect(await box.sendDue()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    await box.confirm('KEY1')
    await box.sendDue()
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('expires an order it could not send in time and tells the shopper instead of dropping it', async () => {
    const clock = { at: 1_000_000 }
    const fetch = vi.fn(async () => answer(503))
    const box = outbox(fetch, clock)
    await box.queue(submission())
    await box.sendDue()
    clock.at += 30 * DAY
    await box.sendDue()
    expect(fetch).toHaveBeenCalledOnce()
    expect((await box.list())[0]).toMatchObject({ state: 'refused', reason: { message: 'outbox.expired' } })
  })

  it('lets one sender at a time post an order, across tabs and the worker', async () => {
    let release: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    // Two tabs: two connections to the same database.
    const tabA = outbox(fetch, undefined, 'shared')
    const tabB = outbox(fetch, undefined, 'shared')
    await tabA.queue(submission())
    const first = tabA.sendDue()
    const second = tabB.sendDue()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await second
    release(placed())
    await first
    expect(fetch).toHaveBeenCalledOnce()
    expect((await tabB.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('gives the checkout page its own attempt only when no other sender holds the order', async () => {
    const fetch = vi.fn(async () => placed())
    const box = outbox(fetch)
    const { order, claimed } = await box.queue(submission(), { claim: true })
    expect(claimed).toBe(true)
    // Pressing again while the first attempt is under way does not post the order twice.
    expect((await box.queue(submission(), { claim: true })).claimed).toBe(false)
    await box.sendDue()
    expect(fetch).not.toHaveBeenCalled()
    expect(await box.deliver(order)).toMatchObject({ state: 'placed' })
  })

  it('clears the caches and tries again when storage is full', async () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    const deleted: string[] = []
    vi.stubGlobal('caches', { keys: async () => ['pages-v1'], delete: async (name: string) => deleted.push(name) })
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw quota
    })
    try {
      const box = outbox(vi.fn())
      await box.queue(submission())
      expect(deleted).toEqual(['pages-v1'])
      expect(await box.list()).toHaveLength(1)
    } finally {
      put.mockRestore()
      vi.unstubAllGlobals()
    }
  })

  describe('where the browser has Web Locks', () => {
    /** One browser's locks, as `navigator.locks` keeps them: a name is held until its callback settles. */
    function browserLocks(): OrderLocks & { held: Set<string> } {
      const held = new Set<string>()
      return {
        held,
        async request(name, _options, callback) {
          if (held.has(name)) return callback(null)
          held.add(name)
          try {
            return await callback({ name })
          } finally {
            held.delete(name)
          }
        },
      }
    }

    it('sends at once an order whose sender went away in the middle of its post, without waiting out its claim', async () => {
      const locks = browserLocks()
      const fetch = vi.fn(async () => placed())
      // The checkout page claimed the order and was reloaded before its post came back: the claim stays, its lock went.
      const reloaded = outbox(
        vi.fn(() => new Promise<Response>(() => {})),
        undefined,
        'locks-1',
        locks,
      )
      const { claimed } = await reloaded.queue(submission(), { claim: true })
      expect(claimed).toBe(true)
      // A browser without locks has only the claim to go by: it waits for the claim to run out.
      const withoutLocks = outbox(fetch, undefined, 'locks-1')
      expect(await withoutLocks.sendDue({ early: true })).not.toBeNull()
      expect(fetch).not.toHaveBeenCalled()
      // With locks nobody holds the order: the next sender posts it.
      const next = outbox(fetch, undefined, 'locks-1', locks)
      expect(await next.sendDue({ early: true })).toBeNull()
      expect(fetch).toHaveBeenCalledOnce()
      expect((await next.list())[0]).toMatchObject({ state: 'placed' })
    })

    it('lets one sender at a time post an order: the one holding its lock', async () => {
      const locks = browserLocks()
      let release: (response: Response) => void = () => {}
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
      const tab = outbox(fetch, undefined, 'locks-2', locks)
      const worker = outbox(fetch, undefined, 'locks-2', locks)
      await tab.queue(submission())
      const first = tab.sendDue()
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
      expect(locks.held.size).toBe(1)
      await worker.sendDue({ early: true })
      release(placed())
      await first
      expect(fetch).toHaveBeenCalledOnce()
      expect(locks.held.size).toBe(0)
    })

    it('does not post again what another sender placed between the checkout page’s claim and its post', async () => {
      const locks = browserLocks()
      const fetch = vi.fn(async () => placed())
      const page = outbox(fetch, undefined, 'locks-3', locks)
      const worker = outbox(fetch, undefined, 'locks-3', locks)
      const { order, claimed } = await page.queue(submission(), { claim: true })
      expect(claimed).toBe(true)
      await worker.sendDue({ early: true })
      expect(await page.deliver(order)).toMatchObject({ state: 'placed' })
      expect(fetch).toHaveBeenCalledOnce()
    })
  })
})
