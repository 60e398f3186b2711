/**
 * The newsletter's mails (decision 0031): the double opt-in confirmation with its one-time link,
 * and the 10% coupon after confirmation. Both are in the subscriber's language, both carry the unsubscribe
 * link in the text and in a List-Unsubscribe header (mail clients show it as an "Unsubscribe" button).
 */
import { createElement } from 'react'
import { renderMailHtml } from '~/components/mail/mail-document'
import { NewsletterMail, type NewsletterMailPart as Part } from '~/components/mail/notice-mails'
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { shopOrigin } from '~/utils/env.server'
import { isLocale } from '~/utils/i18n'
import { fixedT } from '~/utils/i18n.server'
import { SITE_NAME } from '~/utils/site'
import { storePath, storeViewByCode, type Locale } from '~/utils/store-views'
import type { MailMessage } from '~/providers/mail/mail.server'
import type { NewsletterMailPayload } from './newsletter.server'

type Rendered = Omit<MailMessage, 'to'>

/** An absolute link to a path of the subscriber's store view, with its query. */
function shopLink(payload: NewsletterMailPayload, path: string, query: Record<string, string> = {}): string {
  const view = storeViewByCode(payload.storeCode) ?? storeViewByCode('default')!
  const search = new URLSearchParams(query).toString()
  return `${shopOrigin()}${storePath(view, path)}${search ? `?${search}` : ''}`
}

export function unsubscribeLink(payload: NewsletterMailPayload): string {
  return shopLink(payload, '/newsletter/unsubscribe', { token: payload.unsubscribeToken })
}

/** The plain-text part beside the HTML one: each part a paragraph, a link on a line of its own. */
function compose(locale: Locale, subject: string, parts: Part[], unsubscribe: { intro: string; label: string; href: string }): Rendered {
  const text: string[] = []
  for (const part of parts) {
    if (part.link) text.push(part.text, part.link.href, '')
    else text.push(part.text, '')
  }
  text.push('--', `${unsubscribe.intro} ${unsubscribe.href}`)
  const html = renderMailHtml(createElement(NewsletterMail, { locale, subject, parts, unsubscribe }))
  return { subject, text: text.join('\n'), html, headers: { 'List-Unsubscribe': `<${unsubscribe.href}>` } }
}

async function translator(payload: NewsletterMailPayload) {
  const locale: Locale = isLocale(payload.locale) ? payload.locale : 'en-US'
  return { locale, t: await fixedT(locale) }
}

/** The double opt-in mail: the one-time link to the confirmation page (where a button confirms). */
export async function renderNewsletterConfirmation(payload: NewsletterMailPayload): Promise<Rendered> {
  const { locale, t } = await translator(payload)
  const confirm = shopLink(payload, '/newsletter/confirm', { token: payload.confirmToken ?? '' })
  const unsubscribe = unsubscribeLink(payload)
  return compose(
    locale,
    t('newsletter.confirmMailSubject'),
    [
      { text: t('mail.greetingNoName') },
      {
        text: t('newsletter.confirmMailIntro', { percent: NEWSLETTER_COUPON_PERCENT }),
        link: { href: confirm, label: t('newsletter.confirmMailButton') },
      },
      { text: t('newsletter.confirmMailExpiry') },
      { text: t('newsletter.confirmMailIgnore') },
      { text: `${t('mail.signoff')}\n${SITE_NAME}` },
    ],
    { intro: t('newsletter.mailUnsubscribeIntro'), label: t('newsletter.mailUnsubscribe'), href: unsubscribe },
  )
}

/** The coupon mail: the subscriber's own single-use code for 10% off, and where to use it. */
export async function renderNewsletterCoupon(payload: NewsletterMailPayload): Promise<Rendered> {
  const { locale, t } = await translator(payload)
  const unsubscribe = unsubscribeLink(payload)
  return compose(
    locale,
    t('newsletter.couponMailSubject', { percent: NEWSLETTER_COUPON_PERCENT }),
    [
      { text: t('mail.greetingNoName') },
      { text: t('newsletter.couponMailIntro', { percent: NEWSLETTER_COUPON_PERCENT }) },
      { text: payload.couponCode ?? '', code: true },
      { text: t('newsletter.couponMailHowTo'), link: { href: shopLink(payload, '/cart'), label: t('newsletter.couponMailButton') } },
      { text: t('newsletter.couponMailOnce') },
      { text: `${t('mail.signoff')}\n${SITE_NAME}` },
    ],
    { intro: t('newsletter.mailUnsubscribeIntro'), label: t('newsletter.mailUnsubscribe'), href: unsubscribe },
  )
}
