/**
 * The tag manager in the page, and the events pushed to it. With no GTM_ID nothing is
 * rendered and nothing is pushed: `window.dataLayer` exists only when the bootstrap below ran.
 *
 * Privacy first: consent defaults to "denied" for analytics and advertising storage until a consent banner
 * grants it (grantAnalyticsConsent), and no event carries an e-mail address or phone number.
 */
import { useEffect, useRef } from 'react'
import { analyticsEventProblem, cartChangeEvent, toAnalyticsEvent, type AnalyticsEvent, type ItemSource } from '~/utils/analytics'
import { useNonce } from '~/utils/nonce'
import { tagManagerBootstrap } from './analytics.server'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Render in the document <head> when the root loader's `gtmId` is set; renders nothing otherwise. */
export function TagManager({ containerId }: { containerId: string | null | undefined }) {
  const nonce = useNonce()
  if (!containerId) return null
  // The bootstrap's text is written by the server alone (analytics.server.ts), so it stays out of the
  // browser's bundle: the browser runs it from the document, hydration keeps an element's inner HTML as the
  // server sent it, and a script React itself inserts never runs.
  const bootstrap = typeof document === 'undefined' ? tagManagerBootstrap(containerId) : ''
  return (
    <script
      nonce={nonce}
      // The browser hides the nonce after parsing, so the client renders '' where the server sent a value.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: bootstrap }}
    />
  )
}

/**
 * Push one e-commerce event. Returns false (and pushes nothing) when the tag manager is not on the page, or
 * when the event lacks an id it needs (that is logged as a warning).
 */
export function pushDataLayer(event: AnalyticsEvent): boolean {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return false
  const problem = analyticsEventProblem(event)
  if (problem) {
    console.warn(problem)
    return false
  }
  // GA4 merges e-commerce objects across pushes; clearing it first keeps events from mixing their items.
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push(event)
  return true
}

/** For a consent banner: let the tag manager use analytics storage from now on. */
export function grantAnalyticsConsent(): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return
  // gtag() commands are pushed as an arguments object, which is what the tag manager looks for.
  const push = function (..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments)
  }
  push('consent', 'update', { analytics_storage: 'granted' })
}

/**
 * Push an event from loader data once, after the page has rendered in the browser (begin_checkout from the
 * checkout loader's `analytics`, purchase from the order status loader's `analytics`). Accepts the
 * `{ event, ecommerce }` shape or a flat `{ event, currency, value, items }` one; anything else is ignored.
 */
export function useDataLayerEvent(data: unknown): void {
  const pushed = useRef<string | null>(null)
  const key = data ? JSON.stringify(data) : null
  useEffect(() => {
    if (!key || pushed.current === key) return
    pushed.current = key
    const event = toAnalyticsEvent(JSON.parse(key))
    if (event) pushDataLayer(event)
  }, [key])
}

/** What the cart form's line is, for its analytics event (amounts in minor units). */
export type CartAnalyticsLine = Omit<ItemSource, 'qty'> & {
  currency: string
  /** The quantity in the cart before a remove (the number of units removed). */
  qty?: number
}

/** A fetcher as far as this hook cares. */
export interface FetcherLike {
  state: 'idle' | 'submitting' | 'loading'
  formData?: FormData
}

/**
 * add_to_cart / remove_from_cart from a cart fetcher: call it next to useFetcher() in the add-to-cart form or
 * a cart line, with a function that says which line the submitted form is about. The event is pushed when
 * the submission has finished (intent "add"; intent "remove", or "update" to quantity 0).
 *
 *   const fetcher = useFetcher()
 *   useCartAnalytics(fetcher, () => ({ sku, name, unitPrice, currency }))
 */
export function useCartAnalytics(fetcher: FetcherLike, lineFor: (form: FormData) => CartAnalyticsLine | null): void {
  const submitted = useRef<FormData | null>(null)
  const describe = useRef(lineFor)
  describe.current = lineFor
  useEffect(() => {
    if (fetcher.state === 'submitting' && fetcher.formData) {
      submitted.current = fetcher.formData
      return
    }
    if (fetcher.state !== 'idle' || !submitted.current) return
    const form = submitted.current
    submitted.current = null
    const event = cartEventForSubmission(form, describe.current(form))
    if (event) pushDataLayer(event)
  }, [fetcher.state, fetcher.formData])
}

/** The analytics event for a finished cart form submission, or null when it is not an add or a remove. */
export function cartEventForSubmission(form: FormData, line: CartAnalyticsLine | null): AnalyticsEvent | null {
  if (!line) return null
  const intent = form.get('intent')
  const qty = Number(form.get('qty') ?? '1')
  if (intent === 'add') return cartChangeEvent('add_to_cart', line, Number.isFinite(qty) ? qty : 1, line.currency)
  if (intent === 'remove' || (intent === 'update' && qty === 0)) {
    return cartChangeEvent('remove_from_cart', line, line.qty ?? 1, line.currency)
  }
  return null
}
