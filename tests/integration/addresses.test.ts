import './support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { MAX_SAVED_ADDRESSES } from '~/domain/address-book'
import { FIELD_REQUIRED } from '~/domain/validation'
import { setDatabase } from '~/server/db.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as book from '~/routes/($store)+/_account+/my-account.shipping-details'
import { CHOOSE_PROVINCE } from '~/schemas/checkout'
import { describeEachDatabase, useTestDatabase } from '../setup/db'
import { Browser } from './support/shop'

const PAGE = '/my-account/shipping-details'

const home = {
  firstName: 'Thandi',
  lastName: 'Mokoena',
  country: 'ZA',
  streetAddress: '12 Long Street',
  apartmentNumber: 'Flat 3',
  city: 'Cape Town',
  state: 'Western Cape',
  zipCode: '8001',
  phoneNumber: '+27 21 555 0100',
}
const work = { ...home, streetAddress: '1 Dock Road', apartmentNumber: '', suburb: 'V&A Waterfront', zipCode: '8002' }

type Saved = { id: string; isDefault: boolean; streetAddress: string; apartmentNumber?: string; suburb?: string }
type PageData = { addresses: Saved[]; editing: Saved | null; full: boolean }
type Reply = { intent: string; result: { error?: Record<string, string[] | null> } }

describeEachDatabase('address book', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  async function customer(email = 'thandi@example.co.za'): Promise<Browser> {
    const browser = new Browser()
    const response = await browser.post(loginRoute.action, '/login', {
      intent: 'register',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email,
      password: 'correct horse',
      confirmPassword: 'correct horse',
    })
    expect(response.status).toBe(303)
    return browser
  }

  async function page(browser: Browser, path = PAGE): Promise<PageData> {
    const response = await browser.load(book.loader, path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    return (await response.json()) as PageData
  }

  async function post(browser: Browser, fields: Record<string, string>) {
    const response = await browser.post(book.action, PAGE, fields)
    expect(response.status, response.status === 400 ? JSON.stringify(await response.clone().json()) : '').toBe(303)
    expect(response.headers.get('Location')).toBe(PAGE)
    return (await browser.toast())?.message
  }

  it('sends a guest to log in first', async () => {
    const response = await new Browser().load(book.loader, PAGE)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent(PAGE)}`)
  })

  it('adds addresses, the first becoming the default, and edits one', async () => {
    const browser = await customer()
    expect((await page(browser)).addresses).toEqual([])
    expect(await post(browser, { intent: 'add', ...home })).toBe('account.addressAdded')
    expect(await post(browser, { intent: 'add', ...work })).toBe('account.addressAdded')
    const { addresses } = await page(browser)
    expect(addresses.map((a) => [a.streetAddress, a.isDefault])).toEqual([
      ['12 Long Street', true],
      ['1 Dock Road', false],
    ])
    expect(addresses[1]).toMatchObject({ suburb: 'V&A Waterfront' })
    expect(addresses[1]!.apartmentNumber).toBeUndefined()

    const editing = await page(browser, `${PAGE}?edit=${addresses[1]!.id}`)
    expect(editing.editing?.streetAddress).toBe('1 Dock Road')
    expect(await post(browser, { intent: 'edit', addressId: addresses[1]!.id, ...work, streetAddress: '2 Dock Road' })).toBe(
      'account.addressSaved',
    )
    expect((await page(browser)).addresses.map((a) => a.streetAddress)).toEqual(['12 Long Street', '2 Dock Road'])
  })

  it('refuses an invalid address with its messages beside the fields', async () => {
    const browser = await customer()
    const response = await browser.post(book.action, PAGE, { intent: 'add', ...home, state: 'Atlantis', city: '' })
    expect(response.status).toBe(400)
    const reply = (await response.json()) as Reply
    expect(reply.intent).toBe('add')
    expect(reply.result.error).toMatchObject({ state: [CHOOSE_PROVINCE], city: [FIELD_REQUIRED] })
    expect((await page(browser)).addresses).toEqual([])
  })

  it('chooses the default, and deleting the default promotes another', async () => {
    const browser = await customer()
    await post(browser, { intent: 'add', ...home })
    await post(browser, { intent: 'add', ...work })
    await post(browser, { intent: 'add', ...work, streetAddress: '3 Bree Street' })
    let { addresses } = await page(browser)
    const bree = addresses.find((a) => a.streetAddress === '3 Bree Street')!
    expect(await post(browser, { intent: 'default', addressId: bree.id })).toBe('account.defaultAddressChanged')
    addresses = (await page(browser)).addresses
    expect(addresses.filter((a) => a.isDefault).map((a) => a.streetAddress)).toEqual(['3 Bree Street'])

    expect(await post(browser, { intent: 'delete', addressId: bree.id })).toBe('account.addressDeleted')
    addresses = (await page(browser)).addresses
    // The oldest left takes over.
    expect(addresses.map((a) => [a.streetAddress, a.isDefault])).toEqual([
      ['12 Long Street', true],
      ['1 Dock Road', false],
    ])
    await post(browser, { intent: 'delete', addressId: addresses[1]!.id })
    await post(browser, { intent: 'delete', addressId: addresses[0]!.id })
    expect((await page(browser)).addresses).toEqual([])
  })

  it("answers another customer's address id with a 404 and leaves it alone", async () => {
    const thandi = await customer()
    await post(thandi, { intent: 'add', ...home })
    const [theirs] = (await page(thandi)).addresses
    const other = await customer('sipho@example.co.za')
    await post(other, { intent: 'add', ...work })

    expect((await other.load(book.loader, `${PAGE}?edit=${theirs!.id}`)).status).toBe(404)
    for (const fields of [
      { intent: 'edit', addressId: theirs!.id, ...work },
      { intent: 'delete', addressId: theirs!.id },
      { intent: 'default', addressId: theirs!.id },
    ]) {
      expect((await other.post(book.action, PAGE, fields)).status, fields.intent).toBe(404)
    }
    expect((await page(thandi)).addresses).toEqual([
      expect.objectContaining({ id: theirs!.id, streetAddress: '12 Long Street', isDefault: true }),
    ])
    expect((await page(other)).addresses.map((a) => a.isDefault)).toEqual([true])
  })

  it('stops at the cap with a clear message', async () => {
    const browser = await customer()
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i++) await post(browser, { intent: 'add', ...home, streetAddress: `${i + 1} Long Street` })
    expect((await page(browser)).full).toBe(true)
    const response = await browser.post(book.action, PAGE, { intent: 'add', ...work })
    expect(response.status).toBe(400)
    expect(((await response.json()) as Reply).result.error).toEqual({ '': ['account.addressBookFull'] })
    expect((await page(browser)).addresses).toHaveLength(MAX_SAVED_ADDRESSES)
    // Editing still works in a full book.
    const [first] = (await page(browser)).addresses
    expect(await post(browser, { intent: 'edit', addressId: first!.id, ...work })).toBe('account.addressSaved')
  })
})
