/**
 * Control characters in what a request carries. PostgreSQL cannot store U+0000 in text: a NUL byte in a
 * login e-mail, a name, an address or a message answered 500. Every text field of every form is tried
 * through its real action, the fields read from the form's own schema (a new field is tried without
 * editing this file): a NUL and a bell are refused with the message beside the field. A long text keeps its
 * tabs and line breaks. A URL with a control character is refused before any route reads it.
 */
import '../integration/support/env'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_FIXTURES } from '~/db/seed/catalogue.server'
import { createExpressApp } from '~/express-app.server'
import { productPath } from '~/providers/catalog/index.server'
import * as cartRoute from '~/routes/($store)+/_checkout+/cart'
import * as checkoutRoute from '~/routes/($store)+/_checkout+/checkout'
import * as compareRoute from '~/routes/($store)+/_catalog+/compare'
import * as contactRoute from '~/routes/($store)+/_service+/contact'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccountRoute from '~/routes/($store)+/_account+/my-account._index'
import * as addressBookRoute from '~/routes/($store)+/_account+/my-account.shipping-details'
import * as signupRoute from '~/routes/($store)+/_service+/newsletter'
import * as confirmRoute from '~/routes/($store)+/_service+/newsletter_.confirm'
import * as unsubscribeRoute from '~/routes/($store)+/_service+/newsletter_.unsubscribe'
import * as trackingRoute from '~/routes/($store)+/_checkout+/order-tracking'
import * as orderStatusRoute from '~/routes/($store)+/_checkout+/order.status'
import * as productRoute from '~/routes/($store)+/_catalog+/p.$parentSku.$slug.($childSku)'
import * as resetRoute from '~/routes/($store)+/_account+/Account.Reset-Password'
import * as searchRoute from '~/routes/($store)+/_catalog+/search'
import * as warrantyRoute from '~/routes/($store)+/_service+/warranty'
import * as wishlistRoute from '~/routes/($store)+/_catalog+/wishlist'
import * as languageRoute from '~/routes/resources+/language'
import * as suggestRoute from '~/routes/resources+/suggest'
import { authActionSchema, myAccountActionSchema, resetPasswordSchema } from '~/schemas/account'
import { addressBookActionSchema } from '~/schemas/address-book'
import { cartActionSchema } from '~/schemas/cart'
import { checkoutActionSchema } from '~/schemas/checkout'
import { contactSchema } from '~/schemas/contact'
import { CHOOSE_LANGUAGE, languageSchema } from '~/schemas/language'
import { newsletterSignupSchema, newsletterTokenSchema } from '~/schemas/newsletter'
import { orderPaymentSchema } from '~/schemas/order-status'
import { orderTrackingSchema } from '~/schemas/order-tracking'
import { reviewSchema } from '~/schemas/review'
import { shopperListSchema } from '~/schemas/shopper-lists'
import { CONTROL_CHARACTERS } from '~/schemas/text'
import { warrantySchema } from '~/schemas/warranty'
import type { ZodType } from '~/schemas/zod'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { getEnv } from '~/utils/env.server'
import { describeEachDatabase } from '../setup/db'
import { CAPE_TOWN_ADDRESS, insertTestOrder } from '../setup/orders'
import { Browser, openShop, storeParams } from '../integration/support/shop'

/** NUL (what PostgreSQL refuses) and the bell (what it stores, but nobody types). */
const CONTROLS = ['\u0000', '\u0007']
const TABS_AND_LINES = '\tFirst line,\r\nsecond line\n\tand a third.'
const COFFEE = DEMO_FIXTURES.futureSpecial
const PASSWORD = 'correct horse'
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

type Fields = Record<string, string>
type Action = Parameters<Browser['post']>[0]

interface Def {
  type: string
  shape?: Record<string, ZodType>
  options?: ZodType[]
  innerType?: ZodType
  in?: ZodType
  values?: unknown[]
}
const def = (schema: ZodType) => schema._zod.def as unknown as Def

/** The schemas a schema stands for, once optional and default wrappers, pipes and unions are looked through. */
function variants(schema: ZodType): ZodType[] {
  const d = def(schema)
  if (d.options) return d.options.flatMap(variants)
  if (d.innerType) return variants(d.innerType)
  if (d.type === 'pipe' && d.in) return variants(d.in)
  return [schema]
}

