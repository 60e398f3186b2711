import { useTranslation } from 'react-i18next'
import { EAN13_WIDTH, ean13Bars } from '~/domain/loyalty-card'

/** Bar height in modules: the specification's 69.24 mm : 0.33 mm ratio, rounded. */
const HEIGHT = 60

/**
 * The loyalty card as the till scans it: an EAN-13 drawn as crisp SVG rectangles on white (a scanner
 * needs the contrast in dark mode too), with its quiet zones, and the number in text for typing it in.
 */
export function LoyaltyCard({ number }: { number: string }) {
  const { t } = useTranslation()
  const label = t('account.loyaltyBarcode', { number })
  return (
    <figure className="loyalty-card">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${EAN13_WIDTH} ${HEIGHT}`}
        width={EAN13_WIDTH * 3}
        height={HEIGHT * 2}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        data-code={number}
      >
        <title>{label}</title>
        <rect width={EAN13_WIDTH} height={HEIGHT} fill="#fff" />
        {ean13Bars(number).map(([x, width]) => (
          <rect key={x} x={x} width={width} height={HEIGHT} fill="#000" />
        ))}
      </svg>
      <figcaption>
        {t('account.loyaltyNumber')} <span className="loyalty-card-number">{number}</span>
      </figcaption>
    </figure>
  )
}
