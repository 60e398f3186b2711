import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/root'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'
import { SITE_NAME } from '~/utils/site'

export const handle: RouteHandle = { layout: 'minimal' }

export const meta: MetaFunction = () => [{ title: SITE_NAME }, { name: 'robots', content: 'noindex' }]

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  return json(null, { headers: { 'Cache-Control': 'no-store' } })
}

/** The spec's error page (minimal layout): where the app sends shoppers after an unrecoverable problem. */
export default function ErrorPage() {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <section className="error-page">
      <h1>{t('errors.serverErrorTitle')}</h1>
      <p>{t('errors.tryAgain')}</p>
      <Link className="button" to={href('/')}>
        {t('errors.backHome')}
      </Link>
    </section>
  )
}
