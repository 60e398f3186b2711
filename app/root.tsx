import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { MiniCartProvider } from './components/cart/mini-cart'
import { TagManager } from './components/analytics'
import { GeneralErrorBoundary } from './components/error-boundary'
import { Footer } from './components/layout/footer'
import { FooterText } from './components/layout/footer-text'
import { Header } from './components/layout/header'
import { ToastMessage } from './components/layout/toast'
import { getFooterLinks, getLayoutBlocks } from './providers/content.server'
import { tagManagerId } from './providers/analytics.server'
import { getCartCount } from './providers/cart-pricing.server'
import { getMenu, type MenuItem } from './providers/catalog.server'
import { getCustomer } from './providers/customer-session.server'
import { customerNewsletterStatus } from './providers/newsletter.server'
import { shopperListSkus } from './providers/shopper-lists.server'
import { zonedParts } from './domain/dates'
import { menuFoldTiers } from './domain/menu-fold'
import { languageOf } from './utils/i18n'
import { chosenLocale, getT, messagesPath, resolveLocale } from './utils/i18n.server'
import { issueFormStamp } from './utils/bot-guard.server'
import { captchaBootScript, captchaWidgetConfig } from './utils/captcha.server'
import { getEnv } from './utils/env.server'
import { InlineStyles } from './utils/inline-css'
import { newsletterBootScript, newsletterFormHtml } from './utils/newsletter-form.server'
import { useNonce } from './utils/nonce'
import { useHydrated } from './utils/use-hydrated'
import { pwaBootScript } from './utils/pwa.server'
import type { ErrorTitles } from './utils/seo'
import { publicOrigin } from './utils/seo.server'
import { takeToast } from './utils/session.server'
import { paymentMarksHtml } from './utils/trust-html.server'
import { storePath, storeViewFromPath, storeViews, stripStorePrefix, type StoreCode } from './utils/store-views'

// Lazy: the budgeted pages load the order outbox after hydration, never on first load.
// A chunk that cannot load (offline, no worker) leaves the page as it is.
const OrderOutbox = lazy(() =>
  import('./components/offline/order-outbox').catch((error: unknown) => {
    console.error('The order outbox could not load', error)
    return { default: () => null }
  }),
)

export type Layout = 'default' | 'minimal' | 'empty'
export type RouteHandle = { layout?: Layout }

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const storeView = storeViewFromPath(url.pathname)
  const [locale, chosen] = await Promise.all([resolveLocale(request), chosenLocale(request)])
  const [{ toast, headers }, menu, footer, cartCount, customer, lists, pwaBoot, blocks, t] = await Promise.all([
    takeToast(request),
    getMenu(storeView),
    getFooterLinks(storeView),
    getCartCount(request, storeView),
    getCustomer(request),
    shopperListSkus(request),
    pwaBootScript(locale),
    getLayoutBlocks(storeView),
    getT(request),
  ])
  // The footer's newsletter form, as server-built HTML (no React code on budgeted pages); the popup never
  // asks a subscribed customer.
  const captcha = captchaWidgetConfig(getEnv())
  const [newsletterForm, newsletterBoot] = await Promise.all([
    newsletterFormHtml({
      locale,
      action: storePath(storeView, '/newsletter'),
      redirectTo: url.pathname + url.search,
      stamp: issueFormStamp(),
      promiseHtml: blocks.newsletterPromise,
      captcha,
    }),
    newsletterBootScript(locale, !customer || (await customerNewsletterStatus(customer)) !== 'subscribed'),
  ])
  // An error page's <title> in the shopper's language: the meta of a route whose loader threw has only these.
  const errorTitles: ErrorTitles = {
    404: t('errors.notFoundTitle'),
    429: t('errors.tooManyAttemptsTitle'),
    400: t('errors.badRequestTitle'),
    500: t('errors.serverErrorTitle'),
  }
  return json(
    {
      locale,
      chosenLocale: chosen,
      messagesUrl: messagesPath(locale),
      storeCode: storeView.storeCode as StoreCode,
      origin: publicOrigin(request),
      toast,
      cartCount,
      // Only whether someone is signed in (the header's Account link and logout button), never who.
      signedIn: customer !== null,
      // The skus on the wishlist and compare list: the header counts and the product page's buttons.
      lists,
      gtmId: tagManagerId(),
      ...headerMenu([...menu, { id: 0, name: t('layout.blog'), path: '/blog', children: [] }], t('layout.more')),
      footer,
      // CMS blocks of every page (editable as cms_block rows): footerText under the footer, newsletterPromise
      // for the newsletter form (HTML written by the store's editors).
      blocks,
      // The footer's accepted payment methods as server-rendered HTML: no component in every page's bundle.
      paymentMarks: paymentMarksHtml(t),
      // Computed here so that the server's HTML and the hydrated page show the same year.
      copyrightYear: zonedParts(new Date(), storeView.timeZone).year,
      // Loads the service worker's page script after the page (app/utils/pwa.server.ts), the chat and
      // error-reporting widgets when they are configured (app/utils/widgets.server.ts), and the newsletter's.
      pwaBoot: `${pwaBoot};${newsletterBoot}${captchaBootScript(captcha)}`,
      newsletterForm,
      errorTitles,
      // The captcha's provider and public site key for <BotGuardFields/>, only when one is configured
      // (undefined leaves the JSON as it was); the secret stays on the server.
      captcha: captcha ?? undefined,
    },
    // Remix puts this Set-Cookie (the consumed toast) on the document by itself: no headers export copies it.
    { headers },
  )
}

