import { useFetcher, useFetchers } from '@remix-run/react'
import { createContext, Suspense, useCallback, useContext, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'
import { lazyPanelContent, OverlayPanel } from '../ui/overlay-panel'
import type { CartData } from './cart-summary'
import type { MiniCartExtras } from './mini-cart-content'

interface MiniCartState {
  open: () => void
  close: () => void
}

// Lines and totals load when the microcart first opens, alongside its data; the service worker precaches
// the chunk for offline.
const loadContent = () => import('./mini-cart-content')
const MiniCartContent = lazyPanelContent(loadContent, '/cart', 'cart.viewCart')

const MiniCartContext = createContext<MiniCartState>({ open: () => {}, close: () => {} })

export const useMiniCart = () => useContext(MiniCartContext)

/**
 * The microcart overlay (JavaScript only; without it the cart link simply goes to /cart).
 * Opening it reloads the cart from the server, so totals are always the server's.
 */
export function MiniCartProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const href = useStorePath()
  const cart = useFetcher<{ cart: CartData | null } & MiniCartExtras>()
  const [isOpen, setOpen] = useState(false)
  const open = useCallback(() => {
    setOpen(true)
    loadContent().catch(() => {}) // MiniCartContent reports a failed load
    cart.load(href('/cart'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cart.load is stable enough; reloading on every open is intended
  }, [href])
  const close = useCallback(() => setOpen(false), [])
  const value = useMemo(() => ({ open, close }), [open, close])
  const data = cart.data?.cart
  return (
    <MiniCartContext.Provider value={value}>
      {children}
      <OverlayPanel id="minicart" title={t('cart.title')} open={isOpen} onClose={close}>
        {cart.state !== 'idle' && !data ? <p aria-live="polite">{t('common.loading')}</p> : null}
        {data && data.lines.length ? (
          <Suspense fallback={<p aria-live="polite">{t('common.loading')}</p>}>
            <MiniCartContent cart={data} extras={cart.data ?? {}} onNavigate={close} />
          </Suspense>
        ) : cart.state === 'idle' && cart.data ? (
          <p>{t('cart.empty')}</p>
        ) : null}
      </OverlayPanel>
    </MiniCartContext.Provider>
  )
}

/** Units being added right now by pending add-to-cart submissions (for the optimistic header count). */
export function usePendingCartQty(): number {
  const fetchers = useFetchers()
  return fetchers.reduce((sum, fetcher) => {
    if (fetcher.formData?.get('intent') !== 'add') return sum
    const qty = Number(fetcher.formData.get('qty') ?? 1)
    return sum + (Number.isInteger(qty) && qty > 0 ? qty : 0)
  }, 0)
}
