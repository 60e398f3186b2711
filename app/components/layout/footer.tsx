import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { FooterColumn } from '~/providers/content.server'
import { LanguageForm } from './language-form'
import { storePath, storeViewByCode, storeViews, stripStorePrefix, type StoreCode } from '~/utils/store-views'

export function Footer({
  columns,
  storeCode,
  chosenLocale,
  copyrightYear,
  newsletterForm,
  paymentMarks,
}: {
  columns: FooterColumn[]
  storeCode: StoreCode
  /** The language picked with this switcher; null means the store view's own. */
  chosenLocale: string | null
  /** The current year in the store view's time zone, from the root loader. */
  copyrightYear: number
  /** The newsletter sign-up's markup, built on the server (app/utils/newsletter-form.server.ts). */
  newsletterForm: string
  /** The accepted payment methods, server-rendered HTML (app/utils/trust-html.server.tsx). */
  paymentMarks: string
}) {
  const { t } = useTranslation()
  const view = storeViewByCode(storeCode)!
  const location = useLocation()
  const here = stripStorePrefix(location.pathname)
  return (
    <footer className="site-footer">
      <div className="footer-newsletter" dangerouslySetInnerHTML={{ __html: newsletterForm }} />
      <div className="footer-columns">
        {columns.map((column) => (
          <section key={column.identifier} aria-labelledby={`footer-${column.identifier}`}>
            <h2 id={`footer-${column.identifier}`}>{t(`footer.${column.identifier}`, column.title)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.identifier}>
                  <Link to={storePath(view, link.path)}>{link.titleKey ? t(link.titleKey, link.title) : link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="footer-switchers">
        <nav aria-label={t('footer.storeSwitcher')}>
          <h2 className="footer-label">{t('footer.storeSwitcher')}</h2>
          <ul className="inline-list">
            {storeViews.map((other) => (
              <li key={other.storeCode}>
                <a
                  href={storePath(other, here)}
                  hrefLang={other.hreflang}
                  aria-current={other.storeCode === storeCode ? 'true' : undefined}
                >
                  {other.name} ({other.currencyCode})
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageForm chosenLocale={chosenLocale} />
      </div>
      <div className="footer-pay-marks" dangerouslySetInnerHTML={{ __html: paymentMarks }} />
      <p className="copyright">{t('footer.copyright', { year: copyrightYear })}</p>
    </footer>
  )
}
