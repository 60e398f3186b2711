import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notificationLifetimeMs } from '~/domain/notifications'
import type { Toast } from '~/utils/session.server'
import { useStorePath } from '~/utils/use-store'

/**
 * A flash notification. It belongs to the page it arrived with: without JavaScript the next page is a new
 * document without it; with JavaScript it is hidden as soon as the shopper moves to another page, though
 * the shell's data that carried it is kept. It can be dismissed, and fades after its lifetime unless it
 * offers a way on (notificationLifetimeMs).
 */
export function ToastMessage({ toast, id }: { toast: Toast; id?: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const href = useStorePath()
  const location = useLocation()
  // The page (history entry) this toast arrived with; a new toast arrives with the page it is shown on.
  const [arrival, setArrival] = useState({ toast, page: location.key })
  if (arrival.toast !== toast) setArrival({ toast, page: location.key })
  const lifetime = notificationLifetimeMs(toast)
  useEffect(() => {
    setOpen(true)
    if (lifetime === null) return
    const timer = setTimeout(() => setOpen(false), lifetime)
    return () => clearTimeout(timer)
  }, [toast, lifetime])
  // A toast in its own place (id) takes the focus when it arrives, so that the shopper is taken to it.
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (id) box.current?.focus()
  }, [toast, id])
  if (!open || (arrival.toast === toast && arrival.page !== location.key)) return null
  return (
    <div
      className={`toast toast-${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      id={id}
      ref={box}
      tabIndex={id ? -1 : undefined}
    >
      <p>{t(toast.message, toast.params ?? {})}</p>
      {toast.notes?.length ? (
        <ul className="toast-notes">
          {toast.notes.map((note, i) => (
            <li key={i}>{t(note.message, note.params ?? {})}</li>
          ))}
        </ul>
      ) : null}
      <div className="toast-actions">
        {toast.checkoutAction ? (
          <Link className="button button-small" to={href('/checkout')}>
            {t('cart.proceedToCheckout')}
          </Link>
        ) : null}
        <a className="button button-small button-ghost" href="#main" onClick={(e) => (e.preventDefault(), setOpen(false))}>
          {t('common.ok')}
        </a>
      </div>
    </div>
  )
}
