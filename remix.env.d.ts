/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import '@remix-run/server-runtime'

declare module '@remix-run/server-runtime' {
  /** What server.ts passes every loader and action (tests may pass less, so nothing is guaranteed). */
  interface AppLoadContext {
    /** The nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce?: string
    /** The client's address as Express sees it (one proxy hop trusted); the key of per-IP throttles. */
    clientIp?: string
    /**
     * Whether Remix asked for a route's data (`?_data=`, which Remix takes off the URL a loader sees) rather
     * than a document: a loader whose answer differs between the two judges by the address, so every client
     * gets the same answer for it and the page cache, keyed by address, keeps the right one.
     */
    dataRequest?: boolean
  }
}
