import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Toast } from '~/utils/session.server'
import { useStorePath } from '~/utils/use-store'

/** Notification lifetime (SPEC.md section 9: 10 000 ms by default). */
const TOAST_LIFETIME_MS = 10_000

/**
 * A flash notification. Without JavaScript it simply stays on the page it arrived with;
 * with JavaScript it can be dismissed and fades after its lifetime.
 */
export function ToastMessage({ toast }: { toast: Toast }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const href = useStorePath()
  useEffect(() => {
    setOpen(true)
    const timer = setTimeout(() => setOpen(false), TOAST_LIFETIME_MS)
    return () => clearTimeout(timer)
  }, [toast])
  if (!open) return null
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
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
