import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

/**
 * The order outbox (docs/decisions/0026-order-outbox.md): a checkout submission kept in IndexedDB with
 * its idempotency key until the server has answered it. Shared by the page and the service worker, so
 * nothing here touches the DOM or React.
 */

/** Asks the checkout action for a machine-readable outcome instead of a redirect. */
export const OUTBOX_HEADER = 'X-Karoo-Outbox'
/** The Background Sync tag, and the BroadcastChannel that tells open pages the outbox changed. */
export const OUTBOX_TAG = 'karoo-outbox'

const DB_NAME = 'karoo-outbox'
const STORE = 'orders'
/**
 * A claim outlives the request it covers (REQUEST_TIMEOUT) so two senders never overlap. Where the browser has
 * Web Locks, a sender also holds the order's lock while it posts, and the lock decides: a page closed or
 * reloaded in the middle of a post leaves its claim behind, but its lock goes with it, so the next sender
 * need not wait out the lease (an order would otherwise stay "waiting" for a minute after the connection is back).
 */
const CLAIM_LEASE = 60_000
const REQUEST_TIMEOUT = 30_000
const FIRST_RETRY = 5_000
const LAST_RETRY = 10 * 60_000

/**
 * What the checkout action answers a request carrying OUTBOX_HEADER, always with 200: the request was
 * handled and the body says how (a 4xx would also be logged as an error in the shopper's console).
 */
export type OutboxAnswer = { outcome: 'placed' | 'refused'; to: string; message?: string; params?: Record<string, string | number> }

export type QueuedOrder = {
  idempotencyKey: string
  /** The form's action, as the page posted it. */
  action: string
  fields: [string, string][]
  queuedAt: number
  /** Not before the server forgets the key (README "Offline orders"). */
  expiresAt: number
  /** Sent only once confirmed: at once when sending is automatic, after the shopper's click otherwise. */
  confirmed: boolean
  attempts: number
  nextAttemptAt: number
  /** A sender (tab or worker) holds the order until then. */
  claimedUntil: number
  /** waiting: still to send; placed and refused stay only until the shopper has been told. */
  state: 'waiting' | 'placed' | 'refused'
  /** placed: the order's page; refused: where to put things right. */
  to?: string
  reason?: { message: string; params?: Record<string, string | number> }
}

export type Submission = { action: string; fields: [string, string][]; confirmed: boolean; maxAgeMs: number }

interface OutboxDb extends DBSchema {
  orders: { key: string; value: QueuedOrder }
}

export type Outbox = ReturnType<typeof createOutbox>

/** The delay before retry number `attempts` (1, 2, ...): doubling from 5 seconds, at most 10 minutes. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY * 2 ** Math.max(0, attempts - 1), LAST_RETRY)
}

/**
 * How an answer settles an order. Only the action's own JSON counts as an outcome: a captive portal or
 * an offline page answering 200 must not drop the order. 5xx, 408, 429 and network errors are retried
 * (a queue that treats a 500 as delivered loses orders); any other 4xx is the shop saying no.
 */
export async function readOutcome(
  response: Response | null,
): Promise<{ kind: 'retry' } | { kind: 'placed' | 'refused'; answer: OutboxAnswer }> {
  if (!response || response.status >= 500 || response.status === 408 || response.status === 429) return { kind: 'retry' }
  const answer = (await response.json().catch(() => null)) as Partial<OutboxAnswer> | null
  if (response.ok) {
    const readable = (answer?.outcome === 'placed' || answer?.outcome === 'refused') && typeof answer.to === 'string'
    return readable ? { kind: answer.outcome!, answer: answer as OutboxAnswer } : { kind: 'retry' }
  }
  if (response.status >= 400 && response.status < 500) {
    return { kind: 'refused', answer: { outcome: 'refused', to: answer?.to ?? '', message: answer?.message, params: answer?.params } }
  }
  return { kind: 'retry' }
}

/** The part of the Web Locks API the outbox uses (the browser's `navigator.locks`, in pages and workers). */
export type OrderLocks = {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>
}

