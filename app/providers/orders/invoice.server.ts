/**
 * The invoice of an order: print-ready HTML the shopper opens from the order page (guest status page or
 * "My orders"), in the language of the store view the order was placed in. The seller is the store view's
 * (~/providers/orders/seller.server); the buyer is the order's billing address with its company and tax ID, when given.
 * The invoice number is the order number: one order, one invoice, numbered without gaps by the order
 * sequence. Lines show their price incl. VAT; the VAT summary (~/domain/invoice) adds up to the order's
 * totals to the cent.
 */
import { addressLines } from '~/domain/address'
import { formatRate, vatByRate, vatTotals, type TaxedAmount, type VatGroup } from '~/domain/invoice'
import { formatMoney } from '~/domain/money'
import { taxIncludedIn } from '~/domain/tax'
import { amountDueLabel, shippingBasis, totalLabel } from '~/domain/summary-rows'
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { sellerFor, type Seller } from './seller.server'
import { brandTitle } from '~/utils/seo'
import type { Locale, StoreView } from '~/utils/store-views'
import { storeTaxRateBp } from '~/providers/cart/pricing.server'
import { getDb } from '~/server/db.server'
import { escapeHtml } from '~/utils/escape-html'
import { orderStoreView } from './access.server'
import type { AddressDetails, OrderRecord } from './types'
import { amountDue } from '~/providers/payments/payments.server'
import { optionText } from '~/domain/order-lines'

export interface InvoiceLine {
  name: string
  details: string
  qty: number
  unitPrice: number
  rateBp: number
  /** Unit price × quantity, incl. VAT, before the coupon (shown as its own row). */
  total: number
}

export interface Invoice {
  locale: Locale
  view: StoreView
  seller: Seller
  number: string
  orderNumber: string
  date: string
  buyer: { company: string | null; taxId: string | null; address: string[]; email: string }
  lines: InvoiceLine[]
  discount: number
  couponCode: string | null
  shipping: { title: string; amount: number; rateBp: number } | null
  vat: VatGroup[]
  totals: { net: number; tax: number; gross: number }
  voucherAmount: number
  voucherCode: string | null
  amountDue: number
  paymentMethod: string
}

/** What the checkout kept of its totals with the order (older orders lack the shipping rate). */
interface StoredTotals {
  shippingTax?: number
  shippingTaxRateBp?: number
}

async function storedTotals(orderId: string): Promise<StoredTotals> {
  const row = await getDb().selectFrom('sales_order').select('totals').where('id', '=', orderId).executeTakeFirst()
  try {
    const value = JSON.parse(row?.totals ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as StoredTotals) : {}
  } catch {
    return {}
  }
}

/** The invoice of an order, in its store view's language. The caller has checked who may see it. */
export async function orderInvoice(order: OrderRecord): Promise<Invoice> {
  const view = orderStoreView(order)
  const locale: Locale = isLocale(view.locale) ? view.locale : 'en-US'
  const t = await fixedT(locale)
  const stored = await storedTotals(order.id)
  const shippingRateBp = stored.shippingTaxRateBp ?? (await storeTaxRateBp(view))
  const hasShipping = Boolean(order.details.shippingMethod) || order.shippingAmount > 0
  const shippingTax = stored.shippingTax ?? taxIncludedIn(order.shippingAmount, shippingRateBp)

  const taxed: TaxedAmount[] = order.lines.map((line) => ({
    gross: line.rowTotal - line.discount,
    rateBp: line.taxRateBp,
    tax: line.taxAmount,
  }))
  if (hasShipping) taxed.push({ gross: order.shippingAmount, rateBp: shippingRateBp, tax: shippingTax })
  const vat = vatByRate(taxed)
  const due = await amountDue(order.id).catch(() => order.grandTotal)
  const billing = order.details.billing
  const shippingMethod = order.details.shippingMethod

  return {
    locale,
    view,
    seller: sellerFor(order.storeCode),
    number: order.number,
    orderNumber: order.number,
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: view.timeZone }).format(new Date(order.createdAt)),
    buyer: {
      company: billing?.company?.trim() || null,
      taxId: billing?.taxId?.trim() || null,
      address: billing ? addressLines({ ...billing, company: undefined }, countryName(billing, locale)) : [],
      email: order.email,
    },
    lines: order.lines.map((line) => ({
      name: line.name,
      details: [line.sku, ...line.options.map(optionText)].join(' · '),
      qty: line.qty,
      unitPrice: line.unitPrice,
      rateBp: line.taxRateBp,
      total: line.rowTotal,
    })),
    discount: order.discount,
    couponCode: order.couponCode,
    shipping: hasShipping
      ? {
          title: shippingMethod
            ? t(`checkout.shippingMethod.${order.currency}.${shippingMethod.code}`, { defaultValue: shippingMethod.title })
            : t('cart.shipping'),
          amount: order.shippingAmount,
          rateBp: shippingRateBp,
        }
      : null,
    vat,
    totals: vatTotals(vat),
    voucherAmount: Math.max(0, order.grandTotal - due),
    voucherCode: order.voucherCode,
    amountDue: due,
    paymentMethod: t(`checkout.payment.${order.paymentMethod}`, {
      defaultValue: order.details.paymentMethod?.title ?? order.paymentMethod,
    }),
  }
}

