/**
 * The newsletter sign-up's after-load script (decision 0031): the form itself is a component drawn on the
 * server (app/components/layout/newsletter-signup.tsx); with JavaScript, /newsletter.js
 * (app/worker/newsletter.ts), loaded after the page like /pwa.js, sends it with fetch so the shopper stays
 * on the page, and shows the popup with a copy of it.
 */
import type { Translate } from '~/components/trust/payment-marks'

/** What /newsletter.js reads from `window.__karooNewsletter`. */
export interface NewsletterBoot {
  /** Whether the popup may open: not for a subscribed customer. */
  popup: boolean
  texts: { close: string; failed: string }
}

/** The inline script that loads /newsletter.js once the page has loaded (not in the React bundles). */
export function newsletterBootScript(t: Translate, popup: boolean): string {
  const boot: NewsletterBoot = { popup, texts: { close: t('newsletter.popupClose'), failed: t('newsletter.signupFailed') } }
  const json = JSON.stringify(boot).replace(/</g, '\\u003c')
  return `window.__karooNewsletter=${json};addEventListener('load',function(){var s=document.createElement('script');s.src='/newsletter.js';document.body.appendChild(s)})`
}