type Deps = { fetch: typeof fetch; now: () => number; locks: OrderLocks | null }

export function createOutbox({
  name = DB_NAME,
  fetch: send = (...args) => fetch(...args),
  now = Date.now,
  locks = typeof navigator === 'undefined' ? null : ((navigator.locks as OrderLocks | undefined) ?? null),
}: Partial<Deps> & { name?: string } = {}) {
  let opened: Promise<IDBPDatabase<OutboxDb>> | undefined
  const db = () =>
    (opened ??= openDB<OutboxDb>(name, 1, { upgrade: (database) => void database.createObjectStore(STORE, { keyPath: 'idempotencyKey' }) }))

  /** Change one order in a transaction of its own: IndexedDB runs them one at a time, across tabs and the worker. */
  async function update(key: string, change: (order: QueuedOrder) => QueuedOrder | null): Promise<QueuedOrder | null> {
    const tx = (await db()).transaction(STORE, 'readwrite')
    const order = await tx.store.get(key)
    const next = order ? change(order) : null
    if (next) await tx.store.put(next)
    await tx.done
    return next
  }

  function announce() {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(OUTBOX_TAG)
    channel.postMessage('changed')
    channel.close()
  }

  /**
   * Keep a submission. The same key again keeps the order already queued or placed (one order per key),
   * only confirming it if asked. `claim` holds a waiting order for the caller's own attempt: `claimed` says
   * whether it got it (another sender may be posting it right now).
   */
  async function queue(submission: Submission, { claim = false } = {}): Promise<{ order: QueuedOrder; claimed: boolean }> {
    const key = submission.fields.find(([field]) => field === 'idempotencyKey')?.[1]
    if (!key) throw new Error('A checkout submission without an idempotency key cannot be queued')
    const at = now()
    const fresh: QueuedOrder = {
      idempotencyKey: key,
      action: submission.action,
      fields: submission.fields,
      queuedAt: at,
      expiresAt: at + submission.maxAgeMs,
      confirmed: submission.confirmed,
      attempts: 0,
      nextAttemptAt: at,
      claimedUntil: 0,
      state: 'waiting',
    }
    const write = async () => {
      const tx = (await db()).transaction(STORE, 'readwrite')
      const existing = await tx.store.get(key)
      // A refused order sent again is the shopper's new attempt (the cart put right): it starts afresh.
      const kept = existing && existing.state !== 'refused' ? { ...existing, confirmed: existing.confirmed || submission.confirmed } : fresh
      // With locks, `deliver` finds out under the order's lock whether another sender has it in hand.
      const claimed = claim && kept.state === 'waiting' && (locks !== null || kept.claimedUntil <= at)
      const order = claimed ? { ...kept, claimedUntil: at + CLAIM_LEASE } : kept
      await tx.store.put(order)
      await tx.done
      return { order, claimed }
    }
    const queued = await write().catch(async (error: unknown) => {
      // A storage quota error clears the caches and tries again: the order matters more than cached pages.
      if (!isQuotaError(error) || typeof caches === 'undefined') throw error
      await Promise.all((await caches.keys()).map((cacheName) => caches.delete(cacheName)))
      return write()
    })
    announce()
    return queued
  }

  /** Every order the shopper should hear about: waiting ones, and outcomes not yet shown. */
  async function list(): Promise<QueuedOrder[]> {
    return (await db()).getAll(STORE)
  }

  /** The shopper's click: send it now, whatever its schedule. */
  async function confirm(key: string) {
    await update(key, (order) => (order.state === 'waiting' ? { ...order, confirmed: true, nextAttemptAt: now() } : null))
    announce()
  }

  /** An outcome the shopper has been shown, or dismissed. */
  async function forget(key: string) {
    await (await db()).delete(STORE, key)
    announce()
  }

  /**
   * Run `attempt` as the only sender of one order: under the order's Web Lock where there are locks (`locked`
   * true; null when another tab or the worker holds it), else at once (`locked` false: claims alone decide).
   */
  async function alone<T>(key: string, attempt: (locked: boolean) => Promise<T>): Promise<T | null> {
    if (!locks) return attempt(false)
    return locks.request(`${OUTBOX_TAG}:${key}`, { ifAvailable: true }, (lock) => (lock ? attempt(true) : Promise.resolve(null)))
  }

  /**
   * Take a due order (any waiting one, `early`) for one attempt, unless another sender (tab or worker) holds it.
   * Holding the order's lock, a claim still running is one its sender left behind: that sender is gone.
   */
  async function claim(key: string, early: boolean, locked: boolean): Promise<QueuedOrder | null> {
    const at = now()
    return update(key, (order) => {
      if (order.state !== 'waiting' || !order.confirmed || (!locked && order.claimedUntil > at)) return null
      if (!early && order.nextAttemptAt > at) return null
      return { ...order, claimedUntil: at + CLAIM_LEASE }
    })
  }

  /**
   * Post the order the checkout page claimed with `queue` once, unless another sender has it in hand (its lock
   * held) or has settled it since: then the order as it now stands.
   */
  async function deliver(order: QueuedOrder): Promise<QueuedOrder | null> {
    const key = order.idempotencyKey
    const posted = await alone(key, async (locked) => {
      const current = locked ? await read(key) : order
      return current?.state === 'waiting' ? post(current) : current
    })
    return posted ?? (await read(key))
  }

  async function read(key: string): Promise<QueuedOrder | null> {
    return (await (await db()).get(STORE, key)) ?? null
  }

  /** Post a claimed order once and record what came of it. */
  async function post(order: QueuedOrder): Promise<QueuedOrder | null> {
    let response: Response | null = null
    try {
      response = await send(order.action, {
        method: 'POST',
        body: new URLSearchParams(order.fields),
        headers: { [OUTBOX_HEADER]: '1', Accept: 'application/json' },
        credentials: 'same-origin',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT),
      })
    } catch {
      // Offline, or the connection dropped: the key makes the next attempt safe either way.
    }
    const outcome = await readOutcome(response)
    const settled = await update(order.idempotencyKey, (current) => {
      if (outcome.kind === 'retry') {
        const attempts = current.attempts + 1
        return { ...current, attempts, nextAttemptAt: now() + retryDelay(attempts), claimedUntil: 0 }
      }
      const { answer } = outcome
      const reason = outcome.kind === 'refused' ? { message: answer.message ?? 'outbox.refused', params: answer.params } : undefined
      return { ...current, state: outcome.kind, to: answer.to || undefined, reason, claimedUntil: 0 }
    })
    announce()
    return settled
  }

  /**
   * Send every confirmed order that is due, one sender at a time per order; expired ones are refused
   * so the shopper hears of them. `early` when the connection has just returned: the backoff waited
   * for it, so nothing need wait longer. Returns when the next one is due (null: nothing left to send).
   */
  async function sendDue({ early = false } = {}): Promise<number | null> {
    const at = now()
    for (const order of await list()) {
      if (order.state !== 'waiting') continue
      if (order.expiresAt <= at) {
        await update(order.idempotencyKey, (current) =>
          current.state === 'waiting' ? { ...current, state: 'refused', reason: { message: 'outbox.expired' } } : null,
        )
        announce()
        continue
      }
      await alone(order.idempotencyKey, async (locked) => {
        const claimed = await claim(order.idempotencyKey, early, locked)
        if (claimed) await post(claimed)
      })
    }
    const waiting = (await list()).filter((order) => order.state === 'waiting' && order.confirmed)
    return waiting.length ? Math.min(...waiting.map((order) => Math.max(order.nextAttemptAt, order.claimedUntil))) : null
  }

  return { queue, list, confirm, forget, deliver, sendDue, close: async () => (await db()).close() }
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException
    ? error.name === 'QuotaExceededError'
    : (error as { name?: string } | null)?.name === 'QuotaExceededError'
}
