/**
 * The payment methods the shop accepts, drawn by the app (small inline SVG marks, no third-party
 * images). Translation comes in as `t` rather than from a hook, so the same markup is rendered on the
 * server for pages with a JavaScript budget (app/providers/catalog/trust-html.server.tsx) and as a component where
 * there is none (cart, checkout).
 */
import { PAYMENT_CODES } from '~/domain/payment-methods'

export type Translate = (key: string, options?: Record<string, unknown>) => string

/** The marks shown, in the order checkout lists the methods. */
const MARKS = [
  PAYMENT_CODES.cardGateway,
  PAYMENT_CODES.bankTransfer,
  PAYMENT_CODES.cashOnDelivery,
  PAYMENT_CODES.qrWallet,
  PAYMENT_CODES.payInInstalments,
  PAYMENT_CODES.payByLink,
] as const

function Glyph({ code }: { code: (typeof MARKS)[number] }) {
  switch (code) {
    case PAYMENT_CODES.cardGateway:
      return (
        <>
          <rect x="2" y="5" width="20" height="14" rx="2" />
          <path d="M2 9h20M6 15h4" />
        </>
      )
    case PAYMENT_CODES.bankTransfer:
      return <path d="M3 10 12 4l9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18" />
    case PAYMENT_CODES.cashOnDelivery:
      return (
        <>
          <rect x="2" y="6" width="20" height="12" rx="1" />
          <circle cx="12" cy="12" r="3" />
        </>
      )
    case PAYMENT_CODES.qrWallet:
      return <path d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h3v3h-3zM18 18h3v3h-3z" />
    case PAYMENT_CODES.payInInstalments:
      return (
        <>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4M7 14h2M11 14h2M15 14h2" />
        </>
      )
    case PAYMENT_CODES.payByLink:
      return <path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1" />
  }
}

export function PaymentMarks({ t }: { t: Translate }) {
  return (
    <div className="pay-marks">
      <p className="pay-marks-label">{t('trust.paymentMethods')}</p>
      <ul className="pay-marks-list" aria-label={t('trust.paymentMethods')}>
        {MARKS.map((code) => (
          <li key={code} className="pay-mark">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <Glyph code={code} />
            </svg>
            {t(`checkout.payment.${code}`)}
          </li>
        ))}
      </ul>
    </div>
  )
}
