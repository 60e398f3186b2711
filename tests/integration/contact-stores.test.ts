import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { seedContent } from '~/db/seed/content.server'
import { PUBLIC_FORM_POSTS } from '~/domain/bot-guard'
import { setDatabase } from '~/server/db.server'
import { deliverDueMail } from '~/providers/mail/delivery.server'
import type { MailMessage } from '~/providers/mail/mail.server'
import { clearMemos } from '~/server/memo.server'
import * as contactRoute from '~/routes/($store)+/_service+/contact'
import * as storesRoute from '~/routes/($store)+/_service+/stores'
import { HONEYPOT_FIELD, STAMP_FIELD } from '~/utils/bot-guard'
import { issueFormStamp } from '~/utils/bot-guard.server'
import { getEnv } from '~/utils/env.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { insertTestOrder } from '../setup/orders'
import { Browser } from './support/shop'

/** A stamp from a page rendered long enough ago for a person to have filled the form in. */
const settledStamp = () => issueFormStamp(Date.now() - 20_000)

const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '+27 (82) 555-0101',
  department: 'service-center',
  orderNumber: '',
  message: 'My dishwasher stopped draining after two weeks. Can a technician come out?',
}

type ContactPageData = { sent: boolean; whatsapp: { department: string; number: string; href: string }[] }
type StoresPageData = {
  query: string
  stores: {
    name: string
    city: string
    region: string
    postcode: string
    hours: { days: string; hours: string }[] | null
    directions: string | null
  }[]
}

