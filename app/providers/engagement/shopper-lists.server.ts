/**
 * Wishlist and compare list, each product once, by sku. Both are rows per owner: a signed-in customer, or a
 * guest browser named by the signed karoo_lists cookie. That cookie is set only by the POST that first adds
 * something (a GET never sets one, so catalogue pages stay cacheable for cookieless visitors, decision 0011);
 * at sign-in the guest's rows join the customer's and the cookie goes; at logout it goes too.
 */
import crypto from 'node:crypto'
import { addVerdict, joinedList, nextAddedAt, type ListItem, type ShopperList } from '~/domain/shopper-lists'
import { LISTABLE_VISIBILITY, UNAVAILABLE_STATUS } from '~/domain/product-rules'
import { signedCookie } from '~/utils/session.server'
import type { StoreView } from '~/utils/store-views'
import { optionLabel } from '~/domain/attributes'
import { getAttributes, parseAttributes } from '~/providers/catalog/attributes.server'
import { productCards, type ProductCardData } from '~/providers/catalog/products.server'
import { getCustomer } from '~/providers/customers/session.server'
import { getDb, takeTurns } from '~/server/db.server'

/** How long the guest cookie lives. It is set by the first add and never renewed, so its rows cannot outlive it. */
export const GUEST_LIST_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
const getListsCookie = signedCookie('karoo_lists', (GUEST_LIST_DAYS * DAY_MS) / 1000)
const GUEST_ID = /^[A-Za-z0-9_-]{22}$/

async function guestId(request: Request): Promise<string | null> {
  const value = (await getListsCookie().parse(request.headers.get('Cookie'))) as unknown
  return typeof value === 'string' && GUEST_ID.test(value) ? value : null
}

const customerOwner = (customerId: string) => `customer:${customerId}`
const guestOwner = (id: string) => `guest:${id}`

/** Whose lists this request reads: the signed-in customer's, else this browser's, else nobody's yet. */
export async function listOwner(request: Request): Promise<string | null> {
  const customer = await getCustomer(request)
  if (customer) return customerOwner(customer.id)
  const guest = await guestId(request)
  return guest ? guestOwner(guest) : null
}

/** The owner a change is written for; a guest without a cookie gets one (its Set-Cookie comes back). */
export async function ownerForChange(request: Request): Promise<{ owner: string; setCookie: string | null }> {
  const owner = await listOwner(request)
  if (owner) return { owner, setCookie: null }
  const id = crypto.randomBytes(16).toString('base64url')
  return { owner: guestOwner(id), setCookie: await getListsCookie().serialize(id) }
}

async function listItems(owner: string, list: ShopperList, db = getDb()): Promise<ListItem[]> {
  const rows = await db
    .selectFrom('shopper_list_item')
    .select(['sku', 'added_at'])
    .where('owner', '=', owner)
    .where('list', '=', list)
    .orderBy('added_at')
    .orderBy('sku')
    .execute()
  return rows.map((row) => ({ sku: row.sku, addedAt: row.added_at }))
}

export type ShopperListSkus = Record<ShopperList, string[]>

/** The skus on both lists of this request's owner (the header counts and the product page's buttons). */
export async function shopperListSkus(request: Request): Promise<ShopperListSkus> {
  const owner = await listOwner(request)
  const skus: ShopperListSkus = { wishlist: [], compare: [] }
  if (!owner) return skus
  const rows = await getDb()
    .selectFrom('shopper_list_item')
    .select(['list', 'sku'])
    .where('owner', '=', owner)
    .orderBy('added_at')
    .orderBy('sku')
    .execute()
  for (const row of rows) skus[row.list].push(row.sku)
  return skus
}

export async function listSkus(owner: string | null, list: ShopperList): Promise<string[]> {
  return owner ? (await listItems(owner, list)).map((item) => item.sku) : []
}

export type AddOutcome = 'added' | 'present' | 'full' | 'unavailable'

/** Add a listable product by sku: ignored when present, refused when the list is full or the sku sells nothing. */
export async function addToList(owner: string, list: ShopperList, sku: string): Promise<AddOutcome> {
  const db = getDb()
  const product = await db
    .selectFrom('product')
    .select('id')
    .where('sku', '=', sku)
    .where('parent_id', 'is', null)
    .where('visibility', 'in', [...LISTABLE_VISIBILITY])
    .where('status', '<', UNAVAILABLE_STATUS)
    .executeTakeFirst()
  if (!product) return 'unavailable'
  return db.transaction().execute(async (trx) => {
    // Two tabs adding at once would both see room for one more.
    await takeTurns(trx, `list:${owner}:${list}`)
    const items = await listItems(owner, list, trx)
    const verdict = addVerdict(
      list,
      items.map((item) => item.sku),
      sku,
    )
    if (verdict !== 'add') return verdict
    // The primary key keeps a sku once whatever happens.
    await trx
      .insertInto('shopper_list_item')
      .values({ owner, list, sku, added_at: nextAddedAt(items, new Date()) })
      .onConflict((oc) => oc.columns(['owner', 'list', 'sku']).doNothing())
      .execute()
    return 'added'
  })
}

export async function removeFromList(owner: string, list: ShopperList, sku: string): Promise<void> {
  await getDb().deleteFrom('shopper_list_item').where('owner', '=', owner).where('list', '=', list).where('sku', '=', sku).execute()
}

