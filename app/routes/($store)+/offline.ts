import type { LoaderFunctionArgs } from '@remix-run/node'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { NoticeDocument, type OfflineNotice } from '~/components/offline/notice-document'
import type { TFunction } from 'i18next'
import { noticeHeaderMarkup } from '~/components/layout/shell.server'
import { getMenu } from '~/providers/catalog/index.server'
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

/**
 * The data of a mirrored list's notice: the translated texts with their placeholders left for the script
 * (it fills in the query, the date, quantities and prices), and the store view whose copy and money format
 * it shows.
 */
export function mirrorViewData(
  t: TFunction,
  view: Pick<StoreView, 'prefix' | 'storeCode'>,
  locale: string,
  kind: MirrorKind,
): MirrorViewData {
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

/**
 * The notice as a plain document, drawn by React to static markup (NoticeDocument). The worker installs
 * one per reason and store view during the shopper's first visit, so each stays small. It reads as the
 * shop, not as a bare error: the worker puts the shop's header (logo and menus, `?part=header`, kept once
 * per store view) in place of the mark that opens the body.
 */
export function noticeDocument(notice: OfflineNotice): string {
  const html = renderToStaticMarkup(
    createElement(NoticeDocument, {
      notice,
      refreshSeconds: REDIRECT_SECONDS,
      script: OFFLINE_NOTICE_SCRIPT,
      mirrorDataId: MIRROR_DATA_ID,
      returnId: NOTICE_RETURN_ID,
    }),
  )
  // React renders neither a doctype nor comments: both are put in here.
  return `<!DOCTYPE html>${html.replace('<body>', () => `<body>${NOTICE_HEADER_MARK}`)}`
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