describeEachDatabase('contact form and store locator', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(async () => {
    setDatabase(database())
    clearMemos()
    await seedContent(database().db)
  })
  afterEach(() => setDatabase(undefined))

  const messages = () => database().db.selectFrom('contact_message').selectAll().orderBy('created_at').execute()
  const outbox = () => database().db.selectFrom('mail_outbox').selectAll().orderBy('kind').execute()
  const send = (browser: Browser, fields: Record<string, string>, path = '/contact') =>
    browser.post(contactRoute.action, path, { [STAMP_FIELD]: settledStamp(), [HONEYPOT_FIELD]: '', ...fields })
  async function deliveredMails(): Promise<MailMessage[]> {
    const sent: MailMessage[] = []
    await deliverDueMail({ send: async (message) => (sent.push(message), { messageId: String(sent.length) }) })
    return sent
  }

  it('stores a valid message, queues a confirmation and a notification, and redirects to the sent page with a toast', async () => {
    const browser = new Browser('198.51.100.10')
    const response = await send(browser, valid)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/contact?sent=1')
    expect((await browser.toast())?.message).toBe('contact.sentToast')

    const [stored] = await messages()
    expect(stored).toMatchObject({
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      phone: '+27 (82) 555-0101',
      department: 'service-center',
      order_id: null,
    })
    expect(stored!.reference).toMatch(/^C-[0-9A-Z]{8}$/)
    const mails = await outbox()
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['contact_confirmation', 'thandi@example.co.za'],
      ['contact_notification', getEnv().SERVICE_EMAIL],
    ])

    // Both were queued in one transaction, usually in the same millisecond: which goes first is not a rule.
    const delivered = await deliveredMails()
    expect(delivered).toHaveLength(2)
    const confirmation = delivered.find((m) => m.to === 'thandi@example.co.za')
    const notification = delivered.find((m) => m.to === getEnv().SERVICE_EMAIL)
    expect(confirmation!.subject).toContain(stored!.reference)
    expect(confirmation!.text).toContain('Service centre')
    expect(confirmation!.text).not.toContain(valid.message)
    expect(notification!.text).toContain(valid.message)
    expect(notification!.text).toContain('+27 (82) 555-0101')

    const page = (await (await browser.load(contactRoute.loader, '/contact?sent=1')).json()) as ContactPageData
    expect(page.sent).toBe(true)
  })

  it('confirms in the language of the store view it was sent from, and links an order of the same e-mail address', async () => {
    const order = await insertTestOrder(database().db, { store_code: 'de', email: 'Anna@Example.de' })
    const other = await insertTestOrder(database().db, { email: 'someone-else@example.de' })
    const browser = new Browser('198.51.100.11')
    expect(
      (
        await send(
          browser,
          { ...valid, name: 'Anna Weber', email: 'anna@example.de', orderNumber: order.number.toLowerCase() },
          '/de/contact',
        )
      ).status,
    ).toBe(303)
    expect(
      (await send(browser, { ...valid, name: 'Anna Weber', email: 'anna@example.de', orderNumber: other.number }, '/de/contact')).status,
    ).toBe(303)
    expect(
      (await send(browser, { ...valid, name: 'Anna Weber', email: 'anna@example.de', orderNumber: 'KDE-999999' }, '/de/contact')).status,
    ).toBe(303)
    const stored = await messages()
    expect(stored.map((m) => [m.order_number, m.order_id])).toEqual([
      [order.number, order.id],
      [other.number, null],
      ['KDE-999999', null],
    ])
    expect(stored[0]!.store_code).toBe('de')
    const confirmation = (await deliveredMails()).find((m) => m.to === 'anna@example.de')!
    expect(confirmation.subject).toContain('Wir haben Ihre Nachricht erhalten')
  })

  it('refuses an invalid e-mail address, phone number, department and order number with messages beside the fields', async () => {
    const browser = new Browser('198.51.100.12')
    const response = await send(browser, {
      ...valid,
      email: 'thandi@',
      phone: '021 CALL ME',
      department: 'sales',
      orderNumber: 'order 12',
      message: 'Help!',
    })
    expect(response.status).toBe(400)
    const { result } = (await response.json()) as { result: { error: Record<string, string[]> } }
    expect(result.error).toMatchObject({
      email: ['Please provide a valid e-mail address.'],
      phone: ['contact.phoneInvalid'],
      department: ['contact.chooseDepartment'],
      orderNumber: ['contact.orderNumberInvalid'],
      message: ['contact.messageTooShort'],
    })
    expect(await messages()).toEqual([])
    expect(await outbox()).toEqual([])
  })

  it('keeps HTML and script in every field as text: stored as typed, escaped in the notification, absent from the confirmation', async () => {
    const script = '<script>alert("x")</script>'
    const browser = new Browser('198.51.100.13')
    const fields = { ...valid, name: `Thandi ${script}`, message: `<b>Bold</b> & ${script} <img src=x onerror=alert(1)>` }
    expect((await send(browser, fields)).status).toBe(303)
    const [stored] = await messages()
    expect(stored!.name).toBe(fields.name)
    expect(stored!.message).toBe(fields.message)
    const mails = await deliveredMails()
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<img')
      expect(mail.html).not.toContain('<b>Bold')
    }
    const notification = mails.find((mail) => mail.to === getEnv().SERVICE_EMAIL)!
    expect(notification.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(notification.text).toContain(fields.message)
    // Whoever typed the address may not be its owner: the confirmation quotes nothing they wrote.
    const confirmation = mails.find((mail) => mail.to === valid.email)!
    expect(confirmation.text).not.toContain('Bold')
    expect(confirmation.text).not.toContain('script')
  })

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const browser = new Browser('198.51.100.14')
    const response = await send(browser, { ...valid, [HONEYPOT_FIELD]: 'https://spam.example' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/contact?sent=1')
    expect(await messages()).toEqual([])
    expect(await outbox()).toEqual([])
  })

  it('refuses a form sent faster than a person could fill it in with a 400, a message and a fresh stamp', async () => {
    const browser = new Browser('198.51.100.15')
    const sentStamp = issueFormStamp(Date.now())
    const response = await send(browser, { ...valid, [STAMP_FIELD]: sentStamp })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { result: { error: Record<string, string[]> }; formStamp: string }
    expect(body.result.error['']).toEqual(['botGuard.tooFast'])
    expect(body.formStamp).toMatch(/^\d+\./)
    expect(body.formStamp).not.toBe(sentStamp)
    expect(await messages()).toEqual([])

    const stale = await send(browser, { ...valid, [STAMP_FIELD]: 'forged' })
    expect(stale.status).toBe(400)
    expect(((await stale.json()) as { result: { error: Record<string, string[]> } }).result.error['']).toEqual(['botGuard.stale'])
  })

  it('answers 429 once one address has sent the form too often', async () => {
    const browser = new Browser('198.51.100.16')
    for (let i = 0; i < PUBLIC_FORM_POSTS.freeFailures + 1; i++) await send(browser, { ...valid, email: 'not-an-address' })
    expect((await send(browser, valid)).status).toBe(429)
    expect(await messages()).toEqual([])
  })

  it('offers the four WhatsApp departments of the store view with a prefilled, translated message', async () => {
    const en = (await (await new Browser().load(contactRoute.loader, '/contact')).json()) as ContactPageData
    expect(en.whatsapp.map((w) => w.department)).toEqual(['customer-services', 'service-center', 'spare-parts', 'large-appliances'])
    expect(en.whatsapp[0]!.href).toBe('https://wa.me/27824601100?text=Hello%20Karoo%20Customer%20services%2C%20I%20have%20a%20question%3A')
    const it = (await (await new Browser().load(contactRoute.loader, '/it/contact')).json()) as ContactPageData
    expect(it.whatsapp[3]!.href).toMatch(/^https:\/\/wa\.me\/393470185540\?text=Ciao%20Karoo%20Grandi%20elettrodomestici/)
  })

  it('lists every store with hours and directions, and searches by city, province or postal code', async () => {
    const load = async (path: string) => (await (await new Browser().load(storesRoute.loader, path)).json()) as StoresPageData
    const all = await load('/stores')
    expect(all.stores).toHaveLength(8)
    const rosebank = all.stores.find((s) => s.name === 'Karoo Rosebank')!
    expect(rosebank.hours?.[0]).toEqual({ days: 'Mon–Sat', hours: '09:00–19:00' })
    expect(rosebank.hours?.at(-1)).toEqual({ days: 'Public holidays', hours: '09:00–17:00' })
    expect(rosebank.directions).toBe('https://www.google.com/maps/dir/?api=1&destination=-26.1458,28.0417')

    expect((await load('/stores?q=johannesburg')).stores.map((s) => s.name).sort()).toEqual(['Karoo Fourways', 'Karoo Rosebank'])
    expect((await load('/stores?q=Western+Cape')).stores.map((s) => s.city)).toEqual(['Cape Town', 'Cape Town'])
    expect((await load('/stores?q=4001')).stores.map((s) => s.name)).toEqual(['Karoo Musgrave'])
    expect((await load('/stores?q=atlantis')).stores).toEqual([])

    const de = await load('/de/stores?q=Bellville')
    expect(de.stores[0]!.hours?.map((row) => row.days)).toEqual(['Mo–Fr', 'Sa', 'So', 'Feiertage'])
    expect(de.stores[0]!.hours?.at(-1)?.hours).toBe('Geschlossen')
  })

  it('tells the German and Italian shoppers that the stores are in South Africa, in their language; at home it says nothing', async () => {
    const load = async (path: string) =>
      (await (await new Browser().load(storesRoute.loader, path)).json()) as StoresPageData & { abroad: unknown }
    expect((await load('/stores')).abroad).toBeNull()
    expect((await load('/de/stores')).abroad).toEqual({ storesIn: 'Südafrika', viewCountry: 'Deutschland' })
    // A search that finds no store does not change where the stores are.
    expect((await load('/it/stores?q=atlantis')).abroad).toEqual({ storesIn: 'Sudafrica', viewCountry: 'Italia' })
  })
})
