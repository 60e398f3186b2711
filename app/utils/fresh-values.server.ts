import { AsyncLocalStorage } from 'node:async_hooks'
import { processWide } from './process-wide'

/**
 * Values made for one response that a page kept for other shoppers must not repeat: the form stamps that
 * say when a public form was rendered (the bot guard refuses a form sent sooner than a few seconds after
 * it). While a page is rendered for the page cache, the stamps issued for it are noted here, so that each
 * later copy of the page gets stamps of its own time. (The CSP nonce is the other such value; the page
 * cache knows it from the response.)
 */
// server.ts (which keeps the pages) and the Remix build (which issues the stamps) use one storage.
const stampsOfThisResponse = processWide('fresh-values', () => new AsyncLocalStorage<string[]>())

/** Run `render` (the rest of the request) noting every form stamp it issues into `stamps`. */
export function noteFormStamps<T>(stamps: string[], render: () => T): T {
  return stampsOfThisResponse.run(stamps, render)
}

export function formStampIssued(stamp: string): void {
  stampsOfThisResponse.getStore()?.push(stamp)
}
