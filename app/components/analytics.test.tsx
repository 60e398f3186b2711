import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginCheckoutEvent, cartChangeEvent, purchaseEvent, toAnalyticsEvent, viewItemEvent, type AnalyticsEvent } from '~/utils/analytics'
import { NonceProvider } from '~/utils/nonce'
import { TagManager, cartEventForSubmission, pushDataLayer } from './analytics'
import { tagManagerBootstrap } from './analytics.server'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const kettle = { sku: 'KAR-KETTLE-1', name: 'Karoo 1.7 l kettle', unitPrice: 129900, currency: 'ZAR' }

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('tag manager bootstrap', () => {
  it('renders nothing without a container id', () => {
    expect(renderToString(<TagManager containerId={null} />)).toBe('')
  })

  it('renders one inline script with the request nonce, consent denied by default', () => {
    const html = renderToString(
      <NonceProvider value="abc123">
        <TagManager containerId="GTM-TEST123" />
      </NonceProvider>,
    )
    expect(html).toMatch(/^<script nonce="abc123">/)
    expect(html).toContain('"GTM-TEST123"')
    expect(html).toContain("analytics_storage:'denied'")
    expect(html).toContain('https://www.googletagmanager.com/gtm.js?id=')
    // The nonce reaches the loaded script through the running element, never through the script text.
    expect(tagManagerBootstrap('GTM-TEST123')).not.toContain('abc123')
  })

  it('refuses anything that is not a container id (it is written into a script)', () => {
    expect(() => tagManagerBootstrap('GTM-X";alert(1);"')).toThrow()
    expect(() => tagManagerBootstrap('UA-12345')).toThrow()
  })
})

describe('pushDataLayer', () => {
  const event: AnalyticsEvent = { event: 'add_to_cart', ecommerce: { currency: 'ZAR', value: 1299, items: [] } }

  it('does nothing when the tag manager is not on the page', () => {
    expect(pushDataLayer(event)).toBe(false)
    vi.stubGlobal('window', {})
    expect(pushDataLayer(event)).toBe(false)
  })

  it('clears the previous e-commerce object, then pushes the event', () => {
    const dataLayer: unknown[] = []
    vi.stubGlobal('window', { dataLayer })
    expect(pushDataLayer(event)).toBe(true)
    expect(dataLayer).toEqual([{ ecommerce: null }, event])
  })

  it('warns and drops a purchase without a transaction id', () => {
    const dataLayer: unknown[] = []
    vi.stubGlobal('window', { dataLayer })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(pushDataLayer({ event: 'purchase', ecommerce: { currency: 'ZAR', value: 1, items: [] } })).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('transaction_id'))
    expect(dataLayer).toEqual([])
  })
})

describe('cart events from fetcher submissions', () => {
  it('add_to_cart with the quantity added, in major units', () => {
    expect(cartEventForSubmission(form({ intent: 'add', sku: 'KAR-KETTLE-1', qty: '2' }), kettle)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'ZAR',
        value: 2598,
        items: [{ item_id: 'KAR-KETTLE-1', item_name: 'Karoo 1.7 l kettle', price: 1299, quantity: 2, google_business_vertical: 'retail' }],
      },
    })
  })

  it('remove_from_cart for a remove, or an update to 0, with the quantity that was in the cart', () => {
    const line = { ...kettle, qty: 3 }
    expect(cartEventForSubmission(form({ intent: 'remove', lineId: 'x' }), line)?.ecommerce.items[0]?.quantity).toBe(3)
    expect(cartEventForSubmission(form({ intent: 'update', lineId: 'x', qty: '0' }), line)?.event).toBe('remove_from_cart')
  })

  it('nothing for other intents or an unknown line', () => {
    expect(cartEventForSubmission(form({ intent: 'update', qty: '4' }), kettle)).toBeNull()
    expect(cartEventForSubmission(form({ intent: 'coupon', code: 'X' }), kettle)).toBeNull()
    expect(cartEventForSubmission(form({ intent: 'add' }), null)).toBeNull()
  })
})

describe('analytics events', () => {
  it('a purchase carries the order number, totals and items, and no e-mail or phone', () => {
    const event = purchaseEvent({
      number: 'KZA-000042',
      currency: 'ZAR',
      grandTotal: 139900,
      taxAmount: 18248,
      shippingAmount: 10000,
      couponCode: null,
      paymentMethod: 'cardgateway',
      lines: [{ sku: 'KAR-KETTLE-1', name: 'Kettle', qty: 1, unitPrice: 129900, discount: 0 }],
    })
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'KZA-000042',
        currency: 'ZAR',
        value: 1399,
        tax: 182.48,
        shipping: 100,
        payment_type: 'cardgateway',
        items: [{ item_id: 'KAR-KETTLE-1', item_name: 'Kettle', price: 1299, quantity: 1, google_business_vertical: 'retail' }],
      },
    })
  })

  it('reads loader data in either shape: nested, or flat as the checkout writes it', () => {
    const flat = {
      event: 'begin_checkout',
      currency: 'EUR',
      value: 12.5,
      coupon: null,
      items: [{ item_id: 'A', item_variant: undefined, item_name: 'A', price: 12.5, quantity: 1 }],
    }
    expect(toAnalyticsEvent(flat)).toEqual({
      event: 'begin_checkout',
      ecommerce: {
        currency: 'EUR',
        value: 12.5,
        items: [{ item_id: 'A', item_name: 'A', price: 12.5, quantity: 1, google_business_vertical: 'retail' }],
      },
    })
    const nested = { event: 'purchase', ecommerce: { transaction_id: 'X', currency: 'ZAR', value: 1, items: [] } }
    expect(toAnalyticsEvent(nested)).toEqual(nested)
    expect(toAnalyticsEvent(null)).toBeNull()
    expect(toAnalyticsEvent({ event: 'page_view', currency: 'ZAR', value: 1, items: [] })).toBeNull()
    expect(toAnalyticsEvent({ event: 'purchase', currency: 'ZAR', items: [] })).toBeNull()
  })

  it('every item of every event carries the business vertical retail', () => {
    const line = { sku: 'KAR-KETTLE-1', name: 'Kettle', unitPrice: 129900 }
    const events = [
      beginCheckoutEvent({ currency: 'ZAR', grandTotal: 129900, lines: [{ ...line, qty: 1 }] }),
      viewItemEvent({ sku: line.sku, name: line.name, price: line.unitPrice, currency: 'ZAR' }),
      cartChangeEvent('add_to_cart', line, 1, 'ZAR'),
      cartChangeEvent('remove_from_cart', line, 1, 'ZAR'),
      purchaseEvent({
        number: 'KZA-1',
        currency: 'ZAR',
        grandTotal: 1,
        taxAmount: 0,
        shippingAmount: 0,
        couponCode: null,
        paymentMethod: 'cardgateway',
        lines: [{ ...line, qty: 1, discount: 0 }],
      }),
      toAnalyticsEvent({
        event: 'add_to_cart',
        currency: 'ZAR',
        value: 1,
        items: [{ item_id: 'A', item_name: 'A', price: 1, quantity: 1 }],
      })!,
    ]
    expect(events.map((event) => event.event)).toEqual([
      'begin_checkout',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'purchase',
      'add_to_cart',
    ])
    for (const event of events) {
      expect(event.ecommerce.items.map((item) => item.google_business_vertical)).toEqual(['retail'])
    }
  })
})
