import type { LoaderFunctionArgs } from '@remix-run/node'
import { OFFLINE_REASONS, type OfflineReason } from '~/worker/cache-rules'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { languageOf } from '~/utils/i18n'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { stylesheetHref } from '~/utils/inline-css.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'

/** Seconds before the notice for an uncached product, category or CMS page goes home. */
const REDIRECT_SECONDS = 3

const MESSAGES: Record<OfflineReason, string> = {
  page: 'offline.pageUnavailable',
  category: 'offline.noCategoryProducts',
  search: 'offline.searchEmpty',
  cart: 'offline.notSaved',
  wishlist: 'offline.notSaved',
  compare: 'offline.notSaved',
  'reset-password': 'offline.resetPassword',
  'online-only': 'offline.onlineOnly',
  generic: 'offline.notSaved',
}

export type OfflineNotice = {
  lang: string
  title: string
  message: string
  ok: string
  reason: OfflineReason
  home: string
  stylesheet: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The notice as a plain document: no scripts (it is only ever read offline, where nothing would hydrate
 * it) and the stylesheet linked, not inlined, since the worker precaches it once. The worker installs six
 * of these per store view during the shopper's first visit: at about 0.6 KB gzip each they keep the
 * worker's first-visit cost within its 40 KB budget (a full page with the inline stylesheet is 8 KB).
 */
export function noticeDocument(notice: OfflineNotice): string {
  const e = escapeHtml
  // Without JavaScript too, the notice for an uncached page goes home by itself.
  const refresh = notice.reason === 'page' ? `<meta http-equiv="refresh" content="${REDIRECT_SECONDS};url=${e(notice.home)}">` : ''
  return (
    `<!DOCTYPE html><html lang="${e(notice.lang)}" dir="ltr"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f5c4d">' +
    `<meta name="robots" content="noindex"><title>${e(notice.title)}</title>${refresh}` +
    `<link rel="stylesheet" href="${e(notice.stylesheet)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>` +
    `<body><main id="main"><section class="offline-notice"><h1>${e(notice.title)}</h1>` +
    `<p role="alert" data-offline-reason="${notice.reason}">${e(notice.message)}</p>` +
    // The SPEC's OK action: home, which is cached.
    `<p><a class="button" href="${e(notice.home)}">${e(notice.ok)}</a></p></section></main></body></html>`
  )
}

/**
 * The notices the service worker shows offline in place of a page it never cached (SPEC.md sections 2
 * and 8). The worker fetches one per reason while online; shoppers do not come here themselves.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const asked = new URL(request.url).searchParams.get('reason')
  const reason = OFFLINE_REASONS.find((known) => known === asked) ?? 'generic'
  const t = await getT(request)
  const html = noticeDocument({
    lang: languageOf(await resolveLocale(request)),
    title: t('offline.title'),
    message: t(MESSAGES[reason]),
    ok: t('offline.ok'),
    reason,
    home: storePath(view, '/'),
    stylesheet: stylesheetHref(),
  })
  return new Response(html, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE },
  })
}
