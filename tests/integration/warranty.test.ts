import './support/env'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PROOF_MAX_BYTES } from '~/domain/warranty'
import { EMAIL_INVALID, FIELD_REQUIRED } from '~/domain/validation'
import { customerRegistrations, warrantyUploadsDir } from '~/providers/service/warranty.server'
import { renderWarrantyConfirmation } from '~/providers/service/warranty-mail.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myWarrantiesRoute from '~/routes/($store)+/_account+/my-account.warranties'
import * as registeredRoute from '~/routes/($store)+/_service+/warranty_.registered'
import * as warrantyRoute from '~/routes/($store)+/_service+/warranty'
import { PHONE_INVALID } from '~/schemas/checkout'
import { PROOF_EMPTY, PROOF_TOO_LARGE, PROOF_WRONG_TYPE, PURCHASE_DATE_FUTURE } from '~/schemas/warranty'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { describeEachDatabase } from '../setup/db'
import { Browser, openShop, storeParams } from './support/shop'

type Reply = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
/** A Windows executable's first bytes ("MZ"), named like a receipt. */
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff])

function uploadedFiles(): string[] {
  return fs.existsSync(warrantyUploadsDir()) ? fs.readdirSync(warrantyUploadsDir()).sort() : []
}

describeEachDatabase('warranty registration', (kind) => {
  let shop: Awaited<ReturnType<typeof openShop>>
  let product: { id: number; sku: string; name: string }
  let storeId: number
  let ip = 0

  beforeAll(async () => {
    shop = await openShop(kind)
    product = await shop.db
      .selectFrom('product')
      .select(['id', 'sku', 'name'])
      .where('parent_id', 'is', null)
      .where('type_id', '=', 'simple')
      .where('status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    storeId = (await shop.db.selectFrom('store_location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  }, 60_000)
  afterAll(async () => shop?.close())

  const shopper = () => new Browser(`10.3.${kind === 'sqlite' ? 1 : 2}.${++ip}`)

  function fields(overrides: Record<string, string> = {}): Record<string, string> {
    return {
      // Rendered ten seconds ago: past the bot guard's minimum fill time.
      [STAMP_FIELD]: issueFormStamp(Date.now() - 10_000),
      [HONEYPOT_FIELD]: '',
      modelNumber: product.sku.toLowerCase(),
      serialNumber: 'SN-0042-77',
      purchaseDate: '2025-06-14',
      channel: 'store',
      storeLocationId: String(storeId),
      retailerName: '',
      name: 'Thandi Mokoena',
      email: 'Thandi@Example.co.za',
      phone: '+27 82 555 0101',
      ...overrides,
    }
  }

  async function post(
    browser: Browser,
    values: Record<string, string>,
    proof: { bytes: Uint8Array; name: string } | null,
    path = '/warranty',
  ) {
    const body = new FormData()
    for (const [name, value] of Object.entries(values)) body.append(name, value)
    body.append(
      'proof',
      proof ? new Blob([proof.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }) : new Blob([]),
      proof?.name ?? '',
    )
    try {
      return browser.absorb(
        await warrantyRoute.action({
          request: browser.request(path, { method: 'POST', body }),
          params: storeParams(path),
          context: { clientIp: browser.clientIp },
        }),
      )
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }

  const rows = () => shop.db.selectFrom('warranty_registration').selectAll().orderBy('created_at').execute()

  async function refusal(response: Response): Promise<Reply['result']> {
    expect(response.status).toBe(400)
    return ((await response.json()) as Reply).result
  }

  it('stores a registration with its proof outside public/, queues the confirmation and shows the number', async () => {
    const before = uploadedFiles()
    const browser = shopper()
    const response = await post(browser, fields(), { bytes: PDF, name: 'receipt.pdf' })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, 'http://shop.test')
    expect(location.pathname).toBe('/warranty/registered')
    const number = location.searchParams.get('number')!
    expect(number).toMatch(/^WR-\d{8}-[2-9A-HJKMNP-TV-Z]{6}$/)

    const row = (await rows()).find((r) => r.number === number)!
    expect(row).toMatchObject({
      product_id: product.id,
      model_number: product.sku,
      product_name: product.name,
      serial_number: 'SN-0042-77',
    })
    expect(row).toMatchObject({
      purchase_date: '2025-06-14',
      purchase_channel: 'store',
      store_location_id: storeId,
      email: 'thandi@example.co.za',
    })
    expect(row).toMatchObject({ customer_id: null, proof_type: 'pdf', proof_size: PDF.byteLength, store_code: 'default' })

    // The file: a random name of our choosing, the shopper's bytes, under the uploads folder and not public/.
    const added = uploadedFiles().filter((name) => !before.includes(name))
    expect(added).toEqual([row.proof_file])
    expect(row.proof_file).toMatch(/^[0-9a-f]{32}\.pdf$/)
    expect(fs.readFileSync(path.join(warrantyUploadsDir(), row.proof_file))).toEqual(Buffer.from(PDF))
    expect(path.relative(path.resolve('public'), warrantyUploadsDir()).startsWith('..')).toBe(true)

    const mail = await shop.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'warranty_registration')
      .where('recipient', '=', 'thandi@example.co.za')
      .executeTakeFirstOrThrow()
    const rendered = (await renderWarrantyConfirmation(String(JSON.parse(mail.payload).registrationId)))!
    expect(rendered.subject).toContain(number)
    expect(rendered.text).toContain(number)

    const page = await browser.load(registeredRoute.loader, location.pathname + location.search)
    expect(await page.json()).toMatchObject({ registration: { number, model: product.name } })
    expect(
      (await browser.load(registeredRoute.loader, '/warranty/registered?number=WR-20200101-AAAAAA').then((r) => r.json())).registration,
    ).toBeNull()
  })

  it('answers at /register-your-warranty and in the German view, with the mail in German', async () => {
    const response = await post(
      shopper(),
      fields({ channel: 'online', storeLocationId: '', email: 'jonas@example.de' }),
      { bytes: PDF, name: 'beleg.pdf' },
      '/de/register-your-warranty',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toMatch(/^\/de\/warranty\/registered\?number=WR-/)
    const row = (await rows()).find((r) => r.email === 'jonas@example.de')!
    expect(row).toMatchObject({ store_code: 'de', purchase_channel: 'online', store_location_id: null })
    const rendered = (await renderWarrantyConfirmation(row.id))!
    expect(rendered.subject).toBe(`Ihre Garantieregistrierung ${row.number}`)
  })

  it('links a signed-in customer’s registration to the account and lists it there', async () => {
    const browser = shopper()
    const email = `warranty-${kind}@example.co.za`
    const account = {
      intent: 'register',
      firstName: 'Sipho',
      lastName: 'Dlamini',
      email,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    }
    expect((await browser.post(loginRoute.action, '/login', account)).status).toBe(303)
    const customerId = (await shop.db.selectFrom('customer').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id

    const response = await post(
      browser,
      fields({ email, modelNumber: 'ACME X-9000 (not ours)', channel: 'retailer', storeLocationId: '', retailerName: 'Corner Appliances' }),
      { bytes: PDF, name: 'slip.pdf' },
    )
    expect(response.status).toBe(303)
    const [registration] = await customerRegistrations(customerId)
    expect(registration).toMatchObject({ modelNumber: 'ACME X-9000 (not ours)', productName: null })
    const row = (await rows()).find((r) => r.number === registration!.number)!
    expect(row).toMatchObject({ product_id: null, retailer_name: 'Corner Appliances', purchase_channel: 'retailer' })

    const page = (await (await browser.load(myWarrantiesRoute.loader, '/my-account/warranties')).json()) as {
      registrations: { number: string }[]
    }
    expect(page.registrations.map((r) => r.number)).toEqual([registration!.number])
    // Another shopper's account does not list it; a guest is sent to log in.
    expect((await shopper().load(myWarrantiesRoute.loader, '/my-account/warranties')).status).toBe(303)
  })

  it('matches a model picked from the suggestions ("SKU — name")', async () => {
    const response = await post(shopper(), fields({ modelNumber: `${product.sku} — ${product.name}`, email: 'pick@example.co.za' }), {
      bytes: PDF,
      name: 'r.pdf',
    })
    expect(response.status).toBe(303)
    expect((await rows()).find((r) => r.email === 'pick@example.co.za')).toMatchObject({
      product_id: product.id,
      model_number: product.sku,
    })
  })

  it('keeps HTML and script in every text field as text, and escapes them in the mail', async () => {
    const evil = '<script>alert("x")</script><b>&'
    const values = fields({
      modelNumber: evil,
      serialNumber: evil,
      channel: 'retailer',
      storeLocationId: '',
      retailerName: evil,
      name: `${evil} Name`,
      email: 'html@example.co.za',
    })
    const sent = await post(shopper(), values, { bytes: PDF, name: '<img src=x onerror=alert(1)>.pdf' })
    expect(sent.status).toBe(303)
    const row = (await rows()).find((r) => r.email === 'html@example.co.za')!
    expect(row).toMatchObject({ model_number: evil, serial_number: evil, retailer_name: evil, name: `${evil} Name` })
    const rendered = (await renderWarrantyConfirmation(row.id))!
    expect(rendered.html).not.toContain('<script>')
    expect(rendered.html).not.toContain('<b>')
    expect(rendered.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;&amp;')
    expect(rendered.text).toContain(evil)
  })

  it('refuses a file over 5 MB beside its field, keeps what was typed, and stores nothing', async () => {
    const before = { rows: (await rows()).length, files: uploadedFiles() }
    const big = new Uint8Array(PROOF_MAX_BYTES + 1)
    big.set(PDF)
    const result = await refusal(await post(shopper(), fields({ serialNumber: 'KEEP-ME' }), { bytes: big, name: 'huge.pdf' }))
    expect(result.error?.proof).toEqual([PROOF_TOO_LARGE])
    expect(result.initialValue).toMatchObject({ serialNumber: 'KEEP-ME', name: 'Thandi Mokoena' })
    expect((await rows()).length).toBe(before.rows)
    expect(uploadedFiles()).toEqual(before.files)
  })

  it('stops reading a body at the upload cap, also when it is sent without a length', async () => {
    const boundary = 'warrantyboundary'
    const head = Object.entries(fields())
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`
    const chunk = new Uint8Array(64 * 1024).fill(0x41)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const start = new TextEncoder().encode(head + filePart)
        sent += start.byteLength
        controller.enqueue(start)
      },
      pull(controller) {
        // An endless file: only the action's cap ends it.
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const browser = shopper()
    const request = browser.request('/warranty', {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit)
    const response = await warrantyRoute.action({ request, params: {}, context: { clientIp: browser.clientIp } })
    const result = await refusal(response)
    expect(result.error?.proof).toEqual([PROOF_TOO_LARGE])
    // The fields before the file are shown again as typed.
    expect(result.initialValue).toMatchObject({ serialNumber: 'SN-0042-77', email: 'Thandi@Example.co.za' })
    // Read up to the file cap and a few chunks of read-ahead, never the rest of the stream.
    expect(sent).toBeLessThan(PROOF_MAX_BYTES + 1024 * 1024)
  })

  it('refuses an executable renamed .pdf and an empty file by their content', async () => {
    const before = { rows: (await rows()).length, files: uploadedFiles() }
    expect((await refusal(await post(shopper(), fields(), { bytes: EXE, name: 'receipt.pdf' }))).error?.proof).toEqual([PROOF_WRONG_TYPE])
    expect((await refusal(await post(shopper(), fields(), { bytes: new Uint8Array(0), name: 'receipt.pdf' }))).error?.proof).toEqual([
      PROOF_EMPTY,
    ])
    expect((await rows()).length).toBe(before.rows)
    expect(uploadedFiles()).toEqual(before.files)
  })

  it('refuses a purchase date in the future, a bad e-mail and phone, and a missing store', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10)
    const result = await refusal(
      await post(shopper(), fields({ purchaseDate: tomorrow, email: 'not-an-address', phone: '<b>call me</b>' }), {
        bytes: PDF,
        name: 'r.pdf',
      }),
    )
    expect(result.error).toMatchObject({ purchaseDate: [PURCHASE_DATE_FUTURE], email: [EMAIL_INVALID], phone: [PHONE_INVALID] })
    const noStore = await refusal(await post(shopper(), fields({ storeLocationId: '' }), { bytes: PDF, name: 'r.pdf' }))
    expect(noStore.error?.storeLocationId).toEqual(['warranty.chooseStore'])
    const unknownStore = await refusal(await post(shopper(), fields({ storeLocationId: '999999' }), { bytes: PDF, name: 'r.pdf' }))
    expect(unknownStore.error?.storeLocationId).toEqual(['warranty.chooseStore'])
    const noRetailer = await refusal(
      await post(shopper(), fields({ channel: 'retailer', storeLocationId: '' }), { bytes: PDF, name: 'r.pdf' }),
    )
    expect(noRetailer.error?.retailerName).toEqual([FIELD_REQUIRED])
  })

  it('pretends to a bot that fills the honeypot, stores nothing, and asks a too-quick sender to send again', async () => {
    const before = { rows: (await rows()).length, files: uploadedFiles() }
    const bot = await post(shopper(), fields({ [HONEYPOT_FIELD]: 'http://spam.example' }), { bytes: PDF, name: 'r.pdf' })
    expect(bot.status).toBe(303)
    expect(bot.headers.get('Location')).toBe('/warranty/registered')
    const quick = await refusal(
      await post(shopper(), fields({ [STAMP_FIELD]: issueFormStamp(Date.now() - 100) }), { bytes: PDF, name: 'r.pdf' }),
    )
    expect(quick.error?.['']).toEqual(['botGuard.tooFast'])
    expect((await rows()).length).toBe(before.rows)
    expect(uploadedFiles()).toEqual(before.files)
  })

  it('shows the form with its suggestions, the stores and a fresh stamp, at both paths', async () => {
    for (const path of ['/warranty', '/register-your-warranty', '/it/warranty']) {
      const response = await shopper().load(warrantyRoute.loader, path)
      expect(response.status).toBe(200)
      const data = (await response.json()) as { models: { sku: string }[]; stores: unknown[]; formStamp: string; today: string }
      expect(data.models.some((m) => m.sku === product.sku)).toBe(true)
      expect(data.stores.length).toBeGreaterThan(0)
      expect(data.formStamp).toMatch(/^\d+\./)
    }
  })
})
