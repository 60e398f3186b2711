/**
 * The mail port (docs: DESIGN.md "mail"): nodemailer over SMTP when SMTP_URL is set; otherwise every message is
 * written as an RFC 822 .eml file to DATA_DIR/mail, which any mail client opens. Nothing is sent in that mode.
 *
 * Nothing calls sendMail directly to tell a shopper something: messages are queued in the mail outbox
 * (mail-outbox.server.ts) and mail-delivery.server.ts renders and sends them. renderOrderMail writes each
 * order mail (placed, payment approved, payment failed, shipped) in the order's language: what changed,
 * what happens next in words that fit what was bought (only goods are "on their way"), the download links
 * once the order may download, lines, totals, methods, addresses, how to pay (EFT bank details, cash on
 * delivery) and the signed link to the order's status page.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { createElement } from 'react'
import { renderMailHtml } from '~/components/mail/mail-document'
import { PasswordResetMail } from '~/components/mail/notice-mails'
import { OrderMail, type MailRow as Row } from '~/components/mail/order-mail'
import { addressLines } from '~/domain/address'
import { formatDate, formatMoney } from '~/domain/money'
import { DOWNLOAD_LINK_HOURS, MAX_DOWNLOADS_PER_LINE } from '~/domain/order-history'
import { lineTitle, nextStep } from '~/domain/order-lines'
import { orderPaymentState } from '~/domain/order-payment'
import { slugify } from '~/domain/slug'
import { summaryRows } from '~/domain/summary-rows'
import { bankDetailsFor } from '~/payments/bank-details'
import { getEnv, shopOrigin } from '~/utils/env.server'
import { SITE_NAME } from '~/utils/site'
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { LOCALES, type Locale, type StoreView } from '~/utils/store-views'
import { orderStatusPath, orderStoreView } from '~/providers/orders/access.server'
import { orderDownloads, orderFulfilment } from '~/providers/orders/downloads.server'
import type { AddressDetails, OrderRecord } from '~/providers/orders/types'
import { amountDue } from '~/providers/payments/payments.server'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>
}

export interface SentMail {
  messageId: string
  /** The .eml file written, when no SMTP server is configured. */
  file?: string
}

/**
 * The longest an SMTP connection may wait for the server at any step. nodemailer's defaults (up to an hour
 * of socket silence) would outlast the outbox lease, and another instance would send the row again.
 */
export const SMTP_TIMEOUT_MS = 60_000

let smtp: { url: string; transport: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    const transport = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    })
    smtp = { url, transport }
  }
  return smtp.transport
}

/** The folder .eml files go to when there is no SMTP server. */
export function mailFolder(): string {
  return path.join(getEnv().DATA_DIR, 'mail')
}

/** Send a message over SMTP, or write it to DATA_DIR/mail/<timestamp>-<slug>.eml. Throws when that fails. */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const env = getEnv()
  const mail = {
    from: env.MAIL_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
  }
  if (env.SMTP_URL) {
    const info = (await smtpTransport(env.SMTP_URL).sendMail(mail)) as { messageId: string }
    return { messageId: info.messageId }
  }
  // The stream transport builds the exact RFC 822 message SMTP would have carried, as a Buffer.
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail)
  const file = await writeEml(info.message as Buffer, message.subject)
  return { messageId: info.messageId, file }
}

