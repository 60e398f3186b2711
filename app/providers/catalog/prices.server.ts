import { GENERAL_CUSTOMER_GROUP } from '~/domain/constants'
import { priceView, type PriceView } from '~/domain/prices'
import { stockStatus, type StockStatus } from '~/domain/stock'
import type { StoreView } from '~/utils/store-views'
import { keptQuery } from '~/db/kept-query.server'
import { getDb } from '../../server/db.server'
import { chunk } from '../../server/translations.server'

export interface PriceRow {
  product_id: number
  price: number
  special_price: number | null
  special_from_date: string | null
  special_to_date: string | null
}

export interface StockInfo {
  status: StockStatus
  maxSaleQty: number
  /** Units on hand when stock is managed, else null. */
  available: number | null
}

/** A product without a stock row cannot be sold. */
export const OUT_OF_STOCK: StockInfo = { status: 'out_of_stock', maxSaleQty: 0, available: 0 }

/** The page view of a stored price; a product without a price row in this store view shows -1 (not sellable). */
export function toPriceView(row: PriceRow | undefined, tiers: { qty: number; price: number }[], now: Date): PriceView {
  if (!row) return { final: -1, regular: -1, specialActive: false, tiers: [] }
  const input = {
    price: row.price,
    specialPrice: row.special_price,
    specialFromDate: row.special_from_date,
    specialToDate: row.special_to_date,
  }
  return priceView(input, tiers, now)
}

// Every page that shows a price reads these (kept-query.server.ts).
const pricesOf = keptQuery((db, p: { store: string; ids: number[] }) =>
  db.selectFrom('product_price').selectAll().where('store_code', '=', p.store).where('product_id', 'in', p.ids),
)
const tiersOf = keptQuery((db, p: { store: string; general: number; group: number; ids: number[] }) =>
  db
    .selectFrom('tier_price')
    .select(['product_id', 'qty', 'price'])
    .where('store_code', '=', p.store)
    .where('customer_group_id', 'in', [p.general, p.group])
    .where('product_id', 'in', p.ids),
)
const stockOf = keptQuery((db, p: { ids: number[] }) => db.selectFrom('stock').selectAll().where('product_id', 'in', p.ids))

/**
 * Prices, tier prices and stock of these products in one store view. The tiers are the general group's
 * plus those of `customerGroup` (the signed-in shopper's group).
 */
export async function loadPricesAndStock(view: StoreView, ids: number[], customerGroup = GENERAL_CUSTOMER_GROUP) {
  const db = getDb()
  const prices = new Map<number, PriceRow>()
  const tiers = new Map<number, { qty: number; price: number }[]>()
  const stock = new Map<number, StockInfo>()
  for (const part of chunk(ids, 900)) {
    const [priceRows, tierRows, stockRows] = await Promise.all([
      pricesOf.execute(db, { store: view.storeCode, ids: part }),
      tiersOf.execute(db, { store: view.storeCode, general: GENERAL_CUSTOMER_GROUP, group: customerGroup, ids: part }),
      stockOf.execute(db, { ids: part }),
    ])
    for (const row of priceRows) prices.set(row.product_id, row)
    for (const row of tierRows) tiers.set(row.product_id, [...(tiers.get(row.product_id) ?? []), row])
    for (const row of stockRows) {
      stock.set(row.product_id, {
        status: stockStatus({
          qty: row.qty,
          isInStock: row.is_in_stock === 1,
          manageStock: row.manage_stock === 1,
          lowStockQty: row.low_stock_qty,
        }),
        maxSaleQty: row.max_sale_qty,
        available: row.manage_stock === 1 ? row.qty : null,
      })
    }
  }
  return { prices, tiers, stock }
}
