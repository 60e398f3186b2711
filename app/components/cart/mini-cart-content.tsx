import { Link, useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { replyFields } from '~/components/ui/field-errors'
import type { CartFormReply } from '~/schemas/cart'
import { useStorePath, useStoreView } from '~/utils/use-store'
import { useCartAnalytics } from '../analytics'
import { CartFieldError } from './cart-reply'
import { CartLines, CartTotalsTable, FreeDeliveryNote, type CartData, type SummaryShipping } from './cart-summary'

/** What the cart loader sends beside the cart, as far as the microcart shows it. */
export type MiniCartExtras = {
  freeDelivery?: string | null
  /** How the cart's totals account for delivery (the cart loader's, as checkout prices it). */
  shipping?: SummaryShipping
}

type Line = CartData['lines'][number]

/**
 * The microcart's lines, totals and ways on, named as the cart page names them, with its free-delivery note;
 * its own chunk, loaded when the microcart first opens. Each line can be removed, after the shopper says so
 * (the shop asks before removing a product, here as on the cart page).
 */
export default function MiniCartContent({ cart, extras, onNavigate }: { cart: CartData; extras: MiniCartExtras; onNavigate: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const [confirming, setConfirming] = useState<string | null>(null)
  return (
    <>
      <CartLines
        cart={cart}
        lineActions={(line) =>
          confirming === line.id ? (
            <ConfirmRemove line={line} onKeep={() => setConfirming(null)} />
          ) : (
            <RemoveLink line={line} onAsk={() => setConfirming(line.id)} />
          )
        }
      />
      <CartTotalsTable cart={cart} shipping={extras.shipping ?? { basis: 'unknown' }} />
      <FreeDeliveryNote text={extras.freeDelivery} />
      <div className="overlay-actions">
        <Link className="button" to={href('/checkout')} onClick={onNavigate}>
          {t('cart.proceedToCheckout')}
        </Link>
        <Link className="button button-ghost" to={href('/cart')} onClick={onNavigate}>
          {t('cart.viewCart')}
        </Link>
      </div>
    </>
  )
}

/**
 * "Remove": a link to the cart page's own confirmation (which works without JavaScript), answered here in
 * the microcart instead when the script runs.
 */
function RemoveLink({ line, onAsk }: { line: Line; onAsk: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <Link
      to={`${href('/cart')}?remove=${encodeURIComponent(line.id)}`}
      className="cart-remove"
      data-line-remove={line.id}
      onClick={(event) => {
        event.preventDefault()
        onAsk()
      }}
    >
      {t('cart.remove')}
      <span className="visually-hidden"> {line.name}</span>
    </Link>
  )
}

/** "Remove X from your cart?": the cart action removes it and the page (with the microcart) reloads the cart. */
function ConfirmRemove({ line, onKeep }: { line: Line; onKeep: () => void }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const location = useLocation()
  const view = useStoreView()
  const fetcher = useFetcher<CartFormReply>()
  const question = useRef<HTMLParagraphElement>(null)
  const formId = `minicart-remove-${line.id}`
  const reply = fetcher.data?.form === 'remove' ? fetcher.data : undefined
  const { lineId } = replyFields(formId, reply?.result, ['lineId'])
  useCartAnalytics(fetcher, () => ({
    sku: line.sku,
    name: line.name,
    unitPrice: line.unitPrice,
    qty: line.qty,
    currency: view.currencyCode,
  }))
  // The question takes the focus, so a screen reader reads it and the keyboard is at its buttons.
  useEffect(() => question.current?.focus(), [])
  const busy = fetcher.state !== 'idle'
  return (
    <div className="confirm-remove" role="group" aria-labelledby={`${formId}-text`}>
      <p id={`${formId}-text`} ref={question} tabIndex={-1}>
        {t('cart.confirmRemove', { name: line.name })}
      </p>
      <fetcher.Form method="post" action={href('/cart')} id={formId} className="inline-form" preventScrollReset>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <button type="submit" className="button-small" disabled={busy}>
          {t('cart.remove')}
        </button>{' '}
        <button type="button" className="button-small button-ghost" onClick={onKeep} disabled={busy}>
          {t('cart.keep')}
        </button>
        <CartFieldError id={lineId.errorId} errors={lineId.errors} />
      </fetcher.Form>
    </div>
  )
}
