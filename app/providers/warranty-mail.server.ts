/**
 * The warranty registration's confirmation mail, in the language the shopper registered in.
 * Everything the shopper typed is escaped in the HTML part: a model "number" of `<script>` arrives as text.
 */
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { SITE_NAME } from '~/utils/site'
import type { Locale } from '~/utils/store-views'
import { escapeHtml } from './mail.server'
import { registrationForMail } from './warranty.server'

/** A calendar day (YYYY-MM-DD) written the way the reader's language writes dates. */
function calendarDay(value: string, locale: Locale): string {
  const date = new Date(`${value}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** Null when the registration is gone (the delivery worker then gives the message up). */
export async function renderWarrantyConfirmation(registrationId: string): Promise<{ subject: string; text: string; html: string } | null> {
  const registration = await registrationForMail(registrationId)
  if (!registration) return null
  const locale: Locale = isLocale(registration.locale) ? registration.locale : 'en-US'
  const t = await fixedT(locale)
  const where =
    registration.purchase_channel === 'store'
      ? (registration.store_name ?? t('warranty.channelStore'))
      : registration.purchase_channel === 'online'
        ? t('warranty.channelOnline')
        : (registration.retailer_name ?? t('warranty.channelRetailer'))
  const model = registration.product_name ? `${registration.product_name} (${registration.model_number})` : registration.model_number
  const facts: [string, string][] = [
    [t('warranty.numberLabel'), registration.number],
    [t('warranty.modelLabel'), model],
    [t('warranty.serialLabel'), registration.serial_number],
    [t('warranty.purchaseDateLabel'), calendarDay(registration.purchase_date, locale)],
    [t('warranty.channelLabel'), where],
  ]
  const greeting = t('mail.greeting', { name: registration.name })
  const subject = t('warranty.mailSubject', { number: registration.number })
  const text = [greeting, '', t('warranty.mailIntro'), '', ...facts.map(([label, value]) => `${label}: ${value}`), '', t('warranty.mailKeep'), '', t('mail.signoff'), SITE_NAME].join('\n')
  const paragraph = (value: string) => `<p style="margin:0 0 12px;">${escapeHtml(value)}</p>`
  const html = [
    `<!doctype html><html lang="${escapeHtml(locale.split('-')[0] ?? 'en')}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;margin:0;padding:16px;">',
    paragraph(greeting),
    paragraph(t('warranty.mailIntro')),
    '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">',
    ...facts.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;">${escapeHtml(label)}</th><td style="padding:2px 0;">${escapeHtml(value)}</td></tr>`),
    '</table>',
    paragraph(t('warranty.mailKeep')),
    `<p style="margin:0;">${escapeHtml(t('mail.signoff'))}<br>${escapeHtml(SITE_NAME)}</p>`,
    '</body></html>',
  ].join('')
  return { subject, text, html }
}