async function writeEml(content: Buffer, subject: string): Promise<string> {
  const folder = mailFolder()
  await fs.mkdir(folder, { recursive: true })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const slug = slugify(subject).slice(0, 60).replace(/-+$/, '') || 'message'
  for (let attempt = 1; ; attempt++) {
    const name = `${stamp}-${slug}${attempt > 1 ? `-${attempt}` : ''}.eml`
    const file = path.join(folder, name)
    try {
      // 'wx': never overwrite another message written in the same millisecond.
      await fs.writeFile(file, content, { flag: 'wx', mode: 0o600 })
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 50) throw error
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Order confirmation
// ---------------------------------------------------------------------------------------------

/** The order's language as one of ours: 'de-DE' as is, a bare 'de' as de-DE, else the store view's. */
function mailLocale(order: OrderRecord, view: StoreView): Locale {
  if (isLocale(order.locale)) return order.locale
  const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === order.locale.toLowerCase())
  if (byLanguage) return byLanguage
  return isLocale(view.locale) ? view.locale : 'en-US'
}

function printedAddress(address: AddressDetails | null | undefined, locale: Locale): string[] {
  if (!address) return []
  let country = address.country
  try {
    country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country
  } catch {
    // An unknown country code is shown as entered.
  }
  return addressLines(address, country)
}

/**
 * The order mails, one per change a shopper must know about: the order placed, its payment approved or
 * failed, its goods shipped. "Downloads ready" is part of whichever of them first finds the order allowed
 * to download (the confirmation of an order with nothing to pay, else the payment approved).
 */
export type OrderMailKind = 'placed' | 'payment_approved' | 'payment_failed' | 'shipped'

/** The order confirmation as subject, plain text and HTML, in the order's language. */
export async function renderOrderConfirmation(
  order: OrderRecord,
): Promise<{ subject: string; text: string; html: string; locale: Locale }> {
  return renderOrderMail(order, 'placed')
}

/** One order mail as subject, plain text and HTML, in the order's language; download links are fresh from `now`. */
export async function renderOrderMail(
  order: OrderRecord,
  kind: OrderMailKind,
  now = new Date(),
): Promise<{ subject: string; text: string; html: string; locale: Locale }> {
  const view = orderStoreView(order)
  const locale = mailLocale(order, view)
  const t = await fixedT(locale)
  const money = (minor: number) => formatMoney(minor, view)
  const statusLink = shopOrigin() + orderStatusPath(view, order)
  const state = orderPaymentState(order)
  const voucherAmount = Math.max(0, order.grandTotal - (await dueFor(order)))
  const due = order.grandTotal - voucherAmount
  const next = nextStep(await orderFulfilment(order))
  // The files go with the mail that makes them available: the approved payment, or the confirmation of an
  // order with nothing to pay. A confirmation sent late, once the order is paid, leaves them to the approval.
  const bringsDownloads = kind === 'payment_approved' || (kind === 'placed' && state === 'confirmed')
  const downloads = bringsDownloads ? await orderDownloads(order, now) : []

  const values = { number: order.number }
  const subject = {
    placed: t('mail.orderSubject', values),
    payment_approved: next === 'downloads' ? t('mail.downloadsReadySubject', values) : t('mail.paymentApprovedSubject', values),
    payment_failed: t('mail.paymentFailedSubject', values),
    shipped: t('mail.shippedSubject', values),
  }[kind]
  const name = order.details.personal?.firstName || order.details.billing?.firstName || ''
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName')
  const intro = {
    placed: t('mail.intro', values),
    payment_approved: t('mail.paymentApprovedIntro', values),
    payment_failed: t('mail.paymentFailedIntro', values),
    shipped: t('mail.shippedIntro', values),
  }[kind]
  const nextText = {
    ships: t('mail.nextShips'),
    downloads: t('mail.nextDownloads'),
    nothing_to_ship: t('mail.nextNothingToShip'),
  }[next]
  const payment: string[] = []
  if (kind === 'placed') {
    if (state === 'paid') payment.push(t('mail.paymentReceived'))
    else if (state === 'confirmed') payment.push(nextText)
    else if (state === 'awaiting_transfer') payment.push(t('mail.payByTransfer', { amount: money(due), number: order.number }))
    else if (state === 'pay_on_delivery') payment.push(t('order.payOnDeliveryText', { amount: money(due) }))
    else if (state === 'awaiting_payment' || state === 'declined') payment.push(t('mail.paymentPending'))
  } else if (kind === 'payment_approved') {
    payment.push(nextText)
  }
  const downloadRows: Row[] = downloads
    .filter((download) => download.downloadsLeft > 0)
    .map((download) => ({ label: download.name, value: shopOrigin() + download.href }))
  const downloadNote = t('mail.downloadsNote', { hours: DOWNLOAD_LINK_HOURS, times: MAX_DOWNLOADS_PER_LINE })

  const bank = state === 'awaiting_transfer' ? bankDetailsFor(order.currency) : null
  const bankRows: Row[] = bank
    ? [
        { label: t('order.bankAccountHolder'), value: bank.accountHolder },
        { label: t('order.bankName'), value: bank.bank },
        ...(bank.accountNumber ? [{ label: t('order.bankAccountNumber'), value: bank.accountNumber }] : []),
        ...(bank.branchCode ? [{ label: t('order.bankBranchCode'), value: bank.branchCode }] : []),
        ...(bank.iban ? [{ label: t('order.bankIban'), value: bank.iban }] : []),
        ...(bank.bic ? [{ label: t('order.bankBic'), value: bank.bic }] : []),
        { label: t('order.bankReference'), value: order.number, strong: true },
      ]
    : []

  const lineRows: Row[] = order.lines.map((line) => ({ label: `${line.qty} × ${lineTitle(line)}`, value: money(line.rowTotal) }))
  // The same rows and names as the cart and checkout summary (summary-rows.ts): an order always has its
  // delivery settled, chosen or not needed, so its closing row is a total.
  const totalRows: Row[] = summaryRows({
    totals: {
      subtotalInclTax: order.subtotal,
      discount: order.discount,
      shippingInclTax: order.shippingAmount,
      paymentFeeInclTax: 0,
      grandTotal: order.grandTotal,
      taxTotal: order.taxAmount,
    },
    shipping: order.details.shippingMethod ? 'chosen' : 'none',
    voucherAmount,
  }).map((row) => ({
    label: t(row.label, { code: (row.code === 'voucher' ? order.voucherCode : order.couponCode) ?? '' }),
    value: row.value === null ? t(row.note ?? '') : row.code === 'shipping' && row.value === 0 ? t('checkout.free') : money(row.value),
    strong: row.strong,
  }))
  const methodRows: Row[] = [
    { label: t('order.numberLabel'), value: order.number },
    { label: t('mail.orderDate'), value: formatDate(order.createdAt, view.dateFormat, view.timeZone) },
    {
      label: t('order.paymentMethod'),
      value: t(`checkout.payment.${order.paymentMethod}`, { defaultValue: order.details.paymentMethod?.title ?? order.paymentMethod }),
    },
    ...(order.details.shippingMethod
      ? [
          {
            label: t('order.shippingMethod'),
            value: t(`checkout.shippingMethod.${order.currency}.${order.details.shippingMethod.code}`, {
              defaultValue: order.details.shippingMethod.title,
            }),
          },
        ]
      : []),
  ]
  const shipping = printedAddress(order.details.shipping, locale)
  // A business customer's company is in the address; the tax ID they gave for the invoice follows it.
  const taxId = order.details.billing?.taxId?.trim()
  const billing = [...printedAddress(order.details.billing, locale), ...(taxId ? [t('order.taxId', { taxId })] : [])]

  // Plain text: columns are not lined up (proportional fonts make that pointless), one fact per line.
  const textRows = (rows: Row[]) => rows.map((row) => `${row.label}: ${row.value}`)
  const text = [
    greeting,
    '',
    intro,
    ...payment,
    '',
    ...(downloadRows.length
      ? [`${t('mail.downloads')}:`, ...downloadRows.map((row) => `- ${row.label}: ${row.value}`), downloadNote, '']
      : []),
    ...textRows(methodRows),
    '',
    ...(bankRows.length ? [...textRows(bankRows), ''] : []),
    `${t('mail.items')}:`,
    ...lineRows.map((row) => `- ${row.label}: ${row.value}`),
    '',
    ...textRows(totalRows),
    '',
    ...(shipping.length ? [`${t('order.shippingAddress')}:`, ...shipping, ''] : []),
    ...(billing.length ? [`${t('order.billingAddress')}:`, ...billing, ''] : []),
    t('mail.statusLink'),
    statusLink,
    '',
    t('mail.signoff'),
    SITE_NAME,
  ].join('\n')

  const html = renderMailHtml(
    createElement(OrderMail, {
      locale,
      subject,
      greeting,
      intro,
      payment,
      downloads: downloadRows.length
        ? {
            title: t('mail.downloads'),
            links: downloadRows.map((row) => ({ href: row.value, label: t('account.download', { name: row.label }) })),
            note: downloadNote,
          }
        : null,
      methodRows,
      bankRows,
      itemsTitle: t('mail.items'),
      lineRows,
      totalRows,
      addresses: [
        { title: t('order.shippingAddress'), lines: shipping },
        { title: t('order.billingAddress'), lines: billing },
      ],
      status: { intro: t('mail.statusLink'), href: statusLink, label: t('mail.statusButton') },
      signoff: t('mail.signoff'),
    }),
  )

  return { subject, text, html, locale }
}

/** The amount due of an order: from the database when the order is stored there, else its grand total. */
async function dueFor(order: OrderRecord): Promise<number> {
  try {
    return await amountDue(order.id)
  } catch {
    return order.grandTotal
  }
}

// ---------------------------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------------------------

/** The reset link mail, in the language of the page it was asked from. */
export async function renderPasswordReset(reset: {
  token: string
  redirectUrl: string
  prefix: string
  locale: string
}): Promise<{ subject: string; text: string; html: string }> {
  const locale: Locale = isLocale(reset.locale) ? reset.locale : 'en-US'
  const t = await fixedT(locale)
  const query = new URLSearchParams({ link: reset.token, redirectUrl: reset.redirectUrl })
  const link = `${shopOrigin()}${reset.prefix}/Account/Reset-Password?${query}`
  const subject = t('mail.resetSubject')
  const lines = [
    t('mail.greetingNoName'),
    '',
    t('mail.resetIntro'),
    link,
    '',
    t('mail.resetExpiry'),
    t('mail.resetIgnore'),
    '',
    t('mail.signoff'),
    SITE_NAME,
  ]
  const html = renderMailHtml(
    createElement(PasswordResetMail, {
      locale,
      subject,
      greeting: t('mail.greetingNoName'),
      intro: t('mail.resetIntro'),
      link: { href: link, label: t('mail.resetButton') },
      expiry: t('mail.resetExpiry'),
      ignore: t('mail.resetIgnore'),
      signoff: t('mail.signoff'),
    }),
  )
  return { subject, text: lines.join('\n'), html }
}
