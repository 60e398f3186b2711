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
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { PaymentMarks, type Translate } from '~/components/trust/payment-marks'
import { menuFoldTiers } from '~/domain/menu-fold'
import type { MenuItem } from '~/providers/catalog/index.server'
import type { FooterColumn, LayoutBlocks } from '~/providers/content/index.server'
import type { CaptchaWidgetConfig } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { captchaBootScript } from '~/utils/captcha.server'
import { newsletterBootScript } from '~/providers/engagement/index.server'
import type { ErrorTitles } from '~/utils/seo'
import { storePath, storeViewByCode, type StoreCode, type StoreView } from '~/utils/store-views'
import { Icon } from '~/components/ui/icon'
import { LogoMark } from './logo'
import { NewsletterSignup } from './newsletter-signup'
import { isCurrentPath } from './current-path'
import { escapeHtml } from '~/utils/escape-html'

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

/** What the root loader read for the shell: the memoised reads keep their identity until they are read again. */
export interface ShellSources {
  menu: MenuItem[]
  labels: { blog: string; more: string }
  footer: FooterColumn[]
  blocks: LayoutBlocks
  pwaBoot: string
  errorTitles: ErrorTitles
}

/**
 * One entry per store view and language (bounded by the shop's configuration): the content and the pieces'
 * markup drawn from it. The menus, footer and payment marks are the same for every shopper of a store view
 * and language, so each piece is drawn once per content and the markup given to every page after it; a new
 * read (a content change clears the memoised reads, app/server/memo.server.ts) or a new label starts a
 * new entry.
 */
const latest = new Map<string, { sources: ShellSources; content: ShellContent; drawn: Map<string, string> }>()
const keyOf = (storeCode: string, locale: string) => `${storeCode} ${locale}`

function sameSources(a: ShellSources, b: ShellSources): boolean {
  return (
    a.menu === b.menu &&
    a.footer === b.footer &&
    a.blocks === b.blocks &&
    a.pwaBoot === b.pwaBoot &&
    a.labels.blog === b.labels.blog &&
    a.labels.more === b.labels.more &&
    // Both made by the root loader from ERROR_TITLE_KEYS (app/utils/seo.ts): the same statuses.
    (Object.keys(a.errorTitles) as unknown as (keyof ErrorTitles)[]).every((status) => a.errorTitles[status] === b.errorTitles[status])
  )
}

export function keepShellContent(storeCode: StoreCode, locale: string, sources: ShellSources) {
  const key = keyOf(storeCode, locale)
  const kept = latest.get(key)
  if (kept && sameSources(kept.sources, sources)) return
  const content: ShellContent = {
    ...headerMenu([...sources.menu, { id: 0, name: sources.labels.blog, path: '/blog', children: [] }], sources.labels.more),
    footer: sources.footer,
    blocks: sources.blocks,
    pwaBoot: sources.pwaBoot,
    errorTitles: sources.errorTitles,
  }
  latest.set(key, { sources, content, drawn: new Map() })
}

export function shellContent(storeCode: string, locale: string): ShellContent | undefined {
  return latest.get(keyOf(storeCode, locale))?.content
}

/** A piece's markup, drawn the first time a page of this content asks for it; null when it is empty. */
function drawnOnce(
  shell: ShellRequest,
  piece: string,
  draw: (content: ShellContent, view: StoreView) => ReactElement | null,
): string | null {
  const kept = latest.get(keyOf(shell.storeCode, shell.locale))
  if (!kept) return null
  let html = kept.drawn.get(piece)
  if (html === undefined) {
    const element = draw(kept.content, storeViewByCode(shell.storeCode)!)
    html = element ? renderToStaticMarkup(element) : ''
    kept.drawn.set(piece, html)
  }
  return html || null
}

/**
 * The header's navigation. The blog closes it (given as an item). Which categories the desktop row folds
 * into More at which width is decided here (menu-from-N classes, app/domain/menu-fold.ts), so that none of
 * it is client code; the blog always stays in the row.
 */