/** The fields that take text in the form whose `intent` is this one (or in the form, without intents). */
function textFields(schema: ZodType, intent: string | undefined): string[] {
  const names = new Set<string>()
  for (const form of variants(schema)) {
    const shape = def(form).shape
    if (!shape) continue
    if (intent !== undefined && !def(shape.intent!).values?.includes(intent)) continue
    for (const [name, field] of Object.entries(shape)) {
      if (variants(field).some((variant) => def(variant).type === 'string')) names.add(name)
    }
  }
  return [...names]
}

/** A form as a shopper sends it, and how its action is reached. */
interface Form {
  name: string
  schema: ZodType
  /** A good submission; the field under test is spoiled in it. */
  fields: () => Fields
  send: (fields: Fields) => Promise<{ response: Response; browser: Browser }>
  /** Fields of several lines: they keep tabs and line breaks. */
  long?: string[]
  /** The form's one message for any refusal, where it has no message per field. */
  says?: string
}

/** The messages an answer gives the field: beside it in a 400, or the notification a redirect carries. */
async function messagesFor({ response, browser }: { response: Response; browser: Browser }, field: string): Promise<string[]> {
  expect(response.status).toBeLessThan(500)
  if (response.status >= 300 && response.status < 400) {
    const toast = (await browser.toast()) as { type: string; message: string } | null
    return toast?.type === 'error' ? [toast.message] : []
  }
  if (!response.headers.get('Content-Type')?.includes('json')) return []
  const body = (await response.json()) as { result?: { error?: Record<string, string[] | null> } }
  return body.result?.error?.[field] ?? []
}

/** The value with a control character in its middle: what a forged post (or a pasted one) sends. */
function spoil(value: string | undefined, control: string): string {
  const text = value || 'ab'
  const middle = Math.ceil(text.length / 2)
  return text.slice(0, middle) + control + text.slice(middle)
}

