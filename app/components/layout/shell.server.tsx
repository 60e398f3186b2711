/**
 * The shell's pieces as the server draws them (server-markup.tsx keeps them in the browser): menus, footer
 * columns, newsletter form, payment marks, CMS blocks and the after-load script. A server module: none of
 * it is in the browser's bundle, and none of it travels in the root loader's data.
 *
 * What the pieces show comes from the database (categories, footer pages, CMS blocks) and is read by the
 * root loader, which runs before the document is rendered. The loader hands it over here, per store view
 * and language: the render reads the newest content this process has loaded for the page's store view and
 * language, which the page's own loader has just stored, so a page never shows content older than what its
 * loader read. What differs per request (the page's address in the newsletter form, the form's time stamp,
 * whether the popup may ask) is drawn at render time from the request's own data.
 */
import { useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PaymentMarks, type Translate } from '~/components/trust/payment-marks'
import { menuFoldTiers } from '~/domain/menu-fold'
import type { MenuItem } from '~/providers/catalog.server'
import type { FooterColumn, LayoutBlocks } from '~/providers/content.server'
import type { CaptchaWidgetConfig } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { captchaBootScript } from '~/utils/captcha.server'
import { newsletterBootScript, newsletterFormHtml } from '~/utils/newsletter-form.server'
import type { ErrorTitles } from '~/utils/seo'
import { storePath, storeViewByCode, type StoreCode, type StoreView } from '~/utils/store-views'
import { isCurrentPath } from './server-markup'

export type HeaderMenuItem = MenuItem & { className?: string }

export interface ShellContent {
  /** Top-level items carry the class that folds them into More at narrower desktop widths. */
  menu: HeaderMenuItem[]
  /** The items in More at some desktop width, and the class that hides More where nothing folds; null: none. */
  menuMore: { className: string; items: HeaderMenuItem[] } | null
  footer: FooterColumn[]
  /** CMS blocks of every page (cms_block rows): footerText under the footer, newsletterPromise in the form. */
  blocks: LayoutBlocks
  /** The after-load script of the service worker's page script and the configured widgets (pwa.server.ts). */
  pwaBoot: string
  /** An error page's <title> (app/utils/seo.ts: meta functions cannot translate). */
  errorTitles: ErrorTitles
}

/** One entry per store view and language: bounded by the shop's configuration, replaced on every load. */
const latest = new Map<string, ShellContent>()
const keyOf = (storeCode: string, locale: string) => `${storeCode} ${locale}`

export function keepShellContent(storeCode: StoreCode, locale: string, content: ShellContent) {
  latest.set(keyOf(storeCode, locale), content)
}

export function shellContent(storeCode: string, locale: string): ShellContent | undefined {
  return latest.get(keyOf(storeCode, locale))
}

/**
 * The header's navigation. The blog closes it (given as an item). Which categories the desktop row folds
 * into More at which width is decided here (menu-from-N classes, app/domain/menu-fold.ts), so that none of
 * it is client code; the blog always stays in the row.
 */
export function headerMenu(items: MenuItem[], moreLabel: string): Pick<ShellContent, 'menu' | 'menuMore'> {
  const tiers = menuFoldTiers(items.map((item) => item.name), moreLabel, 1)
  const menu = items.map((item, i) => ({ ...item, className: `menu-from-${tiers[i]}` }))
  const folding = Math.max(0, ...tiers)
  const folded = menu.filter((_, i) => tiers[i]! > 0).map((item): HeaderMenuItem => ({ ...item, children: [] }))
  // More shows below the widest width that still folds something.
  return { menu, menuMore: folding ? { className: `menu-more menu-from-${folding}`, items: folded } : null }
}

/** What the pieces need from the root loader's data (kept small: it goes into every page). */
export interface ShellRequest {
  storeCode: StoreCode
  locale: string
  newsletterPopup: boolean
  captcha?: CaptchaWidgetConfig
}

/** A link the client follows without a page load (server-markup.tsx); data-discover as <Link> marks it. */
function RouteLink({ to, current = false, children }: { to: string; current?: boolean; children: React.ReactNode }) {
  return (
    <a href={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} data-discover="true">
      {children}
    </a>
  )
}

