import { useTranslation } from 'react-i18next'
import { useRootData } from '~/root'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { CaptchaWidget } from './captcha-widget'

/**
 * The bot guard's hidden fields, placed inside a public form. The honeypot is off screen rather than
 * `type=hidden` (bots skip hidden inputs), out of the tab order and hidden from assistive technology;
 * its label tells anyone who still reaches it to leave it empty.
 *
 * With a captcha configured (decision 0033; the root loader passes its provider and public site key),
 * the provider's widget container follows, filled after the page by the root's after-load script
 * (~/utils/captcha.server). Its key is the stamp: a refused submission comes back with a new stamp, so
 * the container is rendered anew and gets a fresh widget (a token is good for one check only).
 * Without a captcha configured, nothing more is rendered.
 */
export function BotGuardFields({ stamp }: { stamp: string }) {
  const { t } = useTranslation()
  const captcha = useRootData()?.captcha
  return (
    <>
      <input type="hidden" name={STAMP_FIELD} value={stamp} />
      <div className="bot-guard" aria-hidden="true">
        <label>
          {t('botGuard.leaveEmpty')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {captcha ? (
        <>
          <CaptchaWidget key={stamp} config={captcha} />
          <noscript>
            <p className="captcha-noscript">{t('botGuard.captchaNeedsJs')}</p>
          </noscript>
        </>
      ) : null}
    </>
  )
}
