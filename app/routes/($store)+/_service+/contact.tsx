import { getFormProps } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { AccountField, FormErrors, SubmitButton, useAccountForm } from '~/components/account/fields'
import { Breadcrumbs } from '~/components/catalog/breadcrumbs'
import { SelectField, TextAreaField } from '~/components/contact/fields'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { BotGuardFields } from '~/components/ui/bot-guard-fields'
import { FORM_VERDICT_MESSAGES } from '~/domain/bot-guard'
import { CONTACT_DEPARTMENTS, MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, PHONE_MAX_LENGTH, whatsappChatLink } from '~/domain/contact'
import { validationParams } from '~/domain/validation'
import { sendContactMessage } from '~/providers/service/index.server'
import { useRootData } from '~/root'
import { LIMITS } from '~/schemas/checkout-rules'
import { CONTACT_ORDER_NUMBER_MAX, contactMessageParams, contactSchema } from '~/schemas/contact'
import { guardPublicForm, issueFormStamp } from '~/utils/bot-guard.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/cache-control'
import { WHATSAPP_NUMBERS } from '~/utils/contact-channels'
import { getT, resolveLocale } from '~/utils/i18n.server'
import { readForm } from '~/utils/request-body.server'
import { seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl } from '~/utils/seo.server'
import { redirectWithToast } from '~/utils/session.server'
import { requireStoreView } from '~/utils/store-view.server'
import { storePath } from '~/utils/store-views'
import { useStorePath } from '~/utils/use-store'
import { parseForm } from '~/utils/form.server'

/*
 * The contact page (docs/decisions/0029): WhatsApp click-to-chat per department, a link to the
 * store locator, and a form that works without JavaScript. A sent message is stored, confirmed to the
 * shopper by e-mail and forwarded to the service inbox; the bot guard turns scripts away without a captcha.
 */

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? seoMeta({ title: args.data.title, description: args.data.description, canonical: args.data.canonical }) : errorMeta(args)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const t = await getT(request)
  const whatsapp = CONTACT_DEPARTMENTS.map((department) => {
    const number = WHATSAPP_NUMBERS[view.storeCode][department]
    const name = t(`contact.department.${department}`)
    return { department, number, href: whatsappChatLink(number, t('contact.whatsappText', { department: name })) }
  })
  return json(
    {
      title: t('contact.title'),
      description: t('contact.metaDescription'),
      canonical: absoluteUrl(request, view, '/contact'),
      sent: new URL(request.url).searchParams.get('sent') === '1',
      whatsapp,
      formStamp: issueFormStamp(),
    },
    { headers: { 'Cache-Control': PRIVATE_NO_STORE } },
  )
}

export const headers = privatePageHeaders

export async function action({ params, context, request }: ActionFunctionArgs) {
  const view = await requireStoreView(params, request)
  const locale = await resolveLocale(request)
  const formData = await readForm(request)
  // Throws the 429 page when this address has sent the form too often.
  const verdict = await guardPublicForm(formData, { context, form: 'contact' })
  const sent = () => redirectWithToast(request, storePath(view, '/contact?sent=1'), { type: 'success', message: 'contact.sentToast' })
  // A bot is told what a person would be told, and nothing is stored or mailed.
  if (verdict === 'bot') return sent()
  const noStore = { 'Cache-Control': PRIVATE_NO_STORE }
  const submission = parseForm(formData, { schema: contactSchema(locale) })
  if (verdict !== 'ok') {
    // Too fast or a stale page: the shopper sends again, with a stamp from now.
    return json(
      { result: submission.reply({ formErrors: [FORM_VERDICT_MESSAGES[verdict]] }), formStamp: issueFormStamp() },
      { status: 400, headers: noStore },
    )
  }
  if (submission.status !== 'success') return json({ result: submission.reply(), formStamp: null }, { status: 400, headers: noStore })
  await sendContactMessage(submission.value, { storeCode: view.storeCode, locale })
  return sent()
}

export default function ContactPage() {
  const { title, sent, whatsapp } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const path = useStorePath()
  return (
    <article className="contact-page">
      <Breadcrumbs crumbs={[]} current={title} />
      <h1>{title}</h1>
      <p>{t('contact.intro')}</p>
      <section aria-labelledby="whatsapp-heading" className="contact-whatsapp">
        <h2 id="whatsapp-heading">{t('contact.whatsappTitle')}</h2>
        <p>{t('contact.whatsappIntro')}</p>
        <ul className="whatsapp-links">
          {whatsapp.map((channel) => (
            <li key={channel.department}>
              <a href={channel.href} rel="noopener noreferrer" className="whatsapp-link" data-department={channel.department}>
                {t('contact.whatsappLink', { department: t(`contact.department.${channel.department}`), number: channel.number })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p className="contact-stores">
        {t('contact.storesIntro')} <Link to={path('/stores')}>{t('contact.storesLink')}</Link>
      </p>
      <section aria-labelledby="contact-form-heading" className="contact-form-section">
        <h2 id="contact-form-heading">{t('contact.formTitle')}</h2>
        {sent ? (
          <div className="contact-sent" role="status">
            <p>{t('contact.sentText')}</p>
            <p>
              <Link to={path('/contact')}>{t('contact.sendAnother')}</Link>
            </p>
          </div>
        ) : (
          <ContactForm />
        )}
      </section>
    </article>
  )
}

function ContactForm() {
  const { t } = useTranslation()
  const { formStamp } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const locale = useRootData()?.locale ?? 'en-US'
  const [form, fields] = useAccountForm({ id: 'contact', schema: contactSchema(locale), lastResult: data?.result })
  const params = (key: string) => ({ ...validationParams(key, locale), ...contactMessageParams(key) })
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="checkout-form contact-form"
      aria-describedby={form.errors ? form.errorId : undefined}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <BotGuardFields stamp={data?.formStamp ?? formStamp} />
      <AccountField field={fields.name} label={t('contact.name')} autoComplete="name" maxLength={LIMITS.name} />
      <AccountField field={fields.email} label={t('account.email')} type="email" autoComplete="email" maxLength={LIMITS.email} />
      <AccountField field={fields.phone} label={t('contact.phone')} autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
      <SelectField
        field={fields.department}
        label={t('contact.department')}
        placeholder={t('contact.chooseDepartmentPlaceholder')}
        options={CONTACT_DEPARTMENTS.map((value) => ({ value, label: t(`contact.department.${value}`) }))}
        params={params}
      />
      <AccountField
        field={fields.orderNumber}
        label={t('contact.orderNumberOptional')}
        autoComplete="off"
        maxLength={CONTACT_ORDER_NUMBER_MAX}
        optional
      />
      <TextAreaField
        field={fields.message}
        label={t('contact.message')}
        hint={t('contact.messageHint', { min: MESSAGE_MIN_LENGTH, max: MESSAGE_MAX_LENGTH })}
        maxLength={MESSAGE_MAX_LENGTH}
        params={params}
      />
      <SubmitButton label={t('contact.submit')} />
    </Form>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
