import { CAPTCHA_WIDGET_CLASS, type CaptchaWidgetConfig } from '~/utils/bot-guard'

/**
 * The captcha provider's widget container: empty, carrying the public site key. The root's after-load
 * script (~/utils/captcha.server) renders the provider's widget into every such container once React has
 * hydrated, and the widget's token field inside it is sent with the form.
 */
export function CaptchaWidget({ config }: { config: CaptchaWidgetConfig }) {
  return <div className={`${CAPTCHA_WIDGET_CLASS[config.provider]} captcha-widget`} data-sitekey={config.siteKey} />
}
