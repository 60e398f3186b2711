/**
 * The warranty registration's confirmation mail, in the language the shopper registered in.
 * Everything the shopper typed is escaped in the HTML part: a model "number" of `<script>` arrives as text.
 */
import { createElement } from 'react'
import { renderMailHtml } from '~/components/mail/mail-document'
import { WarrantyConfirmationMail } from '~/components/mail/notice-mails'
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { SITE_NAME } from '~/utils/site'
import type { Locale } from '~/utils/store-views'
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
  const text = [
    greeting,
    '',
    t('warranty.mailIntro'),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    t('warranty.mailKeep'),
    '',
    t('mail.signoff'),
    SITE_NAME,
  ].join('\n')
  const html = renderMailHtml(
    createElement(WarrantyConfirmationMail, {
      locale,
      subject,
      greeting,
      intro: t('warranty.mailIntro'),
      facts,
      keep: t('warranty.mailKeep'),
      signoff: t('mail.signoff'),
    }),
  )
  return { subject, text, html }
}
