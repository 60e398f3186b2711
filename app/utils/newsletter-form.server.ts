/**
 * The newsletter sign-up form of the footer (decision 0031), built on the server as HTML.
 *
 * The footer is on every page, home, category and product included, whose JavaScript budget is full
 * (decision 0016): the form adds no React code to them. The footer shows this markup as is, drawn once on
 * the server (app/components/layout/shell.server.tsx) and kept by the browser (server-markup.tsx);
 * without JavaScript it is a plain form that posts to `/newsletter` and comes back with a notification.
 * With JavaScript, /newsletter.js (app/worker/newsletter.ts), loaded after the page like /pwa.js, sends it
 * with fetch so the shopper stays on the page, and shows the spec's popup with a copy of it.
 */
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { HONEYPOT_FIELD, STAMP_FIELD, type CaptchaWidgetConfig } from './bot-guard'
import { captchaContainerHtml } from './captcha.server'
import type { Translate } from '~/components/trust/payment-marks'

/** What /newsletter.js reads from `window.__karooNewsletter`. */
export interface NewsletterBoot {
  /** Whether the popup may open: not for a subscribed customer. */
  popup: boolean
  texts: { close: string; failed: string }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

export const NEWSLETTER_FORM_ID = 'footer-newsletter'

/**
 * The form's markup: heading, promise, e-mail, consent wording, the bot guard's fields, and the captcha's
 * widget container when one is configured (nothing of it otherwise). The promise is the store view's
 * 'newsletter-promise' CMS block when it has one (HTML written by the store's editors, trusted like the
 * footer's block, decision 0032), else the locale's sentence.
 */
export function newsletterFormHtml(options: {
  /** The page's language (the document's t). */
  t: Translate
  action: string
  redirectTo: string
  stamp: string
  promiseHtml?: string | null
  captcha?: CaptchaWidgetConfig | null
}): string {
  const { t } = options
  const id = NEWSLETTER_FORM_ID
  const e = escapeHtml
  const promise = options.promiseHtml?.trim()
    ? `<div class="newsletter-promise cms-content">${options.promiseHtml.trim()}</div>`
    : `<p class="newsletter-promise">${e(t('newsletter.signupPromise', { percent: NEWSLETTER_COUPON_PERCENT }))}</p>`
  const captcha = options.captcha
    ? captchaContainerHtml(options.captcha) + `<noscript><p class="captcha-noscript">${e(t('botGuard.captchaNeedsJs'))}</p></noscript>`
    : ''
  return (
    `<section class="newsletter-signup" aria-labelledby="${id}-title">` +
    `<h2 id="${id}-title" class="footer-label">${e(t('newsletter.signupTitle'))}</h2>` +
    promise +
    `<form method="post" action="${e(options.action)}" id="${id}" class="newsletter-form" data-newsletter-form="">` +
    `<input type="hidden" name="redirectTo" value="${e(options.redirectTo)}">` +
    `<input type="hidden" name="${STAMP_FIELD}" value="${e(options.stamp)}">` +
    // The bot guard's honeypot (as BotGuardFields renders it): off screen, out of the tab order, hidden from assistive technology.
    `<div class="bot-guard" aria-hidden="true"><label>${e(t('botGuard.leaveEmpty'))}<input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></label></div>` +
    `<label for="${id}-email">${e(t('newsletter.emailLabel'))}</label>` +
    `<div class="newsletter-row">` +
    `<input id="${id}-email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="${id}-consent">` +
    `<button type="submit" class="button button-small">${e(t('newsletter.signupButton'))}</button>` +
    `</div>` +
    `<p id="${id}-email-error" class="field-error" hidden></p>` +
    `<p id="${id}-consent" class="newsletter-consent">${e(t('newsletter.consent'))}</p>` +
    captcha +
    `<p class="newsletter-sent" role="status"></p>` +
    `</form></section>`
  )
}

/** The inline script that loads /newsletter.js once the page has loaded (not in the React bundles). */
export function newsletterBootScript(t: Translate, popup: boolean): string {
  const boot: NewsletterBoot = { popup, texts: { close: t('newsletter.popupClose'), failed: t('newsletter.signupFailed') } }
  const json = JSON.stringify(boot).replace(/</g, '\\u003c')
  return `window.__karooNewsletter=${json};addEventListener('load',function(){var s=document.createElement('script');s.src='/newsletter.js';document.body.appendChild(s)})`
}
