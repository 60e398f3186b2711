/**
 * The product page's delivery and trust block. Its facts come from the domain's rules, which are server code
 * (the page's JavaScript budget has no room for them): `productTrustFacts` reads them as plain data. A
 * document draws the block here, on the server, and the browser keeps that markup (PagePiece, decision
 * 0034); a client-side navigation's data carries the facts and the page renders the same component from
 * them. (The footer's payment marks are drawn by the server into the document once:
 * app/components/layout/shell.server.tsx.)
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ComponentProps } from 'react'
import { ProductTrust, type Goods } from '~/components/trust/delivery-facts'
import type { Translate } from '~/components/trust/payment-marks'
import { deliveryWindows, freeDeliveryThreshold, type DeliveryDestination } from '~/domain/delivery'
import { installingDelivery } from '~/domain/installation'
import { formatMoney } from '~/domain/money'
import { instalmentOffer } from '~/domain/payment-methods'
import { storePath, type StoreView } from '~/utils/store-views'

/** What ProductTrust shows, without the page's translation and money format: data a loader may return. */
export type ProductTrustFacts = Omit<ComponentProps<typeof ProductTrust>, 't' | 'money'>

export interface TrustProduct {
  price: number
  largeAppliance: boolean
  goods: Goods
}

export function productTrustFacts(view: StoreView, product: TrustProduct, destination: DeliveryDestination): ProductTrustFacts {
  const currency = view.currencyCode
  const physical = product.goods === 'physical'
  const windows = physical
    ? deliveryWindows(currency, {
        ...destination,
        country: destination.country ?? view.defaultCountry,
        largeAppliance: product.largeAppliance,
      })
    : []
  return {
    goods: product.goods,
    windows,
    freeDeliveryFrom: product.largeAppliance || !physical ? null : freeDeliveryThreshold(currency),
    installationWith: physical && product.largeAppliance ? (installingDelivery(currency)?.priceInclTax ?? null) : null,
    offer: instalmentOffer(product.price, currency),
    currency,
    links: { returns: storePath(view, '/warranty-returns'), delivery: storePath(view, '/shipping-delivery') },
  }
}

/** The block as the server draws it into a document. */
export function productTrustHtml(view: StoreView, t: Translate, product: TrustProduct, destination: DeliveryDestination): string {
  return productTrustFactsHtml(view, t, productTrustFacts(view, product, destination))
}

/** The block drawn from its facts: the markup the page renders from a navigation's data. */
export function productTrustFactsHtml(view: StoreView, t: Translate, facts: ProductTrustFacts): string {
  return renderToStaticMarkup(<ProductTrust {...facts} t={t} money={(minor) => formatMoney(minor, view)} />)
}
