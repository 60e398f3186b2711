import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LOCALE_NAMES, hasCatalogueIn } from '~/utils/i18n'
import { LOCALES, type Locale } from '~/utils/store-views'

/**
 * The footer's language switcher. A POST, because choosing a language stores a cookie; it works without
 * JavaScript, and a full page load follows because every string on the page changes. The action checks
 * the choice with its schema (~/schemas/language); the list offers only valid ones, so a refusal can only
 * come from a tampered page and comes back as a notification. The form is on every page: no validation
 * library is shipped for it (decision 0016).
 *
 * The catalogue exists in English, German and Italian only, so the list is in two groups: the languages
 * with the whole shop, and those that translate the shop's own text while the catalogue stays in the
 * store view's language. A shopper sees that before choosing.
 */
const FULL_CATALOGUE = LOCALES.filter((code) => hasCatalogueIn(code))
const SHOP_TEXT_ONLY = LOCALES.filter((code) => !hasCatalogueIn(code))

export function LanguageForm({ chosenLocale }: { chosenLocale: string | null }) {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <Form method="post" action="/resources/language" className="language-form" reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="footer-language" className="footer-label">
        {t('footer.language')}
      </label>
      <select id="footer-language" name="locale" defaultValue={chosenLocale ?? ''}>
        <option value="">{t('footer.languageOfStore')}</option>
        <optgroup label={t('footer.languagesFullCatalogue')}>
          {FULL_CATALOGUE.map((code) => (
            <LanguageOption key={code} code={code} />
          ))}
        </optgroup>
        <optgroup label={t('footer.languagesShopTextOnly')}>
          {SHOP_TEXT_ONLY.map((code) => (
            <LanguageOption key={code} code={code} />
          ))}
        </optgroup>
      </select>
      <button type="submit" className="button button-small">
        {t('footer.languageApply')}
      </button>
    </Form>
  )
}

/** A language, named in itself. */
function LanguageOption({ code }: { code: Locale }) {
  return (
    <option value={code} lang={code}>
      {LOCALE_NAMES[code]}
    </option>
  )
}
