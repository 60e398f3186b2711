import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { WarrantyForm } from '~/components/warranty/warranty-form'
import { FORM_VERDICT_MESSAGES } from '~/domain/bot-guard'
import { PROOF_MAX_BYTES, earliestPurchaseDate, sniffProofKind, todayIn } from '~/domain/warranty'
import { getCmsPage } from '~/providers/content/index.server'
import { getCustomer } from '~/providers/customers/index.server'
import { modelChoices, purchaseStores, registerWarranty } from '~/providers/service/index.server'
import { CHOOSE_STORE, PROOF_TOO_LARGE, PROOF_WRONG_TYPE, warrantySchema } from '~/schemas/warranty'
import { guardPublicForm, issueFormStamp } from '~/utils/bot-guard.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readUploadForm } from '~/utils/multipart.server'
import { FORM_BODY_LIMIT } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { parseForm } from '~/utils/form.server'

/*
 * Warranty registration (docs/decisions/0030), at /warranty and /register-your-warranty (a named
 * route in remix.config.js). A multipart form with the proof of purchase: read with a 5 MB file cap, the
 * file judged by its content, stored outside public/. A "warranty" CMS page, when the store has one, is
 * shown above the form. A signed-in customer's registration is linked to the account.
 */

/** The whole body: the file, the text fields and the multipart framing around them. */
const UPLOAD_BODY_LIMIT = PROOF_MAX_BYTES + 2 * FORM_BODY_LIMIT

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, description: args.data.description, canonical: args.data.canonical }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const [page, t, customer, models, stores] = await Promise.all([
    getCmsPage(view, 'warranty'),
    getT(request),
    getCustomer(request),
    modelChoices(),
    purchaseStores(),
  ])
  const today = todayIn(view.timeZone)
  return json(
    {
      title: page?.title ?? t('warranty.title'),
      description: page?.metaDescription ?? t('warranty.intro'),
      content: page?.content ?? null,
      canonical: absoluteUrl(request, view, '/warranty'),
      today,
      earliest: earliestPurchaseDate(today),
      signedIn: Boolean(customer),
      models,
      stores,
      formStamp: issueFormStamp(),
    },
    // The form's stamp and the signed-in note make every answer fresh.
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, context, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const upload = await readUploadForm(request, { fileField: 'proof', maxFileBytes: PROOF_MAX_BYTES, maxBodyBytes: UPLOAD_BODY_LIMIT })
  const verdict = await guardPublicForm(upload.formData, { context, form: 'warranty' })
  const noStore = { 'Cache-Control': PRIVATE_NO_STORE }
  // A bot is told it worked and nothing is stored: it learns nothing to adapt to.
  if (verdict === 'bot')
    return redirectWithToast(request, storePath(view, '/warranty/registered'), { type: 'success', message: 'warranty.registeredToast' })

  const today = todayIn(view.timeZone)
  const formData = new FormData()
  for (const [name, value] of upload.formData) formData.append(name, value)
  if (upload.file) formData.set('proof', new File([upload.file.bytes], upload.file.name || 'proof'))
  const submission = parseForm(formData, { schema: warrantySchema({ today }) })
  const refuse = (options: Parameters<typeof submission.reply>[0]) =>
    json({ result: submission.reply(options), formStamp: issueFormStamp() }, { status: 400, headers: noStore })

  if (verdict !== 'ok') return refuse({ formErrors: [FORM_VERDICT_MESSAGES[verdict]] })
  if (upload.fileTooLarge) return refuse({ fieldErrors: { proof: [PROOF_TOO_LARGE] } })
  if (submission.status !== 'success') return refuse({})
  const kind = sniffProofKind(upload.file!.bytes)
  if (!kind) return refuse({ fieldErrors: { proof: [PROOF_WRONG_TYPE] } })

  const value = submission.value
  const customer = await getCustomer(request)
  const result = await registerWarranty({
    modelNumber: value.modelNumber,
    serialNumber: value.serialNumber,
    purchaseDate: value.purchaseDate,
    channel: value.channel,
    storeLocationId: value.storeLocationId,
    retailerName: value.retailerName,
    name: value.name,
    email: value.email,
    phone: value.phone,
    proof: { kind, bytes: upload.file!.bytes },
    customerId: customer?.id ?? null,
    view,
    locale: await resolveLocale(request),
  })
  if (!result.ok) return refuse({ fieldErrors: { storeLocationId: [CHOOSE_STORE] } })
  return redirectWithToast(request, storePath(view, `/warranty/registered?number=${encodeURIComponent(result.number)}`), {
    type: 'success',
    message: 'warranty.registeredToast',
  })
}

export default function WarrantyPage() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <article className="cms-page warranty-page">
      <Breadcrumbs crumbs={[]} current={data.title} />
      <h1>{data.title}</h1>
      {/* Content is written by the store's editors and seeded from trusted sources, never from shoppers. */}
      {data.content ? <div className="cms-content" dangerouslySetInnerHTML={{ __html: data.content }} /> : <p>{t('warranty.intro')}</p>}
      <section aria-labelledby="warranty-form-heading">
        <h2 id="warranty-form-heading">{t('warranty.formTitle')}</h2>
        <p className="field-hint">{t(data.signedIn ? 'warranty.linkedToAccount' : 'warranty.guestNote')}</p>
        <WarrantyForm
          today={data.today}
          earliest={data.earliest}
          stamp={actionData?.formStamp ?? data.formStamp}
          models={data.models}
          stores={data.stores}
          lastResult={actionData?.result}
        />
      </section>
    </article>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
