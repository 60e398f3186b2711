import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'
import { LinkList } from './layout/server-markup'
import { rowMenuMarkup, type ShellRequest } from './layout/shell.server'

/** The whole minutes a 429's data asks to wait (at least one). */
function waitMinutes(data: unknown): number {
  const minutes = typeof data === 'object' && data !== null && 'minutes' in data ? Number(data.minutes) : NaN
  return Number.isFinite(minutes) && minutes >= 1 ? Math.ceil(minutes) : 1
}

/**
 * An error page: its title, what happened, where to go instead (a search form and the main categories, the
 * header row's) and the way home (plus anything else worth offering).
 */
function ErrorPage({ page, title, text, extra }: { page: string; title: string; text: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation()
  const href = useStorePath()
  // Not useRootData(): root imports this module. Absent when the root loader itself failed.
  const shell = useRouteLoaderData('root') as ShellRequest | undefined
  return (
    <section className="error-page" data-page={page}>
      <h1>{title}</h1>
      {text}
      <form method="get" action={href('/search')} role="search" className="error-search">
        <label htmlFor="error-q">{t('search.label')}</label>
        <input id="error-q" type="search" name="q" />
        <button type="submit">{t('search.submit')}</button>
      </form>
      {shell ? (
        <nav aria-label={t('layout.categories')}>
          {/* The header row's categories (the same server-drawn piece), none of them marked as the page shown. */}
          <LinkList
            as="ul"
            className="subcategories error-categories"
            name="menu-row"
            markCurrent={false}
            render={() => rowMenuMarkup(shell, null)}
          />
        </nav>
      ) : null}
      <p>
        <Link className="button" to={href('/')}>
          {t('errors.backHome')}
        </Link>
        {extra ? <> {extra}</> : null}
      </p>
    </section>
  )
}

/**
 * The one error boundary: 404 shows the page-not-found page, 429 when to try again, other 4xx the
 * bad-request page, 503 (the database out of reach) that the shop is back shortly, anything else the
 * server-error page.
 * Never a stack trace: details go to the server log.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const href = useStorePath()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) {
    return (
      <ErrorPage
        page="page-not-found"
        title={t('errors.notFoundTitle')}
        text={<p>{t('errors.notFoundText')}</p>}
        extra={<Link to={href('/customer-service')}>{t('errors.contactUs')}</Link>}
      />
    )
  }
  if (status === 429) {
    // A throttled route throws tooManyAttempts(): its data says how long to wait.
    const minutes = isRouteErrorResponse(error) ? waitMinutes(error.data) : 1
    return (
      <ErrorPage
        page="too-many-attempts"
        title={t('errors.tooManyAttemptsTitle')}
        // The key of TOO_MANY_ATTEMPTS (app/domain/throttle.ts), written out: importing it would bring the
        // throttle's policies into every page's bundle.
        text={<p role="alert">{t('throttle.tooManyAttempts', { count: minutes })}</p>}
      />
    )
  }
  if (status >= 400 && status < 500) {
    return <ErrorPage page="bad-request" title={t('errors.badRequestTitle')} text={<p>{t('errors.badRequestText')}</p>} />
  }
  // 503: the database could not be reached (app/utils/request-observer.server.ts), a passing outage.
  const unavailable = status === 503
  return (
    <ErrorPage
      page={unavailable ? 'unavailable' : 'server-error'}
      title={t(unavailable ? 'errors.unavailableTitle' : 'errors.serverErrorTitle')}
      text={<p>{t('errors.serverErrorText')}</p>}
    />
  )
}
