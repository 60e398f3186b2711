import { getEnv } from './env.server'
import { storePath, type StoreView } from './store-views'

/** The site's public origin: PUBLIC_URL when set (behind a proxy), else what the request says. */
export function publicOrigin(request: Request): string {
  const configured = getEnv().PUBLIC_URL
  if (configured) return configured.replace(/\/$/, '')
  return new URL(request.url).origin
}

export function absoluteUrl(request: Request, view: StoreView, path: string): string {
  return publicOrigin(request) + storePath(view, path)
}
