import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RouteHandle } from '~/root'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'
import { errorMeta } from '~/utils/seo'

export const handle: RouteHandle = { layout: 'minimal' }

// No error to read here: the server-error title, in the shopper's language.
export const meta: MetaFunction = (args) => errorMeta(args)

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
