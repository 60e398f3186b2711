import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withOutbox } from '~/utils/outbox.client'
import { useStorePath } from '~/utils/use-store'
import { OUTBOX_TAG, type QueuedOrder } from '~/worker/outbox'

/** A retry is never planned sooner than this, whatever the clocks of tabs and worker say. */
const MIN_WAIT = 1_000

/**
 * The orders in this browser's outbox, on every page: sends the due ones on load, when the connection
 * returns and when a retry falls due (the triggers every browser has), and tells the shopper what came
 * of them. Loaded lazily after hydration, so it costs the budgeted pages nothing on first load.
 */
export default function OrderOutbox() {
  const { t } = useTranslation()
  const href = useStorePath()
  const [orders, setOrders] = useState<QueuedOrder[]>([])
  // Placed orders leave the outbox as soon as one page shows them; this page keeps showing the link.
  const [placed, setPlaced] = useState<QueuedOrder[]>([])
  const send = useRef<(early?: boolean) => Promise<void>>(async () => {})

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    async function refresh() {
      const listed = await withOutbox((box) => box.list())
      if (stopped || !listed) return
      setOrders(listed.filter((order) => order.state !== 'placed'))
      const done = listed.filter((order) => order.state === 'placed')
      if (done.length === 0) return
      setPlaced((shown) => [...shown, ...done.filter((order) => !shown.some((s) => s.idempotencyKey === order.idempotencyKey))])
      await withOutbox((box) => Promise.all(done.map((order) => box.forget(order.idempotencyKey))))
    }
    send.current = async (early = false) => {
      clearTimeout(timer)
      // Offline every attempt would fail: the `online` event calls again.
      if (!navigator.onLine) return
      const next = await withOutbox((box) => box.sendDue({ early }))
      await refresh()
      if (!stopped && next != null) timer = setTimeout(() => void send.current(), Math.max(next - Date.now(), MIN_WAIT))
    }
    const onOnline = () => void send.current(true)
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_TAG)
    if (channel) channel.onmessage = () => void refresh()
    window.addEventListener('online', onOnline)
    void refresh().then(() => send.current())
    return () => {
      stopped = true
      clearTimeout(timer)
      channel?.close()
      window.removeEventListener('online', onOnline)
    }
  }, [])

  async function confirm(key: string) {
    await withOutbox((box) => box.confirm(key))
    await send.current()
  }

  async function dismiss(key: string) {
    await withOutbox((box) => box.forget(key))
    setOrders((current) => current.filter((order) => order.idempotencyKey !== key))
  }

  if (orders.length === 0 && placed.length === 0) return null
  return (
    <div className="order-outbox">
      {orders.map((order) =>
        order.state === 'waiting' ? (
          <div key={order.idempotencyKey} className="toast toast-warning" role="status">
            <p>
              <strong>{t('outbox.waiting')}</strong>
            </p>
            {/* A confirmed order (every one when sending is automatic) goes by itself: nothing to click. */}
            {order.confirmed ? (
              <p>{t('outbox.sendsWhenOnline')}</p>
            ) : (
              <button type="button" className="button button-small" onClick={() => void confirm(order.idempotencyKey)}>
                {t('outbox.confirm')}
              </button>
            )}
          </div>
        ) : (
          <div key={order.idempotencyKey} className="toast toast-error" role="alert">
            <p>
              <strong>{t('outbox.notPlaced')}</strong>
            </p>
            <p>{t(order.reason?.message ?? 'outbox.refused', order.reason?.params ?? {})}</p>
            <div className="toast-actions">
              <a className="button button-small" href={order.to ?? href('/cart')}>
                {t('outbox.reviewCart')}
              </a>
              <button type="button" className="button button-small button-ghost" onClick={() => void dismiss(order.idempotencyKey)}>
                {t('common.ok')}
              </button>
            </div>
          </div>
        ),
      )}
      {placed.map((order) => (
        <div key={order.idempotencyKey} className="toast toast-success" role="status">
          <p>{t('outbox.placed')}</p>
          <a className="button button-small" href={order.to}>
            {t('outbox.viewOrder')}
          </a>
        </div>
      ))}
    </div>
  )
}
