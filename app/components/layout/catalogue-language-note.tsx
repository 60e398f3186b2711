import { useTranslation } from 'react-i18next'
import { catalogueNoteKey } from '~/utils/i18n'
import { storeViewByCode } from '~/utils/store-views'

/**
 * Says in which language the catalogue is shown when the interface is in another one. The shop's own text
 * follows the shopper's language choice, while products, categories and content pages exist in English,
 * German and Italian only and follow the store view: a page in French with English product texts is told
 * as such, not passed off as a French page.
 */
export function CatalogueLanguageNote({ locale, storeCode }: { locale: string; storeCode: string }) {
  const { t } = useTranslation()
  const storeView = storeViewByCode(storeCode)
  const key = storeView ? catalogueNoteKey(locale, storeView.locale) : null
  if (!key) return null
  return (
    <p className="catalogue-language-note" role="note">
      {t(key)}
    </p>
  )
}
