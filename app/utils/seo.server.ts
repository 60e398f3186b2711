import { getEnv } from './env.server'
import { storePath, type StoreView } from './store-views'

/**
 * The origin of links on pages (canonical, hreflang, sitemap, the payment provider's way back): PUBLIC_URL,
 * which production always has; in development and the demo, the address the browser used, so that a demo
 * opened at a LAN address leads back to itself. Mail never uses this: see shopOrigin.
 */
export function publicOrigin(request: Request): string {
  return getEnv().PUBLIC_URL ?? new URL(request.url).origin
}

export function absoluteUrl(request: Request, view: StoreView, path: string): string {
  return publicOrigin(request) + storePath(view, path)
}
