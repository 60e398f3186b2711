import { Link, isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { TOO_MANY_ATTEMPTS } from '~/domain/throttle'
import { useStorePath } from '~/utils/use-store'

/** The whole minutes a 429's data asks to wait (at least one). */
function waitMinutes(data: unknown): number {
  const minutes = typeof data === 'object' && data !== null && 'minutes' in data ? Number(data.minutes) : NaN
  return Number.isFinite(minutes) && minutes >= 1 ? Math.ceil(minutes) : 1
}

/**
 * The one error boundary: 404 shows the page-not-found page, 429 when to try again, other 4xx the
 * bad-request page, anything else the server-error page.
 * Never a stack trace: details go to the server log.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const href = useStorePath()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) {
    return (
      <section className="error-page" data-page="page-not-found">
        <h1>{t('errors.notFoundTitle')}</h1>
        <p>{t('errors.notFoundText')}</p>
        <p>
          <Link className="button" to={href('/')}>
            {t('errors.backHome')}
          </Link>{' '}
          <Link to={href('/customer-service')}>{t('errors.contactUs')}</Link>
        </p>
      </section>
    )
  }
  if (status === 429) {
    // A throttled route throws tooManyAttempts(): its data says how long to wait.
    const minutes = isRouteErrorResponse(error) ? waitMinutes(error.data) : 1
    return (
      <section className="error-page" data-page="too-many-attempts">
        <h1>{t('errors.tooManyAttemptsTitle')}</h1>
        <p role="alert">{t(TOO_MANY_ATTEMPTS, { count: minutes })}</p>
        <p>
          <Link className="button" to={href('/')}>
            {t('errors.backHome')}
          </Link>
        </p>
      </section>
    )
  }
  if (status >= 400 && status < 500) {
    return (
      <section className="error-page">
        <h1>{t('errors.badRequestTitle')}</h1>
        <p>{t('errors.badRequestText')}</p>
        <p>
          <Link className="button" to={href('/')}>
            {t('errors.backHome')}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="error-page" data-page="server-error">
      <h1>{t('errors.serverErrorTitle')}</h1>
      <p>{t('errors.serverErrorText')}</p>
      <p>
        <Link className="button" to={href('/')}>
          {t('errors.backHome')}
        </Link>
      </p>
    </section>
  )
}
