import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
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
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { MiniCartProvider } from './components/cart/mini-cart'
import { TagManager } from './components/analytics'
import { GeneralErrorBoundary } from './components/error-boundary'
import { FooterLinks, Footer, NewsletterSignup, PayMarks } from './components/layout/footer'
import { CatalogueLanguageNote } from './components/layout/catalogue-language-note'
import { FooterText } from './components/layout/footer-text'
import { DrawerMenu, Header, MoreMenu, RowMenu } from './components/layout/header'
import { ServerMarkup } from './components/layout/server-markup'
import { bootScript, keepShellContent, type ShellRequest } from './components/layout/shell.server'
import { ToastMessage } from './components/layout/toast'
import type { Translate } from './components/trust/payment-marks'
import { getFooterLinks, getLayoutBlocks } from './providers/content/index.server'
import { customerNewsletterStatus, shopperListSkus, tagManagerId } from './providers/engagement/index.server'
import { getCartCount } from './providers/cart/index.server'
import { getMenu } from './providers/catalog/index.server'
import { getCustomer } from './providers/customers/index.server'
import { zonedParts } from './domain/dates'
import { languageOf } from './utils/i18n'
import { chosenLocale, getT, messagesPath, resolveLocale } from './utils/i18n.server'
import { captchaWidgetConfig } from './utils/captcha.server'
import { getEnv } from './utils/env.server'
import stylesheet from './styles/app.css'
import { useNonce } from './utils/nonce'
import { useHydrated } from './utils/use-hydrated'
import { pwaBootScript } from './utils/pwa.server'
import { ERROR_TITLE_KEYS, type ErrorTitles } from './utils/seo'
import { publicOrigin } from './utils/seo.server'
import { takeToast } from './utils/session.server'
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
  // The stylesheet is a fingerprinted file under /build, cached for a year: downloaded once, not in every
  // document (docs/decisions/0047-stylesheet-and-shell-sent-once.md).
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

/** An error page's <title> for each status ERROR_TITLE_KEYS lists, in the language of `t`. */
function errorTitlesIn(t: Translate): ErrorTitles {
  const titles = {} as ErrorTitles
  for (const status of Object.keys(ERROR_TITLE_KEYS) as unknown as (keyof ErrorTitles)[]) titles[status] = t(ERROR_TITLE_KEYS[status])
  return titles
}

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
  // What the shell shows (menus, footer, CMS blocks, the after-load script) is drawn by the server into the
  // document once and kept there by the browser (app/components/layout/server-markup.tsx): handed to the
  // render here, not sent as data, which every page would carry a second time.
  keepShellContent(storeView.storeCode as StoreCode, locale, {
    menu,
    labels: { blog: t('layout.blog'), more: t('layout.more') },
    footer,
    blocks,
    pwaBoot,
    // An error page's <title> in the shopper's language: the meta of a route whose loader threw has none of
    // its own data (the browser translates them itself).
    errorTitles: errorTitlesIn(t as Translate),
  })
  const captcha = captchaWidgetConfig(getEnv())
  // The newsletter popup never asks a subscribed customer.
  const newsletterPopup = !customer || (await customerNewsletterStatus(customer)) !== 'subscribed'
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
      // Computed here so that the server's HTML and the hydrated page show the same year.
      copyrightYear: zonedParts(new Date(), storeView.timeZone).year,
      // Whether the after-load newsletter script may open its popup.
      newsletterPopup,
      // The captcha's provider and public site key for <BotGuardFields/>, only when one is configured
      // (undefined leaves the JSON as it was); the secret stays on the server.
      captcha: captcha ?? undefined,
    },
    // Remix puts this Set-Cookie (the consumed toast) on the document by itself: no headers export copies it.
    { headers },
  )
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}

/** What the shell's server-drawn pieces need from the root data. */
function shellRequest(data: RootData): ShellRequest {
  return { storeCode: data.storeCode, locale: data.locale, newsletterPopup: data.newsletterPopup, captcha: data.captcha }
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

/**
 * Marks <html data-hydrated> once React runs the document (tests, /pwa.js and /newsletter.js wait for it: the
 * scripts arrive after the page loads). A leaf of its own: a component that reads useHydrated renders again
 * once hydration is done, and the document's would render the whole page a second time.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}

/** The order outbox, loaded once the page has hydrated; a leaf, for the same reason as HydratedMark. */
function OrderOutboxAfterHydration() {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <OrderOutbox />
    </Suspense>
  ) : null
}

export function Document({ children, locale }: { children: React.ReactNode; locale: string }) {
  const nonce = useNonce()
  const data = useRootData()
  const { t } = useTranslation()
  return (
    // entry.client.tsx reads the locale and where its strings are from these attributes.
    <html lang={languageOf(locale)} dir="ltr" data-locale={locale} data-messages={data?.messagesUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <Meta />
        {data?.gtmId ? <TagManager containerId={data.gtmId} /> : null}
        {data ? <HreflangLinks origin={data.origin} /> : null}
        <Links />
      </head>
      <body>
        <HydratedMark />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Loads the service worker's page script after the page (app/utils/pwa.server.ts), the chat and
            error-reporting widgets when they are configured (app/utils/widgets.server.ts), the newsletter's
            and the captcha's: drawn by the server, kept by the browser. */}
        {data ? <ServerMarkup as="script" name="boot" nonce={nonce} render={() => bootScript(shellRequest(data), t as Translate)} /> : null}
      </body>
    </html>
  )
}

function Shell({ children }: { children: React.ReactNode }) {
  const data = useRootData()
  const layout = useLayout()
  const { t } = useTranslation()
  if (!data) return <main id="main">{children}</main>
  const shell = shellRequest(data)
  if (layout === 'empty') {
    return (
      <>
        <main id="main">{children}</main>
        <ShellTemplate shell={shell} />
      </>
    )
  }
  return (
    <MiniCartProvider>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header shell={shell} minimal={layout === 'minimal'} cartCount={data.cartCount} signedIn={data.signedIn} />
      {/* A toast with a place of its own (the review form's thank-you) is shown there by its page. */}
      {data.toast && !data.toast.place ? <ToastMessage toast={data.toast} /> : null}
      <OrderOutboxAfterHydration />
      <CatalogueLanguageNote locale={data.locale} storeCode={data.storeCode} />
      <main id="main" className={`layout-${layout}`}>
        {children}
      </main>
      {layout === 'minimal' ? (
        <ShellTemplate shell={shell} />
      ) : (
        <>
          <Footer shell={shell} chosenLocale={data.chosenLocale} copyrightYear={data.copyrightYear} />
          <FooterText shell={shell} />
        </>
      )}
    </MiniCartProvider>
  )
}

/**
 * The shell's pieces a page of a smaller layout does not show (the checkout's has no menus and no footer),
 * inert in a <template>: the browser keeps them from there (server-markup.tsx), so that a client-side
 * navigation from such a page to one that shows them can.
 */
function ShellTemplate({ shell }: { shell: ShellRequest }) {
  const pathname = useLocation().pathname
  return (
    <ServerMarkup
      as="template"
      name="shell"
      render={() => (
        <>
          <DrawerMenu shell={shell} />
          <RowMenu shell={shell} />
          <MoreMenu shell={shell} pathname={pathname} />
          <NewsletterSignup shell={shell} />
          <FooterLinks shell={shell} />
          <PayMarks />
          <FooterText shell={shell} />
        </>
      )}
    />
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
