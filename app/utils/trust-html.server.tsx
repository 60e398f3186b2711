/**
 * The product page's delivery and trust block as HTML, rendered on the server for a page with a JavaScript
 * budget: its components would otherwise be bundled for the browser. The HTML travels in the loader data and
 * is shown as it is (decision 0034). (The footer's payment marks are drawn by the server into the document
 * once: app/components/layout/shell.server.tsx.)
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { ProductTrust, type Goods } from '~/components/trust/delivery-facts'
import type { Translate } from '~/components/trust/payment-marks'
import { deliveryWindows, freeDeliveryThreshold, type DeliveryDestination } from '~/domain/delivery'
import { installingDelivery } from '~/domain/installation'
import { formatMoney } from '~/domain/money'
import { instalmentOffer } from '~/domain/payment-methods'
import { storePath, type StoreView } from '~/utils/store-views'

export function productTrustHtml(
  view: StoreView,
  t: Translate,
  product: { price: number; largeAppliance: boolean; goods: Goods },
  destination: DeliveryDestination,
): string {
  const currency = view.currencyCode
  const physical = product.goods === 'physical'
  const windows = physical
    ? deliveryWindows(currency, { ...destination, country: destination.country ?? view.defaultCountry, largeAppliance: product.largeAppliance })
    : []
  return renderToStaticMarkup(
    <ProductTrust
      goods={product.goods}
      windows={windows}
      freeDeliveryFrom={product.largeAppliance || !physical ? null : freeDeliveryThreshold(currency)}
      installationWith={physical && product.largeAppliance ? (installingDelivery(currency)?.priceInclTax ?? null) : null}
      offer={instalmentOffer(product.price, currency)}
      currency={currency}
      links={{ returns: storePath(view, '/warranty-returns'), delivery: storePath(view, '/shipping-delivery') }}
      t={t}
      money={(minor) => formatMoney(minor, view)}
    />,
  )
}
