import { useTranslation } from 'react-i18next'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'

/**
 * The bot guard's hidden fields, placed inside a public form. The honeypot is off screen rather than
 * `type=hidden` (bots skip hidden inputs), out of the tab order and hidden from assistive technology;
 * its label tells anyone who still reaches it to leave it empty.
 */
export function BotGuardFields({ stamp }: { stamp: string }) {
  const { t } = useTranslation()
  return (
    <>
      <input type="hidden" name={STAMP_FIELD} value={stamp} />
      <div className="bot-guard" aria-hidden="true">
        <label>
          {t('botGuard.leaveEmpty')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}
