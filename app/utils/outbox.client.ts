import { createOutbox, OUTBOX_TAG, type Outbox } from '~/worker/outbox'

let outbox: Outbox | undefined

/**
 * Run a step on this page's order outbox. IndexedDB can be missing (old private modes), blocked or
 * broken: the failure is logged, the answer is null, and the page goes on.
 */
export async function withOutbox<T>(step: (box: Outbox) => Promise<T>): Promise<T | null> {
  if (typeof indexedDB === 'undefined') return null
  try {
    return await step((outbox ??= createOutbox()))
  } catch (error) {
    console.error('The order outbox failed', error)
    return null
  }
}

/**
 * Ask the service worker to send when the connection returns. Background Sync exists only in
 * Chromium; elsewhere (or with no worker) the page's own triggers send, so a refusal is no error.
 */
export async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync
    await sync?.register(OUTBOX_TAG)
  } catch {
    // Not supported or not allowed: the `online` event and the next page load still send.
  }
}
