/**
 * The contact form's two mails, rendered at delivery from the stored message (decision 0013):
 * the shopper's confirmation in the language of the page they wrote from, and the store's notification.
 * Only the notification shows what the shopper typed, as text: escaped in the HTML part, as is in the
 * plain part.
 */
import { createElement } from 'react'
import { ContactConfirmationMail, ContactNotificationMail } from '~/components/mail/notice-mails'
import { renderMailHtml } from '~/components/mail/mail-document'
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { SITE_NAME } from '~/utils/site'
import { storeViewByCode, type Locale } from '~/utils/store-views'
import type { ContactMessage } from './contact.server'

interface Rendered {
  subject: string
  text: string
  html: string
}

/**
 * The sender's confirmation: the shop's own text with the reference and the department, and nothing the
 * sender typed (not their name, not their message): anyone can put any address into the form, and a
 * mail that quoted them would carry a stranger's text and links from the shop to that address.
 */
export async function renderContactConfirmation(message: ContactMessage): Promise<Rendered> {
  const locale: Locale = isLocale(message.locale) ? message.locale : 'en-US'
  const t = await fixedT(locale)
  const department = t(`contact.department.${message.department}`)
  const subject = t('contact.mailSubject', { reference: message.reference })
  const greeting = t('mail.greetingNoName')
  const intro = t('contact.mailIntro', { department, reference: message.reference })
  const rows = [`${t('contact.reference')}: ${message.reference}`, `${t('contact.department')}: ${department}`]
  const ignore = t('contact.mailIgnore')
  const text = [greeting, '', intro, '', ...rows, '', ignore, '', t('mail.signoff'), SITE_NAME].join('\n')
  const html = renderMailHtml(
    createElement(ContactConfirmationMail, { locale, subject, greeting, intro, rows, ignore, signoff: t('mail.signoff') }),
  )
  return { subject, text, html }
}

/** The store's notification: every field, in English (the service team's language), to answer from. */
export async function renderContactNotification(message: ContactMessage): Promise<Rendered> {
  const t = await fixedT('en-US')
  const department = t(`contact.department.${message.department}`)
  const subject = `[${SITE_NAME}] ${department}: ${message.reference} from ${message.name}`
  const view = storeViewByCode(message.storeCode)
  const rows: [string, string][] = [
    ['Reference', message.reference],
    ['Department', department],
    ['Name', message.name],
    ['E-mail', message.email],
    ['Phone', message.phone],
    [
      'Order number',
      message.orderNumber
        ? `${message.orderNumber}${message.orderId ? ' (this customer’s order)' : ' (not an order of this e-mail address)'}`
        : '—',
    ],
    ['Store view', view ? `${view.name} (${message.storeCode})` : message.storeCode],
    ['Language', message.locale],
    ['Sent at', message.createdAt],
  ]
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), '', 'Message:', message.message].join('\n')
  const html = renderMailHtml(createElement(ContactNotificationMail, { subject, rows, message: message.message }))
  return { subject, text, html }
}
