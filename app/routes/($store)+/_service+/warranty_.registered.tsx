import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { REGISTRATION_NUMBER } from '~/domain/warranty'
import { registrationByNumber } from '~/providers/service/index.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT } from '~/utils/i18n.server'
import { errorMeta, seoMeta } from '~/utils/seo'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'

/*
 * Where a warranty registration lands (303 from /warranty): its number, to quote to the service centre.
 * It shows the number and the model only, nothing about the shopper. Without a known number (a refused
 * bot is sent here too) it only thanks.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, noindex: true }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  await requireStoreView(params, request)
  const t = await getT(request)
  const number = new URL(request.url).searchParams.get('number') ?? ''
  const registration = REGISTRATION_NUMBER.test(number) ? await registrationByNumber(number) : null
  return json(
    {
      title: t('warranty.registeredTitle'),
      registration: registration && { number: registration.number, model: registration.productName ?? registration.modelNumber },
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export default function WarrantyRegisteredPage() {
  const { title, registration } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <article className="cms-page warranty-registered">
      <h1>{title}</h1>
      {registration ? (
        <>
          <p>{t('warranty.registeredFor', { model: registration.model })}</p>
          <p className="warranty-number">
            {t('warranty.numberLabel')}: <strong data-registration-number>{registration.number}</strong>
          </p>
          <p>{t('warranty.registeredMail')}</p>
        </>
      ) : (
        <p>{t('warranty.registeredThanks')}</p>
      )}
      <p>
        <Link to={href('/warranty')}>{t('warranty.registerAnother')}</Link>
      </p>
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
