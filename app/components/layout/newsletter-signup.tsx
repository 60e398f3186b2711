/**
 * The footer's newsletter sign-up (decision 0031), drawn by the server only: the footer shows it as
 * markup kept by the browser (shell.server.tsx, server-markup.tsx), so none of it is in the JavaScript of
 * the budgeted pages it is on. Without JavaScript it is a plain form that posts to `/newsletter` and
 * comes back with a notification; with it, /newsletter.js (app/worker/newsletter.ts) sends it with fetch
 * and copies it into the popup, finding its parts by the ids and data attributes below.
 */
import type { Translate } from '~/components/trust/payment-marks'
import { CaptchaWidget } from '~/components/ui/captcha-widget'
import { NEWSLETTER_COUPON_PERCENT } from '~/domain/constants'
import { HONEYPOT_FIELD, STAMP_FIELD, type CaptchaWidgetConfig } from '~/utils/bot-guard'

export const NEWSLETTER_FORM_ID = 'footer-newsletter'

export interface NewsletterSignupProps {
  /** The page's language (the document's t). */
  t: Translate
  action: string
  redirectTo: string
  stamp: string
  /** The store view's 'newsletter-promise' CMS block, when it has one. */
  promiseHtml?: string | null
  captcha?: CaptchaWidgetConfig | null
}

/**
 * Heading, promise, e-mail, consent wording, the bot guard's fields, and the captcha's widget container
 * when one is configured (nothing of it otherwise).
 */
export function NewsletterSignup({ t, action, redirectTo, stamp, promiseHtml, captcha }: NewsletterSignupProps) {
  const id = NEWSLETTER_FORM_ID
  const promise = promiseHtml?.trim()
  return (
    <section className="newsletter-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer-label">
        {t('newsletter.signupTitle')}
      </h2>
      {promise ? (
        // A CMS block: HTML written by the store's editors in the admin, trusted like the footer's block
        // and the CMS pages (decision 0032); it is not text a shopper typed.
        <div className="newsletter-promise cms-content" dangerouslySetInnerHTML={{ __html: promise }} />
      ) : (
        <p className="newsletter-promise">{t('newsletter.signupPromise', { percent: NEWSLETTER_COUPON_PERCENT })}</p>
      )}
      <form method="post" action={action} id={id} className="newsletter-form" data-newsletter-form="">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name={STAMP_FIELD} value={stamp} />
        {/* The bot guard's honeypot (as BotGuardFields renders it): off screen, out of the tab order, hidden from assistive technology. */}
        <div className="bot-guard" aria-hidden="true">
          <label>
            {t('botGuard.leaveEmpty')}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <label htmlFor={`${id}-email`}>{t('newsletter.emailLabel')}</label>
        <div className="newsletter-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-describedby={`${id}-consent`}
          />
          <button type="submit" className="button button-small">
            {t('newsletter.signupButton')}
          </button>
        </div>
        <p id={`${id}-email-error`} className="field-error" hidden />
        <p id={`${id}-consent`} className="newsletter-consent">
          {t('newsletter.consent')}
        </p>
        {captcha ? (
          <>
            <CaptchaWidget config={captcha} />
            <noscript>
              <p className="captcha-noscript">{t('botGuard.captchaNeedsJs')}</p>
            </noscript>
          </>
        ) : null}
        <p className="newsletter-sent" role="status" />
      </form>
    </section>
  )
}
