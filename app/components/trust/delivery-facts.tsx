/**
 * Delivery and trust facts a shopper reads before buying: when the goods arrive per method, how far the
 * cart is from free delivery, the instalment price and the returns and warranty summary. All numbers
 * come from the domain's rules (app/domain/delivery.ts, payment-methods.ts) through the loaders; these
 * components only word them. Like PaymentMarks they take `t` and `money` as props, so the product page
 * can get them as server-rendered HTML (no JavaScript added to its budget).
 */
import type { DeliveryWindow, FreeDeliveryProgress } from '~/domain/delivery'
import type { InstalmentOffer } from '~/domain/payment-methods'
import type { Translate } from './payment-marks'

type Money = (minor: number) => string

/** What reaches the shopper: parcels (physical), a file to download, or a service added to the order. */
export type Goods = 'physical' | 'download' | 'service'

const daysKey = (window: DeliveryWindow) =>
  window.kind === 'pickup' ? 'delivery.collectIn' : window.region ? 'delivery.deliveredInTo' : 'delivery.deliveredIn'

/** One line per method: "Standard delivery: Delivered in 2-4 working days to Gauteng". */
export function DeliveryWindows({ windows, currency, t }: { windows: readonly DeliveryWindow[]; currency: string; t: Translate }) {
  if (!windows.length) return null
  return (
    <ul className="delivery-windows">
      {windows.map((window) => (
        <li key={window.code} data-method={window.code}>
          <strong>{t(`checkout.shippingMethod.${currency}.${window.code}`, { defaultValue: window.title })}</strong>
          {': '}
          {t(daysKey(window), {
            days: window.min === window.max ? String(window.min) : `${window.min}-${window.max}`,
            region: window.region && /^[A-Z]{2}$/.test(window.region) ? t(`checkout.country.${window.region}`) : window.region,
          })}
        </li>
      ))}
    </ul>
  )
}

/**
 * "Add R 312.00 more for free delivery" / "You qualify for free delivery"; null when no promise applies.
 * The cart loader sends it worded, so that the microcart on every page carries no delivery rules.
 */
export function freeDeliveryText(progress: FreeDeliveryProgress, t: Translate, money: Money): string | null {
  if (progress.state === 'none') return null
  return progress.state === 'qualifies'
    ? t('delivery.qualifies')
    : t('delivery.addMore', { amount: money(progress.remaining), threshold: money(progress.threshold) })
}

export function InstalmentNote({ offer, t, money }: { offer: InstalmentOffer | null; t: Translate; money: Money }) {
  if (!offer) return null
  return (
    <p className="instalment-note" data-testid="instalment-price">
      {t('trust.instalmentFrom', { amount: money(offer.monthly), months: offer.months })}
    </p>
  )
}

/** The product page's delivery, instalment and returns block. */
export function ProductTrust({
  goods,
  windows,
  freeDeliveryFrom,
  installationWith = null,
  offer,
  currency,
  links,
  t,
  money,
}: {
  goods: Goods
  windows: readonly DeliveryWindow[]
  /** The threshold of free standard delivery, when the product can have it (not a large appliance). */
  freeDeliveryFrom: number | null
  /** For a large appliance: the price of the delivery that includes its installation (installation.ts). */
  installationWith?: number | null
  offer: InstalmentOffer | null
  currency: string
  links: { returns: string; delivery: string }
  t: Translate
  money: Money
}) {
  return (
    <div className="product-trust">
      <InstalmentNote offer={offer} t={t} money={money} />
      <section className="product-delivery" aria-labelledby="product-delivery-heading">
        <h2 id="product-delivery-heading" className="product-trust-heading">
          {t('delivery.heading')}
        </h2>
        {goods === 'physical' ? (
          <>
            <DeliveryWindows windows={windows} currency={currency} t={t} />
            {freeDeliveryFrom !== null ? <p>{t('delivery.freeFrom', { amount: money(freeDeliveryFrom) })}</p> : null}
            {installationWith !== null ? (
              <p data-testid="installation-included">{t('delivery.installationIncluded', { amount: money(installationWith) })}</p>
            ) : null}
            <p>
              <a href={links.delivery}>{t('trust.deliveryLink')}</a>
            </p>
          </>
        ) : (
          // Nothing is shipped: fees and times would only raise a question.
          <p>{t(goods === 'download' ? 'delivery.download' : 'delivery.service')}</p>
        )}
      </section>
      <section className="product-returns" aria-labelledby="product-returns-heading">
        <h2 id="product-returns-heading" className="product-trust-heading">
          {t('trust.returnsHeading')}
        </h2>
        <p>{t(goods === 'download' ? 'trust.returnsDownload' : `trust.returnsSummary.${currency}`)}</p>
        <p>
          <a href={links.returns}>{t('trust.returnsLink')}</a>
        </p>
      </section>
    </div>
  )
}
