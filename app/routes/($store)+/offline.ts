import type { LoaderFunctionArgs } from '@remix-run/node'
import type { TFunction } from 'i18next'
import { noticeHeaderMarkup } from '~/components/layout/shell.server'
import { getMenu } from '~/providers/catalog.server'
import { NOTICE_HEADER_MARK, OFFLINE_NOTICE_SCRIPT, OFFLINE_REASONS, type OfflineReason } from '~/worker/cache-rules'
import type { MirrorKind } from '~/worker/mirror'
import { MIRROR_DATA_ID, type MirrorViewData } from '~/worker/mirror-view'
import { NOTICE_RETURN_ID } from '~/worker/notice-view'
import type { Translate } from '~/components/trust/payment-marks'
import { PRIVATE_NO_STORE } from '~/utils/cache-control'
import { languageOf } from '~/utils/i18n'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { stylesheetHref } from '~/utils/stylesheet.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath, type StoreView } from '~/utils/store-views'

/** Seconds before the notice for an uncached product, category or CMS page goes home. */
const REDIRECT_SECONDS = 3

/** The reasons whose notice shows this browser's offline copy of that list when it has one (decision 0027). */
const MIRRORED: Partial<Record<OfflineReason, MirrorKind>> = { cart: 'cart', wishlist: 'wishlist', compare: 'compare', search: 'search' }

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
  /** The link back to the page asked for (its address is set by the notice's script). */
  retry: string
  reason: OfflineReason
  home: string
  stylesheet: string
  /** For a mirrored list: what its script needs to show this browser's copy. */
  mirror?: MirrorViewData
}

/**
 * The data of a mirrored list's notice: the translated texts with their placeholders left for the script
 * (it fills in the query, the date, quantities and prices), and the store view whose copy and money format
 * it shows.
 */
export function mirrorViewData(t: TFunction, view: Pick<StoreView, 'prefix' | 'storeCode'>, locale: string, kind: MirrorKind): MirrorViewData {
  const headings: Record<MirrorKind, string> = {
    cart: t('cart.title'),
    wishlist: t('wishlist.title'),
    compare: t('compare.title'),
    search: t('search.resultsFor', { q: '{q}' }),
  }
  return {
    kind,
    store: view.prefix,
    storeCode: view.storeCode,
    locale,
    texts: {
      heading: headings[kind],
      asOf: t('offline.mirrorAsOf', { date: '{date}' }),
      empty: t('offline.mirrorEmpty'),
      qty: t('cart.qty', { qty: '{qty}' }),
      unitPrice: t('cart.unitPrice', { price: '{price}' }),
      total: t('cart.grandTotal'),
    },
  }
}

/** JSON inside a `<script>` element: "<" escaped, so that no text of it can end the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The notice as a plain document: no React (it is only ever read offline, where nothing would hydrate
 * it) and the stylesheet linked, not inlined, since the worker precaches it once. The worker installs one
 * per reason and store view during the shopper's first visit, so each stays small. It reads as the shop,
 * not as a bare error: the worker puts the shop's header (logo and menus, `?part=header`, kept once per
 * store view) in place of its mark. Every notice loads the notices' script (same origin, which the CSP's 'self' allows): back
 * online it returns to the page asked for, and for a mirrored list it shows this browser's copy (the data
 * it needs is carried as JSON); without it, or without a copy, the message stays.
 */
export function noticeDocument(notice: OfflineNotice): string {
  const e = escapeHtml
  // Without JavaScript too, the notice for an uncached page goes home by itself.
  const refresh = notice.reason === 'page' ? `<meta http-equiv="refresh" content="${REDIRECT_SECONDS};url=${e(notice.home)}">` : ''
  return (
    `<!DOCTYPE html><html lang="${e(notice.lang)}" dir="ltr"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f5c4d">' +
    `<meta name="robots" content="noindex"><title>${e(notice.title)}</title>${refresh}` +
    `<link rel="stylesheet" href="${e(notice.stylesheet)}"><link rel="icon" href="/favicon.svg" type="image/svg+xml">` +
    (notice.mirror ? `<script type="application/json" id="${MIRROR_DATA_ID}">${scriptJson(notice.mirror)}</script>` : '') +
    `<script src="${OFFLINE_NOTICE_SCRIPT}" defer></script>` +
    '</head>' +
    `<body>${NOTICE_HEADER_MARK}<main id="main"><section class="offline-notice"><h1>${e(notice.title)}</h1>` +
    `<p role="alert" data-offline-reason="${notice.reason}">${e(notice.message)}</p>` +
    // The notice's OK action goes home, which is kept once visited. "Try again" appears once the script knows the page.
    `<p class="inline-list"><a class="button" href="${e(notice.home)}">${e(notice.ok)}</a> ` +
    `<a class="button button-ghost" id="${NOTICE_RETURN_ID}" hidden>${e(notice.retry)}</a></p></section></main></body></html>`
  )
}

/**
 * The notices the service worker shows offline in place of a page it never cached (an uncached product,
 * category or CMS page goes home; the spec's offline messages), and their header (`?part=header`). The worker fetches them while online; shoppers do not come
 * here themselves.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PRIVATE_NO_STORE }
  if (new URL(request.url).searchParams.get('part') === 'header') {
    return new Response(noticeHeaderMarkup(view, await getMenu(view), (await getT(request)) as Translate), { headers })
  }
  const asked = new URL(request.url).searchParams.get('reason')
  const reason = OFFLINE_REASONS.find((known) => known === asked) ?? 'generic'
  const t = await getT(request)
  const locale = await resolveLocale(request)
  const kind = MIRRORED[reason]
  const html = noticeDocument({
    lang: languageOf(locale),
    title: t('offline.title'),
    message: t(MESSAGES[reason]),
    ok: t('offline.ok'),
    retry: t('offline.retry'),
    reason,
    home: storePath(view, '/'),
    stylesheet: stylesheetHref(),
    ...(kind ? { mirror: mirrorViewData(t, view, locale, kind) } : {}),
  })
  return new Response(html, { headers })
}
