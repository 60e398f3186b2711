import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { describeEachDatabase, useTestDatabase } from '../../../tests/setup/db'
import { insertTestOrder, testOrderDetails } from '../../../tests/setup/orders'
import { setDatabase } from '~/server/db.server'
import { escapeHtml } from '~/utils/escape-html'
import { mailFolder, renderOrderConfirmation, renderOrderMail, renderPasswordReset, sendMail } from './mail.server'
import { getOrder } from '~/providers/orders/orders.server'
import { orderStatusToken } from '~/providers/orders/access.server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-mail-'))
process.env.SESSION_SECRET = 'mail-test-session-secret-0123456789'
process.env.DATA_DIR = dataDir
process.env.PUBLIC_URL = 'https://shop.example.co.za'
delete process.env.SMTP_URL
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** The readable text of an RFC 822 message: quoted-printable soft breaks joined and escapes decoded. */
function decoded(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '')
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

describeEachDatabase('mail', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => {
    setDatabase(database())
    fs.rmSync(mailFolder(), { recursive: true, force: true })
  })

  it('writes an .eml file named after the time and the subject when no SMTP server is set', async () => {
    const sent = await sendMail({ to: 'someone@example.com', subject: 'Hello there, world!', text: 'Plain body' })
    expect(sent.file).toBeDefined()
    expect(path.dirname(sent.file!)).toBe(path.join(dataDir, 'mail'))
    expect(path.basename(sent.file!)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-hello-there-world\.eml$/)
    const eml = fs.readFileSync(sent.file!, 'utf8')
    expect(eml).toMatch(/^From: Karoo Appliances <orders@karoo\.example>$/m)
    expect(eml).toMatch(/^To: someone@example\.com$/m)
    expect(eml).toMatch(/^Subject: Hello there, world!$/m)
    expect(eml).toContain('Plain body')
    // Two messages with one subject in the same millisecond do not overwrite each other.
    const again = await Promise.all([1, 2, 3].map(() => sendMail({ to: 'a@example.com', subject: 'Same', text: 'x' })))
    expect(new Set(again.map((m) => m.file)).size).toBe(3)
  })

  it('sends a German order its confirmation in German, with the order number and the signed status link', async () => {
    const row = await insertTestOrder(database().db, {
      store_code: 'de',
      locale: 'de-DE',
      currency: 'EUR',
      grand_total: 12900,
      subtotal: 12900,
      shipping_amount: 0,
      tax_amount: 2060,
      payment_method: 'banktransfer',
      email: 'lena@example.de',
      orderDetails: testOrderDetails({
        personal: { firstName: 'Lena', lastName: 'Schmidt', emailAddress: 'lena@example.de' },
        billing: { firstName: 'Lena', lastName: 'Schmidt', country: 'DE', streetAddress: 'Hauptstraße 5', city: 'Köln', zipCode: '50667' },
        shipping: null,
        shippingMethod: null,
        paymentMethod: { code: 'banktransfer', title: 'EFT / bank transfer' },
      }),
    })
    const order = (await getOrder(row.id))!
    const { subject, text, html } = await renderOrderConfirmation(order)
    const sent = await sendMail({ to: order.email, subject, text, html })
    const eml = fs.readFileSync(sent.file!, 'utf8')
    expect(path.basename(sent.file!)).toContain(`ihre-karoo-bestellung-${order.number.toLowerCase()}`)
    expect(eml).toMatch(new RegExp(`^Subject: Ihre Karoo-Bestellung ${order.number}$`, 'm'))
    expect(eml).toMatch(/^To: lena@example\.de$/m)
    const body = decoded(eml)
    expect(body).toContain('Hallo Lena,')
    expect(body).toContain(order.number)
    expect(body).toContain('129,00 €')
    expect(body).toContain('Verwendungszweck')
    expect(body).toContain('Hauptstraße 5')
    expect(body).toContain(`https://shop.example.co.za/de/order/status?id=${order.id}&token=${orderStatusToken(order)}`)
    expect(body).not.toContain(order.accessToken)
  })

  it('writes Italian and English confirmations too, with the amounts of their store view', async () => {
    const it_ = (await getOrder((await insertTestOrder(database().db, { store_code: 'it', locale: 'it-IT', currency: 'EUR' })).id))!
    const itMail = await renderOrderConfirmation(it_)
    expect(itMail.subject).toBe(`Il tuo ordine Karoo ${it_.number}`)
    expect(itMail.text).toContain('1.399,00 €')

    const za = (await getOrder((await insertTestOrder(database().db)).id))!
    const zaMail = await renderOrderConfirmation(za)
    expect(zaMail.subject).toBe(`Your Karoo order ${za.number}`)
    expect(zaMail.text).toContain('R 1 399.00')
    expect(zaMail.text).toContain('Karoo 1.7 l kettle')
    expect(zaMail.text).toContain(`https://shop.example.co.za/order/status?id=${za.id}&token=`)
  })

  it('writes the payment, failure and delivery mails in German and Italian, promising delivery only for goods', async () => {
    const paid = { status: 'processing' as const, payment_status: 'paid' as const }
    const de = (await getOrder((await insertTestOrder(database().db, { ...paid, store_code: 'de', locale: 'de-DE', currency: 'EUR' })).id))!
    const approved = await renderOrderMail(de, 'payment_approved')
    expect(approved.subject).toBe(`Zahlung für Ihre Karoo-Bestellung ${de.number} erhalten`)
    expect(approved.text).toContain('Wir sagen Ihnen Bescheid, sobald Ihre Bestellung unterwegs ist.')
    expect((await renderOrderMail(de, 'shipped')).subject).toBe(`Ihre Karoo-Bestellung ${de.number} ist unterwegs`)
    expect((await renderOrderMail(de, 'payment_failed')).text).toContain('eine andere Zahlungsart zu wählen')

    // A virtual product (nothing ships): neither language says it is on its way.
    const virtual = testOrderDetails({ shipping: null, shippingMethod: null })
    const it_ = (await getOrder(
      (
        await insertTestOrder(database().db, {
          ...paid,
          store_code: 'it',
          locale: 'it-IT',
          currency: 'EUR',
          shipping_method: null,
          orderDetails: virtual,
        })
      ).id,
    ))!
    const itMail = await renderOrderMail(it_, 'payment_approved')
    expect(itMail.subject).toBe(`Pagamento ricevuto per il tuo ordine Karoo ${it_.number}`)
    expect(itMail.text).toContain('non c’è nulla da spedire')
    expect(itMail.text).not.toContain('in viaggio')
    expect((await renderOrderMail(it_, 'payment_failed')).subject).toBe(
      `Il pagamento del tuo ordine Karoo ${it_.number} non è andato a buon fine`,
    )
  })

  it('says delivery is free when the chosen method cost nothing, and shows a paid one as its amount', async () => {
    const free = await insertTestOrder(database().db, {
      shipping_amount: 0,
      orderDetails: testOrderDetails({ shippingMethod: { code: 'standard', carrierCode: 'courier', title: 'Courier', priceInclTax: 0 } }),
    })
    const freeMail = await renderOrderConfirmation((await getOrder(free.id))!)
    expect(freeMail.text).toMatch(/Shipping\W+Free/)
    expect(freeMail.text).not.toContain('R 0.00')
    const paidMail = await renderOrderConfirmation((await getOrder((await insertTestOrder(database().db)).id))!)
    expect(paidMail.text).toMatch(/Shipping\W+R 100\.00/)
  })

  it('names a business customer’s company and tax ID under the billing address', async () => {
    const billing = { ...testOrderDetails().billing, company: 'Mokoena Catering (Pty) Ltd', taxId: '4987654321' }
    const row = await insertTestOrder(database().db, { orderDetails: testOrderDetails({ billing }) })
    const mail = await renderOrderConfirmation((await getOrder(row.id))!)
    const billingPart = mail.text.slice(mail.text.indexOf('Billing address'))
    expect(billingPart).toContain('Mokoena Catering (Pty) Ltd')
    expect(billingPart).toContain('Tax ID: 4987654321')
    expect(mail.html).toContain('Tax ID: 4987654321')

    const privateMail = await renderOrderConfirmation((await getOrder((await insertTestOrder(database().db)).id))!)
    expect(privateMail.text).not.toContain('Tax ID')
  })

  it('escapes what the shopper typed in the HTML part', async () => {
    const row = await insertTestOrder(database().db, {
      orderDetails: testOrderDetails({
        personal: { firstName: '<script>alert(1)</script>', lastName: 'X', emailAddress: 'x@example.com' },
      }),
    })
    const mail = await renderOrderConfirmation((await getOrder(row.id))!)
    expect(mail.html).not.toContain('<script>alert(1)</script>')
    expect(mail.html).toContain(escapeHtml('<script>alert(1)</script>'))
    expect(mail.text).toContain('<script>alert(1)</script>')
  })
})

describe('the password reset mail', () => {
  const reset = { token: 'tok', redirectUrl: '/my-account', prefix: '', locale: 'en-US' }

  it('is written in the language of the page it was asked from, not in English', async () => {
    const english = await renderPasswordReset(reset)
    const french = await renderPasswordReset({ ...reset, locale: 'fr-FR' })
    expect(french.subject).toBe('Choisissez un nouveau mot de passe')
    expect(french.text).toContain('Le lien ne fonctionne qu’une fois et expire au bout d’une heure.')
    expect(french.html).toContain('<html lang="fr">')
    const japanese = await renderPasswordReset({ ...reset, locale: 'ja-JP' })
    expect(japanese.subject).toBe('新しいパスワードを設定してください')
    // No line of the English mail but the link and the shop's name is left in any language the shop ships.
    const englishLines = english.text
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('https://') && line !== 'Karoo Appliances')
    for (const locale of ['de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'ja-JP', 'ru-RU', 'it-IT', 'pt-BR', 'pl-PL', 'cs-CZ']) {
      const mail = await renderPasswordReset({ ...reset, locale })
      expect(
        englishLines.filter((line) => mail.text.includes(line)),
        locale,
      ).toEqual([])
    }
  })
})
