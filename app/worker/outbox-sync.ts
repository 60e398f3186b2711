import { createOutbox, OUTBOX_TAG, type Outbox } from './outbox'

/** The parts of the worker's global scope the outbox needs (a fake in tests). */
export type OutboxWorkerScope = Pick<EventTarget, 'addEventListener'> & {
  registration?: { sync?: { register(tag: string): Promise<void> } }
}
type SyncEvent = Event & { tag?: string; lastChance?: boolean; waitUntil(promise: Promise<unknown>): void }

/**
 * The worker's triggers for the order outbox: Background Sync (Chromium: the connection is back) and
 * the worker's start (every browser that runs a worker). A failed sync run rejects, so the browser schedules another one while
 * orders still wait; on its last chance it resolves and the pages' triggers take over.
 */
export function installOutboxSync(scope: OutboxWorkerScope, outbox: Outbox = createOutbox()): Promise<void> {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== OUTBOX_TAG) return
    sync.waitUntil(
      outbox.sendDue({ early: true }).then((next) => {
        if (next != null && !sync.lastChance) throw new Error('Orders are still waiting in the outbox')
      }),
    )
  })
  return outbox.sendDue().then(
    async (next) => {
      // Still waiting: ask for a sync when the connection is back (where the browser has Background Sync).
      if (next != null) await scope.registration?.sync?.register(OUTBOX_TAG).catch(() => undefined)
    },
    (error: unknown) => console.error('The order outbox failed in the service worker', error),
  )
}
