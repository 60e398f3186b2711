import type { Translate } from '~/components/trust/payment-marks'
import { fixedT } from '~/utils/i18n.server'
import { DEFAULT_STORE_VIEW, type StoreView } from '~/utils/store-views'
import { productTrustFactsHtml, type ProductTrustFacts } from '~/providers/catalog/trust-html.server'

/** The product page's delivery block as a navigation shows it: drawn from the facts in the loader's data. */
export async function trustMarkup(data: unknown, view: StoreView = DEFAULT_STORE_VIEW): Promise<string> {
  const { trust } = data as { trust?: ProductTrustFacts }
  if (!trust) throw new Error("The product loader's data has no trust facts (a page load's data leaves them out)")
  return productTrustFactsHtml(view, (await fixedT(view.locale)) as Translate, trust)
}