describeEachDatabase('control characters in form fields', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let forms: Form[] = []
  let ip = 0
  let serial = 0
  /** A shopper from an address of their own: public forms and codes are limited per address. */
  const stranger = () => new Browser(`198.51.${kind === 'sqlite' ? 10 : 20}.${++ip}`)
  const unique = (name: string) => `${name}.${++serial}@example.co.za`

  const post = (browser: Browser, action: Action, path: string, params?: Record<string, string>) => async (fields: Fields) => ({
    response: await browser.post(action, path, fields, params ?? storeParams(path)),
    browser,
  })
  /** A public form: each post from a new address, with a stamp from a page rendered ten seconds ago. */
  const publicForm = (action: Action, path: string) => async (fields: Fields) => {
    const browser = stranger()
    return post(browser, action, path)({ [STAMP_FIELD]: issueFormStamp(Date.now() - 10_000), [HONEYPOT_FIELD]: '', ...fields })
  }

  async function signedIn(): Promise<{ browser: Browser; email: string }> {
    const email = unique('thandi')
    const browser = stranger()
    const fields = { intent: 'register', firstName: 'Thandi', lastName: 'Mokoena', email, password: PASSWORD, confirmPassword: PASSWORD }
    expect((await browser.post(loginRoute.action, '/login', fields)).status).toBe(303)
    return { browser, email }
  }

  async function withCart(): Promise<Browser> {
    const browser = stranger()
    expect((await browser.post(cartRoute.action, '/cart', { intent: 'add', sku: COFFEE, qty: '1' })).status).toBe(303)
    return browser
  }

  async function sendWarranty(fields: Fields) {
    const browser = stranger()
    const body = new FormData()
    for (const [name, value] of Object.entries({ [STAMP_FIELD]: issueFormStamp(Date.now() - 10_000), [HONEYPOT_FIELD]: '', ...fields })) {
      body.append(name, value)
    }
    body.append('proof', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf')
    const request = browser.request('/warranty', { method: 'POST', body })
    const response = await warrantyRoute
      .action({ request, params: {}, context: { clientIp: browser.clientIp } })
      .catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown
        throw thrown
      })
    return { response: browser.absorb(response), browser }
  }

  beforeAll(async () => {
    shop = await openShop(kind)
    const ctx = { locale: 'en-US', storeCode: 'default' as const }
    const customer = await signedIn()
    const addressAdded = await customer.browser.post(addressBookRoute.action, '/my-account/shipping-details', {
      intent: 'add',
      ...CAPE_TOWN_ADDRESS,
    })
    expect(addressAdded.status).toBe(303)
    const { id: addressId } = await shop.db.selectFrom('customer_address').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const passwordChanger = await signedIn()
    const shopper = await withCart()
    const checkout = (await (await shopper.load(checkoutRoute.loader, '/checkout')).json()) as {
      shippingMethods: { code: string }[]
      paymentMethods: { code: string }[]
      idempotencyKey: string
    }
    const product = await shop.db.selectFrom('product').select(['sku', 'slug']).where('sku', '=', COFFEE).executeTakeFirstOrThrow()
    const order = await insertTestOrder(shop.db)
    const today = new Date().toISOString().slice(0, 10)
    const ulid = '01JD6Z8Q4W1T0QY3K9P2V5X7NB'

    const auth = authActionSchema('en-US')
    const account = myAccountActionSchema('en-US')
    const addressBook = addressBookActionSchema(ctx)
    const checkoutForms = checkoutActionSchema(ctx)
    const address = { ...CAPE_TOWN_ADDRESS, apartmentNumber: 'Flat 4', suburb: 'Gardens' }
    const toAccount = post(customer.browser, myAccountRoute.action, '/my-account')
    const toAddressBook = post(customer.browser, addressBookRoute.action, '/my-account/shipping-details')
    const toCheckout = post(shopper, checkoutRoute.action, '/checkout')
    const toCart = post(shopper, cartRoute.action, '/cart')
    const lists = (name: string, action: Action, path: string): Form[] =>
      (['add', 'remove', 'clear'] as const).map((intent) => ({
        name: `${name} ${intent}`,
        schema: shopperListSchema,
        fields: () => ({ intent, ...(intent === 'clear' ? {} : { sku: COFFEE }), redirectTo: `/${name}` }),
        send: post(shopper, action, path),
      }))

    forms = [
      {
        name: 'login',
        schema: auth,
        fields: () => ({ intent: 'login', email: customer.email, password: PASSWORD, redirectTo: '/my-account' }),
        send: async (fields) => post(stranger(), loginRoute.action, '/login')(fields),
      },
      {
        name: 'register',
        schema: auth,
        fields: () => ({
          intent: 'register',
          firstName: 'Lerato',
          lastName: 'Dlamini',
          email: unique('lerato'),
          password: PASSWORD,
          confirmPassword: PASSWORD,
          redirectTo: '/my-account',
        }),
        send: async (fields) => post(stranger(), loginRoute.action, '/login')(fields),
      },
      {
        name: 'forgot password',
        schema: auth,
        fields: () => ({ intent: 'forgot', email: customer.email, redirectTo: '/my-account' }),
        send: async (fields) => post(stranger(), loginRoute.action, '/login')(fields),
      },
      {
        name: 'reset password',
        schema: resetPasswordSchema,
        fields: () => ({ link: 'a'.repeat(43), redirectUrl: '/my-account', password: PASSWORD, confirmPassword: PASSWORD }),
        send: async (fields) => post(stranger(), resetRoute.action, '/Account/Reset-Password')(fields),
      },
      {
        name: 'my account: profile',
        schema: account,
        fields: () => ({ intent: 'profile', firstName: 'Thandi', lastName: 'Mokoena', email: customer.email, currentPassword: PASSWORD }),
        send: toAccount,
      },
      {
        name: 'my account: change password',
        schema: account,
        fields: () => ({ intent: 'change-password', currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }),
        send: post(passwordChanger.browser, myAccountRoute.action, '/my-account'),
      },
      ...(['add', 'edit', 'delete', 'default'] as const).map((intent): Form => ({
        name: `address book: ${intent}`,
        schema: addressBook,
        fields: () => ({ intent, ...(intent === 'add' ? {} : { addressId }), ...(intent === 'add' || intent === 'edit' ? address : {}) }),
        send: toAddressBook,
      })),
      {
        name: 'checkout: personal details',
        schema: checkoutForms,
        fields: () => ({ intent: 'personal', firstName: 'Thandi', lastName: 'Mokoena', emailAddress: 'thandi@example.co.za' }),
        send: toCheckout,
      },
      {
        name: 'checkout: shipping address',
        schema: checkoutForms,
        fields: () => ({ intent: 'shipping', ...address, additionalInformation: 'Ring twice.' }),
        send: toCheckout,
        long: ['additionalInformation'],
      },
      {
        name: 'checkout: saved address',
        schema: checkoutForms,
        fields: () => ({ intent: 'shipping-saved', addressId, additionalInformation: 'Ring twice.' }),
        send: toCheckout,
      },
      {
        name: 'checkout: shipping method',
        schema: checkoutForms,
        fields: () => ({ intent: 'shipping-method', shippingMethod: checkout.shippingMethods[0]!.code }),
        send: toCheckout,
      },
      {
        name: 'checkout: invoice address',
        schema: checkoutForms,
        fields: () => ({ intent: 'billing', ...address, company: 'Mokoena Catering', taxId: '4123456789', phoneNumber: '+27 21 555 0100' }),
        send: toCheckout,
      },
      {
        name: 'checkout: payment method',
        schema: checkoutForms,
        fields: () => ({ intent: 'payment', paymentMethod: checkout.paymentMethods[0]!.code }),
        send: toCheckout,
      },
      {
        name: 'checkout: place order',
        schema: checkoutForms,
        fields: () => ({
          intent: 'place',
          idempotencyKey: checkout.idempotencyKey,
          reviewedDiscount: '0',
          reviewedVoucherAmount: '0',
          reviewedAmountDue: '0',
        }),
        send: toCheckout,
      },
      {
        name: 'cart: add',
        schema: cartActionSchema,
        fields: () => ({ intent: 'add', sku: COFFEE, childSku: COFFEE, qty: '1', redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: update',
        schema: cartActionSchema,
        fields: () => ({ intent: 'update', lineId: ulid, qty: '2', redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: remove',
        schema: cartActionSchema,
        fields: () => ({ intent: 'remove', lineId: ulid, redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: coupon',
        schema: cartActionSchema,
        fields: () => ({ intent: 'coupon', code: 'WELCOME5', redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: gift card',
        schema: cartActionSchema,
        fields: () => ({ intent: 'voucher', code: 'GIFT-0001', redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: coupon removed',
        schema: cartActionSchema,
        fields: () => ({ intent: 'coupon-remove', redirectTo: '/cart' }),
        send: toCart,
      },
      {
        name: 'cart: gift card removed',
        schema: cartActionSchema,
        fields: () => ({ intent: 'voucher-remove', redirectTo: '/cart' }),
        send: toCart,
      },
      ...lists('wishlist', wishlistRoute.action, '/wishlist'),
      ...lists('compare', compareRoute.action, '/compare'),
      {
        name: 'product review',
        schema: reviewSchema({ locale: 'en-US', guest: true }),
        fields: () => ({
          intent: 'review',
          name: 'Lerato M.',
          email: unique('reviewer'),
          rating: '4',
          title: 'Solid',
          text: 'Works well.',
        }),
        send: async (fields) =>
          post(stranger(), productRoute.action, productPath(product.sku, product.slug), { parentSku: product.sku, slug: product.slug })(
            fields,
          ),
        long: ['text'],
      },
      {
        name: 'contact',
        schema: contactSchema('en-US'),
        fields: () => ({
          name: 'Thandi Mokoena',
          email: 'thandi@example.co.za',
          phone: '+27 (82) 555-0101',
          department: 'service-center',
          orderNumber: order.number,
          message: 'My dishwasher stopped draining after two weeks.',
        }),
        send: publicForm(contactRoute.action, '/contact'),
        long: ['message'],
      },
      {
        name: 'warranty',
        schema: warrantySchema({ today }),
        fields: () => ({
          modelNumber: 'KAR-KETTLE-1',
          serialNumber: 'SN-0042-77',
          purchaseDate: today,
          channel: 'retailer',
          retailerName: 'Corner Appliances',
          name: 'Thandi Mokoena',
          email: 'thandi@example.co.za',
          phone: '+27 82 555 0101',
        }),
        send: sendWarranty,
      },
      {
        name: 'newsletter sign-up',
        schema: newsletterSignupSchema,
        fields: () => ({ email: unique('reader'), redirectTo: '/c/kitchen' }),
        send: publicForm(signupRoute.action, '/newsletter'),
      },
      {
        name: 'newsletter confirmation',
        schema: newsletterTokenSchema,
        fields: () => ({ token: 'a'.repeat(43) }),
        send: post(stranger(), confirmRoute.action, '/newsletter/confirm'),
      },
      {
        name: 'newsletter unsubscribe',
        schema: newsletterTokenSchema,
        fields: () => ({ token: 'a'.repeat(43) }),
        send: post(stranger(), unsubscribeRoute.action, '/newsletter/unsubscribe'),
      },
      {
        name: 'order tracking',
        schema: orderTrackingSchema,
        fields: () => ({ orderNumber: order.number, email: order.email }),
        send: async (fields) => post(stranger(), trackingRoute.action, '/order-tracking')(fields),
      },
      ...(['retry', 'change-method'] as const).map((intent): Form => ({
        name: `order status: ${intent}`,
        schema: orderPaymentSchema(),
        fields: () => ({ intent, id: order.id, token: order.access_token, ...(intent === 'change-method' ? { method: 'eft' } : {}) }),
        send: post(stranger(), orderStatusRoute.action, '/order/status'),
      })),
      {
        name: 'language',
        schema: languageSchema,
        fields: () => ({ locale: 'de-DE', redirectTo: '/c/kitchen' }),
        send: async (fields) => post(stranger(), languageRoute.action, '/resources/language')(fields),
        says: CHOOSE_LANGUAGE,
      },
    ]
  }, 120_000)
  afterAll(async () => shop?.close())

  it('refuses a NUL byte or a bell in any text field of any form, with the message beside that field', async () => {
    // The fields are read from each form's schema: every form has some, and all of them are tried.
    for (const form of forms) expect(textFields(form.schema, form.fields().intent), form.name).not.toEqual([])
    const missed: string[] = []
    for (const form of forms) {
      for (const field of textFields(form.schema, form.fields().intent)) {
        if (field === 'intent') continue
        for (const control of CONTROLS) {
          const fields = form.fields()
          const answer = await form.send({ ...fields, [field]: spoil(fields[field], control) })
          const messages = await messagesFor(answer, field)
          if (!messages.includes(form.says ?? CONTROL_CHARACTERS)) {
            missed.push(`${form.name} › ${field} ${JSON.stringify(control)}: ${answer.response.status} ${JSON.stringify(messages)}`)
          }
        }
      }
    }
    expect(missed).toEqual([])
  })

  it('keeps tabs and line breaks in a text of several lines', async () => {
    const long = forms.filter((form) => form.long)
    expect(long.map((form) => form.name)).toEqual(['checkout: shipping address', 'product review', 'contact'])
    for (const form of long) {
      for (const field of form.long!) {
        const { response } = await form.send({ ...form.fields(), [field]: TABS_AND_LINES })
        expect(response.status, `${form.name} › ${field}`).toBe(303)
      }
    }
  })

  it('answers a search for a NUL byte with a page, not an error', async () => {
    for (const q of ['%00', 'ket%00tle', '%07%07%07']) {
      expect((await stranger().load(searchRoute.loader, `/search?q=${q}`)).status).toBeLessThan(500)
      expect((await stranger().load(suggestRoute.loader, `/resources/suggest?q=${q}`)).status).toBeLessThan(500)
    }
  })
})

describe('control characters in the URL', () => {
  let origin = ''
  let close = () => {}

  beforeAll(async () => {
    // The shop's own Express setup, with a stand-in for the routes behind it.
    const app = createExpressApp(getEnv(), fileURLToPath(new URL('../..', import.meta.url)))
    app.use((_req, res) => res.status(200).send('route'))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  const status = async (path: string) => (await fetch(origin + path)).status

  it('refuses a path or query with a control character (a product page or a blog post read its slug from the path)', async () => {
    for (const path of [
      '/p/KAR%00/kettle',
      '/blog/news%00/x',
      '/search?q=%00',
      '/de/c/kitchen?colour=%07',
      '/newsletter/confirm?token=a%00b',
      '/i/about%7f',
      '/x?y=%C2%85',
    ]) {
      expect(await status(path), path).toBe(400)
    }
  })

  it('lets every ordinary address through: tabs and line breaks in a query, any script, even broken escapes', async () => {
    for (const path of [
      '/',
      '/search?q=fridge%09white',
      '/contact?sent=1&note=a%0D%0Ab',
      '/de/search?q=K%C3%BChlschrank',
      '/search?q=100%25',
      '/search?q=%E0%A4%A',
      '/c/kitchen?page=2',
    ]) {
      expect(await status(path), path).toBe(200)
    }
  })
})
