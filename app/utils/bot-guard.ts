/** Names of the bot guard's hidden fields, shared by the form component and the server's check. */
/** A field only bots fill: named like something a spam script wants to fill in. */
export const HONEYPOT_FIELD = 'homepage'
/** The signed time the form was rendered. */
export const STAMP_FIELD = 'form_stamp'

/**
 * The container each configured captcha fills with its widget (and its token field). Rendered only when
 * a captcha is configured (decision 0033); the provider's script renders into it after the page.
 */
export const CAPTCHA_WIDGET_CLASS = { turnstile: 'cf-turnstile', hcaptcha: 'h-captcha' } as const

export type CaptchaWidgetConfig = { provider: keyof typeof CAPTCHA_WIDGET_CLASS; siteKey: string }