/**
 * The header's navigation. The blog closes it: given as data, so the header's client code stays as it is.
 * Which categories the desktop row folds into More at which width is decided here (menu-from-N classes,
 * app/domain/menu-fold.ts), so that none of it is client code; the blog always stays in the row.
 */
function headerMenu(items: MenuItem[], moreLabel: string) {
  const tiers = menuFoldTiers(items.map((item) => item.name), moreLabel, 1)
  const menu = items.map((item, i) => ({ ...item, className: `menu-from-${tiers[i]}` }))
  const folding = Math.max(0, ...tiers)
  const folded = menu.filter((_, i) => tiers[i]! > 0).map((item): MenuItem & { className: string } => ({ ...item, children: [] }))
  // More shows below the widest width that still folds something.
  return { menu, menuMore: folding ? { className: `menu-more menu-from-${folding}`, items: folded } : null }
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

function useLayout(): Layout {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as RouteHandle | undefined)?.layout
    if (layout) return layout
  }
  return 'default'
}

/**
 * Alternates for every store view of the page being shown (SEO hreflang), built from the page's canonical
 * URL when it has one (a variant or a filtered listing points at its canonical page), else from the path.
 */
function HreflangLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation()
  const matches = useMatches()
  const canonical = matches
    .map((match) => {
      const data = match.data as { seo?: { canonical?: string }; canonical?: string } | null | undefined
      return data?.seo?.canonical ?? data?.canonical
    })
    .filter((value): value is string => typeof value === 'string')
    .pop()
  const url = canonical ? new URL(canonical) : null
  const base = url ? stripStorePrefix(url.pathname) + url.search : stripStorePrefix(pathname)
  return (
    <>
      {storeViews.map((view) => (
        <link key={view.storeCode} rel="alternate" hrefLang={view.hreflang} href={origin + storePath(view, base)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + base} />
    </>
  )
}

export function Document({ children, locale }: { children: React.ReactNode; locale: string }) {
  const nonce = useNonce()
  const data = useRootData()
  // Marks the document once React runs it (tests wait for it: the scripts arrive after the page loads).
  const hydrated = useHydrated()
  return (
    // entry.client.tsx reads the locale and where its strings are from these attributes.
    <html lang={languageOf(locale)} dir="ltr" data-locale={locale} data-messages={data?.messagesUrl} data-hydrated={hydrated ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <Meta />
        <InlineStyles nonce={nonce} />
        {data?.gtmId ? <TagManager containerId={data.gtmId} /> : null}
        {data ? <HreflangLinks origin={data.origin} /> : null}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {data ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: data.pwaBoot }} /> : null}
      </body>
    </html>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData()
  const layout = useLayout()
  const { t } = useTranslation()
  const hydrated = useHydrated()
  if (!data || layout === 'empty') return <main id="main">{children}</main>
  return (
    <MiniCartProvider>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header menu={data.menu} menuMore={data.menuMore} storeCode={data.storeCode} minimal={layout === 'minimal'} cartCount={data.cartCount} signedIn={data.signedIn} />
      {data.toast ? <ToastMessage toast={data.toast} /> : null}
      {hydrated ? (
        <Suspense fallback={null}>
          <OrderOutbox />
        </Suspense>
      ) : null}
      <main id="main" className={`layout-${layout}`}>
        {children}
      </main>
      {layout === 'minimal' ? null : (
        <Footer
          columns={data.footer}
          storeCode={data.storeCode}
          chosenLocale={data.chosenLocale}
          copyrightYear={data.copyrightYear}
          newsletterForm={data.newsletterForm}
          paymentMarks={data.paymentMarks}
        />
      )}
      {layout === 'minimal' ? null : <FooterText html={data.blocks.footerText} />}
    </MiniCartProvider>
  )
}

export default function App() {
  const { locale } = useLoaderData<typeof loader>()
  return (
    <Document locale={locale}>
      <Shell>
        <Outlet />
      </Shell>
    </Document>
  )
}

export function ErrorBoundary() {
  const data = useRootData()
  return (
    <Document locale={data?.locale ?? 'en-US'}>
      <Shell>
        <GeneralErrorBoundary />
      </Shell>
    </Document>
  )
}
