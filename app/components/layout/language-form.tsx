import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LOCALE_NAMES } from '~/utils/i18n'
import { LOCALES } from '~/utils/store-views'

/**
 * The footer's language switcher. A POST, because choosing a language stores a cookie; it works without
 * JavaScript, and a full page load follows because every string on the page changes. The action checks
 * the choice with its schema (~/schemas/language); the list offers only valid ones, so a refusal can only
 * come from a tampered page and comes back as a notification. The form is on every page: no validation
 * library is shipped for it (decision 0016).
 */
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
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small">
        {t('footer.languageApply')}
      </button>
    </Form>
  )
}
