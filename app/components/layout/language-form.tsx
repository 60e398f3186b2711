import { getFormProps, getSelectProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FieldErrors } from '~/components/ui/field-errors'
import { languageSchema } from '~/schemas/language'
import { LOCALE_NAMES } from '~/utils/i18n'
import { LOCALES } from '~/utils/store-views'

/**
 * The footer's language switcher. A POST, because choosing a language stores a cookie; it works without
 * JavaScript, and a full page load follows because every string on the page changes.
 */
export function LanguageForm({ chosenLocale }: { chosenLocale: string | null }) {
  const { t } = useTranslation()
  const location = useLocation()
  const [form, fields] = useForm({
    id: 'footer-language-form',
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: languageSchema }),
    defaultValue: { locale: chosenLocale ?? '' },
  })
  const locale = fields.locale
  return (
    <Form method="post" action="/resources/language" className="language-form" reloadDocument {...getFormProps(form)}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={locale.id} className="footer-label">
        {t('footer.language')}
      </label>
      <select {...getSelectProps(locale)} key={locale.key}>
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
      <FieldErrors id={locale.errorId} errors={locale.errors} />
    </Form>
  )
}