export function headerMenu(items: MenuItem[], moreLabel: string): Pick<ShellContent, 'menu' | 'menuMore'> {
  const tiers = menuFoldTiers(
    items.map((item) => item.name),
    moreLabel,
    1,
  )
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
export function drawerMenuMarkup(shell: ShellRequest): string | null {
  return drawnOnce(shell, 'menu-drawer', (content, view) => <MenuItems items={content.menu} view={view} />)
}

/**
 * The desktop row's categories; the page being shown (`pathname`, or none) or its category marked as NavLink
 * marks it. The row without a mark is drawn once; a page inside one of its categories gets a row of its own.
 */
export function rowMenuMarkup(shell: ShellRequest, pathname: string | null): string | null {
  const content = shellContent(shell.storeCode, shell.locale)
  const view = storeViewByCode(shell.storeCode)!
  if (!content) return null
  const rowItems = (current: string | null) =>
    content.menu.map((item) => {
      const to = storePath(view, item.path)
      return (
        <li key={item.id} className={item.className}>
          <RouteLink to={to} current={current !== null && isCurrentPath(to, current)}>
            {item.name}
          </RouteLink>
        </li>
      )
    })
  const marked = pathname !== null && content.menu.some((item) => isCurrentPath(storePath(view, item.path), pathname))
  return marked ? renderToStaticMarkup(<>{rowItems(pathname)}</>) : drawnOnce(shell, 'menu-row', () => <>{rowItems(null)}</>)
}

/** More's disclosure: its summary and the categories in it at some desktop width; null when nothing folds. */
export function moreMenuMarkup(shell: ShellRequest, t: Translate): string | null {
  return drawnOnce(shell, 'menu-more', (content, view) =>
    content.menuMore ? (
      <>
        <summary>{t('layout.more')}</summary>
        <ul>
          <MenuItems items={content.menuMore.items} view={view} />
        </ul>
      </>
    ) : null,
  )
}

/** Which desktop widths show More (menu-from-N). */
export function moreMenuClass(shell: ShellRequest): string | undefined {
  return shellContent(shell.storeCode, shell.locale)?.menuMore?.className
}

/** The footer's columns of content pages and app routes. */
export function footerColumnsMarkup(shell: ShellRequest, t: Translate): string | null {
  return drawnOnce(shell, 'footer-columns', (content, view) => (
    <>
      {content.footer.map((column) => (
        <section key={column.identifier} aria-labelledby={`footer-${column.identifier}`}>
          <h2 id={`footer-${column.identifier}`}>{t(`footer.${column.identifier}`, { defaultValue: column.title })}</h2>
          <ul>
            {column.links.map((link) => (
              <li key={link.identifier}>
                <RouteLink to={storePath(view, link.path)}>
                  {link.titleKey ? t(link.titleKey, { defaultValue: link.title }) : link.title}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  ))
}

/** Stand-ins for the newsletter form's per-request values in its kept markup: neither can occur in a page's text. */
const PAGE_HOLE = '\u0000newsletter-page\u0000'
const STAMP_HOLE = '\u0000newsletter-stamp\u0000'

/**
 * The footer's newsletter sign-up (newsletter.js copies it into the popup). Its markup is drawn once per
 * content and captcha, like the shell's other pieces, with stand-ins for what is the request's own: the page
 * address it returns to (escaped here as React escapes an attribute value) and a fresh time stamp.
 */
export function newsletterMarkup(shell: ShellRequest, t: Translate, redirectTo: string): string {
  const captcha = shell.captcha ?? null
  const form = (view: StoreView, promiseHtml?: string | null) => (
    <NewsletterSignup
      t={t}
      action={storePath(view, '/newsletter')}
      redirectTo={PAGE_HOLE}
      stamp={STAMP_HOLE}
      promiseHtml={promiseHtml}
      captcha={captcha}
    />
  )
  const kept = drawnOnce(shell, `newsletter ${captcha ? `${captcha.provider} ${captcha.siteKey}` : ''}`, (content, view) =>
    form(view, content.blocks.newsletterPromise),
  )
  // Before the root loader has kept the content (never on a page it rendered), the form is drawn in full.
  const markup = kept ?? renderToStaticMarkup(form(storeViewByCode(shell.storeCode)!))
  // Replaced by functions: a replacement string would read "$&" or "$'" in the address as patterns.
  return markup.replace(PAGE_HOLE, () => escapeHtml(redirectTo)).replace(STAMP_HOLE, () => issueFormStamp())
}

/** The accepted payment methods (the same for every page of a language). */
export function paymentMarksMarkup(shell: ShellRequest, t: Translate): string | null {
  return drawnOnce(shell, 'pay-marks', () => <PaymentMarks t={t} />)
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

/**
 * The header of the offline notices (plain documents the service worker keeps, app/routes/($store)+/offline.ts):
 * the logo, the phone menu and the desktop row with More, as the page's header draws them, so that a notice
 * reads as a page of the shop. Menus are <details> and links are plain, so it works without any script; it
 * shows no shopper (a notice is the same for all) and no search, which needs the server.
 */
export function noticeHeaderMarkup(view: StoreView, menu: MenuItem[], t: Translate): string {
  const { menu: items, menuMore } = headerMenu([...menu, { id: 0, name: t('layout.blog'), path: '/blog', children: [] }], t('layout.more'))
  return renderToStaticMarkup(
    <header className="site-header">
      <div className="header-bar">
        <details className="menu-toggle">
          <summary aria-label={t('layout.menu')}>
            <Icon name="menu" />
          </summary>
          <nav className="menu-drawer" aria-label={t('layout.categories')}>
            <ul>
              <MenuItems items={items} view={view} />
            </ul>
          </nav>
        </details>
        <a href={storePath(view, '/')} className="logo">
          <LogoMark />
        </a>
        <nav className="header-actions" aria-label={t('layout.account')}>
          <a href={storePath(view, '/cart')} className="header-action" aria-label={t('cart.title')}>
            <Icon name="cart" />
          </a>
        </nav>
      </div>
      <nav className="desktop-menu" aria-label={t('layout.categories')}>
        <ul className="category-nav">
          {items.map((item) => (
            <li key={item.id} className={item.className}>
              <a href={storePath(view, item.path)}>{item.name}</a>
            </li>
          ))}
        </ul>
        {menuMore ? (
          <details className={menuMore.className}>
            <summary>{t('layout.more')}</summary>
            <ul>
              <MenuItems items={menuMore.items} view={view} />
            </ul>
          </details>
        ) : null}
      </nav>
    </header>,
  )
}