function countryName(address: AddressDetails, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country
  } catch {
    return address.country
  }
}

/**
 * The invoice as a whole HTML document: no shop header, footer or navigation, an A4 print stylesheet, and a
 * Print button that a small inline script shows and wires to window.print(). Without JavaScript the button
 * stays hidden and the browser's own print command (Ctrl+P) prints the same page.
 */
export async function renderInvoiceHtml(invoice: Invoice, options: { nonce: string; backHref: string }): Promise<string> {
  const t = await fixedT(invoice.locale)
  const { view, seller, buyer } = invoice
  const e = escapeHtml
  const money = (minor: number) => e(formatMoney(minor, view))
  const rate = (bp: number) => e(formatRate(bp, view.decimalSeparator))
  const nonce = e(options.nonce)
  const title = t('invoice.title', { number: invoice.number })

  const lineRows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${e(line.name)}<br><small>${e(line.details)}</small></td><td class="num">${money(line.unitPrice)}</td>` +
        `<td class="num">${line.qty}</td><td class="num">${rate(line.rateBp)}</td><td class="num">${money(line.total)}</td></tr>`,
    )
    .join('')
  const discountRow =
    invoice.discount > 0
      ? `<tr><td colspan="4">${e(t('cart.discount', { code: invoice.couponCode ?? '' }))}</td><td class="num">${money(-invoice.discount)}</td></tr>`
      : ''
  // An order is invoiced with its delivery chosen, or with nothing to ship.
  const basis = shippingBasis({ virtual: invoice.shipping === null, chosen: invoice.shipping !== null, estimated: false })
  const shippingRow = invoice.shipping
    ? `<tr><td>${e(t('cart.shipping'))}<br><small>${e(invoice.shipping.title)}</small></td><td class="num">${money(invoice.shipping.amount)}</td>` +
      `<td class="num">1</td><td class="num">${rate(invoice.shipping.rateBp)}</td><td class="num">${money(invoice.shipping.amount)}</td></tr>`
    : ''
  const vatRows = invoice.vat
    .map(
      (group) =>
        `<tr data-vat-rate="${group.rateBp}"><th scope="row">${rate(group.rateBp)}</th><td class="num">${money(group.net)}</td>` +
        `<td class="num">${money(group.tax)}</td><td class="num">${money(group.gross)}</td></tr>`,
    )
    .join('')
  const fact = (label: string, value: string) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`
  const totalRow = (label: string, value: string, strong = false) =>
    `<tr${strong ? ' class="grand"' : ''}><th scope="row">${e(label)}</th><td class="num">${value}</td></tr>`

  return [
    '<!doctype html>',
    `<html lang="${e(view.hreflang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<meta name="robots" content="noindex, nofollow"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // Named like every page of the shop (the browser's print-to-PDF takes it as the file name too).
    `<title>${e(brandTitle(title))}</title>`,
    `<style nonce="${nonce}">${INVOICE_CSS}</style></head><body>`,
    '<nav class="screen-only">',
    `<a href="${e(options.backHref)}">${e(t('invoice.backToOrder'))}</a>`,
    `<button type="button" id="print" hidden>${e(t('invoice.print'))}</button>`,
    `<p>${e(t('invoice.printHint'))}</p>`,
    '</nav>',
    '<main class="invoice">',
    '<header class="parties">',
    `<section aria-labelledby="seller"><h2 id="seller">${e(t('invoice.seller'))}</h2>`,
    `<p><strong>${e(seller.legalName)}</strong><br>${seller.address.map(e).join('<br>')}</p>`,
    `<dl>${fact(t(seller.vatLabel), seller.vatNumber)}${seller.registration ? fact(t('invoice.registration'), seller.registration) : ''}${fact(t('invoice.email'), seller.email)}</dl>`,
    '</section>',
    `<section aria-labelledby="buyer"><h2 id="buyer">${e(t('invoice.buyer'))}</h2>`,
    `<p>${buyer.company ? `<strong data-buyer-company>${e(buyer.company)}</strong><br>` : ''}${buyer.address.map(e).join('<br>')}</p>`,
    buyer.taxId ? `<dl>${fact(t('invoice.buyerTaxId'), buyer.taxId)}</dl>` : '',
    '</section>',
    '</header>',
    `<h1>${e(t('invoice.heading'))}</h1>`,
    `<dl class="facts">${fact(t('invoice.number'), invoice.number)}${fact(t('invoice.date'), invoice.date)}${fact(t('order.numberLabel'), invoice.orderNumber)}${fact(t('order.paymentMethod'), invoice.paymentMethod)}</dl>`,
    '<table class="lines">',
    `<caption>${e(t('invoice.lines'))}</caption>`,
    `<thead><tr><th scope="col">${e(t('invoice.item'))}</th><th scope="col" class="num">${e(t('invoice.unitPrice'))}</th>` +
      `<th scope="col" class="num">${e(t('invoice.qty'))}</th><th scope="col" class="num">${e(t('invoice.vatRate'))}</th>` +
      `<th scope="col" class="num">${e(t('invoice.lineTotal'))}</th></tr></thead>`,
    `<tbody>${lineRows}${shippingRow}${discountRow}</tbody>`,
    '</table>',
    '<table class="vat">',
    `<caption>${e(t('invoice.vatSummary'))}</caption>`,
    `<thead><tr><th scope="col">${e(t('invoice.vatRate'))}</th><th scope="col" class="num">${e(t('invoice.net'))}</th>` +
      `<th scope="col" class="num">${e(t('invoice.vat'))}</th><th scope="col" class="num">${e(t('invoice.gross'))}</th></tr></thead>`,
    `<tbody>${vatRows}</tbody>`,
    '</table>',
    '<table class="totals"><tbody>',
    totalRow(t('invoice.totalNet'), money(invoice.totals.net)),
    totalRow(t('invoice.totalVat'), money(invoice.totals.tax)),
    // Named by the rule every summary reads (summary-rows.ts): an invoiced order's delivery is settled.
    totalRow(t(totalLabel(basis)), money(invoice.totals.gross), true),
    ...(invoice.voucherAmount > 0
      ? [
          totalRow(t('cart.voucher', { code: invoice.voucherCode ?? '' }), money(-invoice.voucherAmount)),
          totalRow(t(amountDueLabel(basis)), money(invoice.amountDue), true),
        ]
      : []),
    '</tbody></table>',
    `<p class="note">${e(t('invoice.pricesInclVat'))}</p>`,
    '</main>',
    `<script nonce="${nonce}">(function(b){if(!b)return;b.hidden=false;b.addEventListener('click',function(){window.print()})})(document.getElementById('print'))</script>`,
    '</body></html>',
  ].join('')
}

/** The invoice page as the answer to a request that may see the order: private, never stored. */
export async function invoiceResponse(order: OrderRecord, options: { nonce: string; backHref: string }): Promise<Response> {
  const html = await renderInvoiceHtml(await orderInvoice(order), options)
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      // Saving the page gives a file named after the invoice.
      'Content-Disposition': `inline; filename="invoice-${order.number.replace(/[^\w-]/g, '')}.html"`,
      'X-Robots-Tag': 'noindex',
    },
  })
}

/** On screen a readable page (on a phone the wide tables scroll in their own box); on paper A4 with the shop's navigation gone and tables kept whole. */
const INVOICE_CSS = `
*{box-sizing:border-box}
body{font:15px/1.45 Arial,Helvetica,sans-serif;color:#1a1a1a;margin:0;padding:16px;background:#f4f4f2}
.invoice{background:#fff;max-width:210mm;margin:0 auto;padding:16mm 14mm}
.screen-only{max-width:210mm;margin:0 auto 12px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.screen-only p{margin:0;color:#555;font-size:13px}
button{font:inherit;padding:8px 16px;border:1px solid #0f5c4d;background:#0f5c4d;color:#fff;border-radius:4px;cursor:pointer}
a{color:#0f5c4d}
h1{font-size:22px;margin:24px 0 8px}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#555;margin:0 0 4px}
.parties{display:flex;gap:24px;justify-content:space-between;flex-wrap:wrap}
.parties section{flex:1 1 40%}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:8px 0}
dt{color:#555}dd{margin:0}
table{width:100%;border-collapse:collapse;margin:16px 0}
caption{text-align:left;font-weight:bold;margin-bottom:4px}
th,td{padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #1a1a1a;font-size:13px}
.num{text-align:right;white-space:nowrap}
small{color:#555}
.vat,.totals{width:auto;margin-left:auto;min-width:60%}
.totals th{font-weight:normal}
.grand th,.grand td{font-weight:bold;border-top:2px solid #1a1a1a}
.note{font-size:13px;color:#555}
@media screen and (max-width:40rem){
body{padding:8px}
.invoice{padding:16px 12px}
th,td{padding:4px}
.lines,.vat{font-size:13px}
thead th.num{white-space:normal}
.lines,.vat{display:block;max-width:100%;overflow-x:auto}
}
@media print{
@page{size:A4;margin:15mm}
body{background:none;padding:0;font-size:11pt}
.screen-only{display:none}
.invoice{max-width:none;margin:0;padding:0}
tr,.parties{break-inside:avoid}
thead{display:table-header-group}
a{color:inherit;text-decoration:none}
}
`
