import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, OUTBOX_TAG, type Outbox } from './outbox'
import { installOutboxSync } from './outbox-sync'

const submission = {
  action: '/checkout',
  fields: [['idempotencyKey', 'KEY1']] as [string, string][],
  confirmed: true,
  maxAgeMs: 86_400_000,
}
const placed = () => new Response(JSON.stringify({ outcome: 'placed', to: '/order/status?id=1' }), { status: 200 })

/** A worker global scope: listeners to fire, and a Background Sync registration. */
function fakeScope() {
  const target = new EventTarget()
  const register = vi.fn(async () => {})
  return Object.assign(target, { registration: { sync: { register } }, register })
}
function syncEvent(tag: string, lastChance = false) {
  const waits: Promise<unknown>[] = []
  const event = Object.assign(new Event('sync'), { tag, lastChance, waitUntil: (p: Promise<unknown>) => waits.push(p) })
  return { event, done: () => Promise.allSettled(waits) }
}

let boxes: Outbox[] = []
let count = 0
function outbox(fetch: () => Promise<Response>) {
  const box = createOutbox({ name: `sync-${++count}`, fetch: fetch as unknown as typeof globalThis.fetch })
  boxes.push(box)
  return box
}
afterEach(async () => {
  await Promise.all(boxes.map((box) => box.close()))
  boxes = []
})

describe('installOutboxSync', () => {
  it('sends waiting orders when the worker starts', async () => {
    const fetch = vi.fn(async () => placed())
    const box = outbox(fetch)
    await box.queue(submission)
    const scope = fakeScope()
    await installOutboxSync(scope, box)
    expect(fetch).toHaveBeenCalledOnce()
    expect(scope.register).not.toHaveBeenCalled()
    expect((await box.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('asks for a Background Sync when an order could not be sent at start', async () => {
    const box = outbox(async () => Promise.reject(new TypeError('offline')))
    await box.queue(submission)
    const scope = fakeScope()
    await installOutboxSync(scope, box)
    expect(scope.register).toHaveBeenCalledWith(OUTBOX_TAG)
    expect((await box.list())[0]).toMatchObject({ state: 'waiting', attempts: 1 })
  })

  it('sends on its sync tag, fails the sync while orders wait so the browser tries again, and ignores other tags', async () => {
    const answers = [new Response('down', { status: 503 }), placed()]
    const fetch = vi.fn(async () => answers.shift()!)
    const box = outbox(fetch)
    const scope = fakeScope()
    await installOutboxSync(scope, box)
    await box.queue(submission)

    const other = syncEvent('cart-sync')
    scope.dispatchEvent(other.event)
    expect(await other.done()).toEqual([])

    const first = syncEvent(OUTBOX_TAG)
    scope.dispatchEvent(first.event)
    expect(await first.done()).toEqual([expect.objectContaining({ status: 'rejected' })])
    expect((await box.list())[0]).toMatchObject({ state: 'waiting', attempts: 1 })

    // The browser's next sync (the connection is back) delivers it without waiting for the backoff.
    const second = syncEvent(OUTBOX_TAG)
    scope.dispatchEvent(second.event)
    expect(await second.done()).toEqual([expect.objectContaining({ status: 'fulfilled' })])
    expect(fetch).toHaveBeenCalledTimes(2)
    expect((await box.list())[0]).toMatchObject({ state: 'placed' })
  })

  it('lets the last sync end quietly while the pages take over', async () => {
    const box = outbox(async () => new Response('down', { status: 503 }))
    const scope = fakeScope()
    await installOutboxSync(scope, box)
    await box.queue(submission)
    const last = syncEvent(OUTBOX_TAG, true)
    scope.dispatchEvent(last.event)
    expect(await last.done()).toEqual([expect.objectContaining({ status: 'fulfilled' })])
  })
})