export async function clearList(owner: string, list: ShopperList): Promise<void> {
  await getDb().deleteFrom('shopper_list_item').where('owner', '=', owner).where('list', '=', list).execute()
}

/** At sign-in: this browser's guest lists join the customer's (each sku once, within the caps) and the cookie goes. */
export async function joinGuestLists(request: Request, customerId: string, headers: Headers): Promise<void> {
  const guest = await guestId(request)
  if (!guest) return
  const from = guestOwner(guest)
  const to = customerOwner(customerId)
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (const list of ['wishlist', 'compare'] as const) {
        const guestItems = await listItems(from, list, trx)
        if (!guestItems.length) continue
        const joined = joinedList(list, await listItems(to, list, trx), guestItems)
        await trx.deleteFrom('shopper_list_item').where('owner', '=', to).where('list', '=', list).execute()
        await trx
          .insertInto('shopper_list_item')
          .values(joined.map((item) => ({ owner: to, list, sku: item.sku, added_at: item.addedAt })))
          .execute()
      }
      await trx.deleteFrom('shopper_list_item').where('owner', '=', from).execute()
    })
  headers.append('Set-Cookie', await expiredListsCookie())
}

/** At logout: the browser forgets its lists (a guest's rows go with the cookie; a customer's stay in the account). */
export async function forgetGuestLists(request: Request, headers: Headers): Promise<void> {
  const guest = await guestId(request)
  if (!guest) return
  await getDb().deleteFrom('shopper_list_item').where('owner', '=', guestOwner(guest)).execute()
  headers.append('Set-Cookie', await expiredListsCookie())
}

function expiredListsCookie(): Promise<string> {
  return getListsCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

/** A product on a list, as the wishlist and compare pages show it. */
export interface ListedProduct extends ProductCardData {
  /** Variants, bundle choices, grouped items or required options: add to cart from the product page. */
  needsChoice: boolean
}

/** The listed products still sold in this view, in list order (a product gone from the catalogue drops out). */
export async function listedProducts(view: StoreView, skus: readonly string[]): Promise<ListedProduct[]> {
  if (!skus.length) return []
  const db = getDb()
  const rows = await db
    .selectFrom('product')
    .select(['id', 'sku'])
    .where('sku', 'in', [...skus])
    .where('parent_id', 'is', null)
    .execute()
  const idOf = new Map(rows.map((row) => [row.sku, row.id]))
  const ids = skus.map((sku) => idOf.get(sku)).filter((id): id is number => id !== undefined)
  const [cards, withRequiredOptions] = await Promise.all([
    productCards(view, ids),
    ids.length
      ? db.selectFrom('custom_option').select('product_id').where('product_id', 'in', ids).where('required', '=', 1).execute()
      : [],
  ])
  const optioned = new Set(withRequiredOptions.map((row) => row.product_id))
  return cards.map((card) => ({
    ...card,
    needsChoice: card.typeId === 'configurable' || card.typeId === 'grouped' || card.typeId === 'bundle' || optioned.has(card.id),
  }))
}

export interface CompareRow {
  code: string
  label: string
  /** One per product, in column order; '' when a product has no value. */
  values: string[]
}

/**
 * The compare table: the comparable attributes (is_comparable) any of the products has, in attribute order.
 * A configurable product shows its own values and its variants' (all colours it comes in, for example).
 */
export async function compareRows(view: StoreView, products: readonly ListedProduct[]): Promise<CompareRow[]> {
  if (!products.length) return []
  const db = getDb()
  const ids = products.map((product) => product.id)
  const [attributes, rows] = await Promise.all([
    getAttributes(view),
    db
      .selectFrom('product')
      .select(['id', 'parent_id', 'attributes'])
      .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_id', 'in', ids)]))
      .where('status', '<', UNAVAILABLE_STATUS)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ])
  const values = new Map<number, Map<string, Set<string>>>(ids.map((id) => [id, new Map()]))
  for (const row of rows) {
    const own = values.get(row.parent_id ?? row.id)
    if (!own) continue
    for (const [code, value] of Object.entries(parseAttributes(row.attributes))) {
      if (!attributes.get(code)?.isComparable) continue
      own.set(code, (own.get(code) ?? new Set()).add(optionLabel(attributes, code, value)))
    }
  }
  return [...attributes.values()]
    .filter((attribute) => attribute.isComparable && ids.some((id) => values.get(id)?.has(attribute.code)))
    .map((attribute) => ({
      code: attribute.code,
      label: attribute.label,
      values: ids.map((id) => [...(values.get(id)?.get(attribute.code) ?? [])].join(', ')),
    }))
}

/**
 * Delete the lists of guests whose cookie has expired. The cookie came with the guest's first add, so it ended
 * GUEST_LIST_DAYS after the oldest row at the latest: no browser can name that guest any more. A plain WHERE, so
 * several instances may run it at once. Customers' lists stay.
 */
export async function expireGuestLists(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - GUEST_LIST_DAYS * DAY_MS).toISOString()
  const db = getDb()
  const expired = db
    .selectFrom('shopper_list_item')
    .select('owner')
    .where('owner', 'like', 'guest:%')
    .groupBy('owner')
    .having((eb) => eb.fn.min('added_at'), '<', cutoff)
  const deleted = await db.deleteFrom('shopper_list_item').where('owner', 'in', expired).executeTakeFirst()
  return Number(deleted.numDeletedRows)
}
