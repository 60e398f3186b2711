import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { Translate } from '~/components/trust/payment-marks'
import { LanguageForm } from './language-form'
import { KeptPart, LinkList, ServerMarkup } from './server-markup'
import { footerColumnsMarkup, newsletterMarkup, paymentMarksMarkup, type ShellRequest } from './shell.server'
import { storePath, storeViews, stripStorePrefix } from '~/utils/store-views'

/**
 * The footer. Its newsletter form, columns of pages and payment marks are drawn by the server once and kept
 * by the browser (server-markup.tsx): no component code for them in every page's bundle, and no copy of
 * them in the page's data.
 */
interface FooterProps {
  /** Whose footer: the store view and language, and what the newsletter form needs. */
  shell: ShellRequest
  /** The language picked with this switcher; null means the store view's own. */
  chosenLocale: string | null
  /** The current year in the store view's time zone, from the root loader. */
  copyrightYear: number
}

export function Footer(props: FooterProps) {
  const { shell, chosenLocale, copyrightYear } = props
  const { t } = useTranslation()
  const location = useLocation()
  const here = stripStorePrefix(location.pathname)
  return (
    <KeptPart as="footer" className="site-footer" name="footer" inputs={props}>
      <NewsletterSignup shell={shell} />
      <FooterLinks shell={shell} />
      <div className="footer-switchers">
        <nav aria-label={t('footer.storeSwitcher')}>
          <h2 className="footer-label">{t('footer.storeSwitcher')}</h2>
          <ul className="inline-list">
            {storeViews.map((other) => (
              <li key={other.storeCode}>
                <a
                  href={storePath(other, here)}
                  hrefLang={other.hreflang}
                  aria-current={other.storeCode === shell.storeCode ? 'true' : undefined}
                >
                  {`${other.name} (${other.currencyCode})`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageForm chosenLocale={chosenLocale} />
      </div>
      <PayMarks />
      <p className="copyright">{t('footer.copyright', { year: copyrightYear })}</p>
    </KeptPart>
  )
}

/** The newsletter sign-up form (drawn by app/components/layout/newsletter-signup.tsx on the server; newsletter.js enhances it). */
export function NewsletterSignup({ shell }: { shell: ShellRequest }) {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  return (
    <ServerMarkup
      as="div"
      className="footer-newsletter"
      name="newsletter"
      render={() => newsletterMarkup(shell, t as Translate, pathname + search)}
    />
  )
}

/** The columns of content pages and app routes, followed client-side. */
export function FooterLinks({ shell }: { shell: ShellRequest }) {
  const { t } = useTranslation()
  return (
    <LinkList
      as="div"
      className="footer-columns"
      name="footer-columns"
      markCurrent={false}
      render={() => footerColumnsMarkup(shell, t as Translate)}
    />
  )
}

/**
 * The accepted payment methods (app/components/trust/payment-marks.tsx), drawn by the server once per
 * language: the footer, the cart and the checkout summary show the same piece.
 */
export function PayMarks({ className = 'footer-pay-marks' }: { className?: string }) {
  const { t } = useTranslation()
  // Not useRootData(): root imports this module. Absent when the root loader itself failed.
  const shell = useRouteLoaderData('root') as ShellRequest | undefined
  if (!shell) return null
  return <ServerMarkup as="div" className={className} name="pay-marks" render={() => paymentMarksMarkup(shell, t as Translate)} />
}