function MenuItems({ items, view }: { items: HeaderMenuItem[]; view: StoreView }) {
  return items.map((item) => (
    <li key={item.id} className={item.className}>
      <RouteLink to={storePath(view, item.path)}>{item.name}</RouteLink>
      {item.children.length ? (
        <ul>
          <MenuItems items={item.children} view={view} />
        </ul>
      ) : null}
    </li>
  ))
}

/** The phone menu's tree of categories. */
export function DrawerMenuItems({ shell }: { shell: ShellRequest }) {
  const content = shellContent(shell.storeCode, shell.locale)
  const view = storeViewByCode(shell.storeCode)!
  return content ? <MenuItems items={content.menu} view={view} /> : null
}

/** The desktop row's categories; the page being shown (or its category) marked as NavLink marks it. */
export function RowMenuItems({ shell, markCurrent }: { shell: ShellRequest; markCurrent: boolean }) {
  const content = shellContent(shell.storeCode, shell.locale)
  const view = storeViewByCode(shell.storeCode)!
  const { pathname } = useLocation()
  if (!content) return null
  return content.menu.map((item) => {
    const to = storePath(view, item.path)
    return (
      <li key={item.id} className={item.className}>
        <RouteLink to={to} current={markCurrent && isCurrentPath(to, pathname)}>
          {item.name}
        </RouteLink>
      </li>
    )
  })
}

/** More's disclosure: its summary and the categories in it at some desktop width; null when nothing folds. */
export function MoreMenuContent({ shell }: { shell: ShellRequest }) {
  const { t } = useTranslation()
  const content = shellContent(shell.storeCode, shell.locale)
  const view = storeViewByCode(shell.storeCode)!
  if (!content?.menuMore) return null
  return (
    <>
      <summary>{t('layout.more')}</summary>
      <ul>
        <MenuItems items={content.menuMore.items} view={view} />
      </ul>
    </>
  )
}

/** Which desktop widths show More (menu-from-N). */
export function moreMenuClass(shell: ShellRequest): string | undefined {
  return shellContent(shell.storeCode, shell.locale)?.menuMore?.className
}

/** The footer's columns of content pages and app routes. */
export function FooterColumns({ shell }: { shell: ShellRequest }) {
  const { t } = useTranslation()
  const content = shellContent(shell.storeCode, shell.locale)
  const view = storeViewByCode(shell.storeCode)!
  if (!content) return null
  return content.footer.map((column) => (
    <section key={column.identifier} aria-labelledby={`footer-${column.identifier}`}>
      <h2 id={`footer-${column.identifier}`}>{t(`footer.${column.identifier}`, column.title)}</h2>
      <ul>
        {column.links.map((link) => (
          <li key={link.identifier}>
            <RouteLink to={storePath(view, link.path)}>{link.titleKey ? t(link.titleKey, link.title) : link.title}</RouteLink>
          </li>
        ))}
      </ul>
    </section>
  ))
}

/** The footer's newsletter sign-up as HTML (newsletter.js copies it into the popup). */
export function newsletterMarkup(shell: ShellRequest, t: Translate, redirectTo: string): string {
  const content = shellContent(shell.storeCode, shell.locale)
  return newsletterFormHtml({
    t,
    action: storePath(storeViewByCode(shell.storeCode)!, '/newsletter'),
    redirectTo,
    stamp: issueFormStamp(),
    promiseHtml: content?.blocks.newsletterPromise,
    captcha: shell.captcha ?? null,
  })
}

export function PaymentMarkList() {
  const { t } = useTranslation()
  return <PaymentMarks t={t as Translate} />
}

/** The 'footer-about' CMS block (HTML written by the store's editors, trusted like the CMS pages'). */
export function footerTextHtml(shell: ShellRequest): string | null {
  return shellContent(shell.storeCode, shell.locale)?.blocks.footerText ?? null
}

/** The after-load script: the service worker's page script, the widgets, the newsletter's, the captcha's. */
export function bootScript(shell: ShellRequest, t: Translate): string {
  const content = shellContent(shell.storeCode, shell.locale)
  return `${content?.pwaBoot ?? ''};${newsletterBootScript(t, shell.newsletterPopup)}${captchaBootScript(shell.captcha ?? null)}`
}
