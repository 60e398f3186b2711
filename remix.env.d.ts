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
  }
}
