import { useTranslation } from 'react-i18next'

/**
 * The 'checkout-help' CMS block (opening hours, phone numbers, policy links) beside the checkout steps.
 * Editor-written HTML from cms_block, trusted like the CMS pages' (docs/decisions/0032).
 */
export function CheckoutHelp({ html }: { html: string | null }) {
  const { t } = useTranslation()
  if (!html) return null
  // A CMS block from the database: HTML the store's editors wrote, trusted like the CMS pages, never text a shopper typed.
  return <aside className="checkout-help cms-content" aria-label={t('checkout.helpLabel')} dangerouslySetInnerHTML={{ __html: html }} />
}
