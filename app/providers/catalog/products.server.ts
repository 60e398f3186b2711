import { LISTABLE_VISIBILITY, UNAVAILABLE_STATUS } from '~/domain/product-rules'
import { loadProductDocuments } from '~/search/documents.server'
import type { ProductDocument } from '~/search/types'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '../../server/db.server'

export const productPath = (parentSku: string, slug: string, childSku?: string) =>
  `/p/${encodeURIComponent(parentSku)}/${encodeURIComponent(slug)}${childSku ? `/${encodeURIComponent(childSku)}` : ''}`

export interface ProductCardData {
  id: number
  sku: string
  name: string
  path: string
  image: string | null
  price: number
  regularPrice: number
  onSale: boolean
  inStock: boolean
  isNew: boolean
  typeId: string
}

export function toCard(doc: ProductDocument): ProductCardData {
  return {
    id: doc.id,
    sku: doc.sku,
    name: doc.name,
    path: productPath(doc.sku, doc.slug),
    image: doc.image,
    price: doc.price,
    regularPrice: doc.regularPrice,
    onSale: doc.onSale,
    inStock: doc.inStock,
    isNew: doc.isNew,
    typeId: doc.typeId,
  }
}

/** Cards for listable products by id, in the order given. */
export async function productCards(view: StoreView, ids: number[], now = new Date()): Promise<ProductCardData[]> {
  if (!ids.length) return []
  const docs = await loadProductDocuments(getDb(), view.storeCode, now, { ids })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids
    .map((id) => byId.get(id))
    .filter((doc): doc is ProductDocument => Boolean(doc))
    .map(toCard)
}

/** Every visible product's path, for the sitemap. */
export async function listProductPaths(): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await getDb()
    .selectFrom('product')
    .select(['sku', 'slug', 'updated_at'])
    .where('visibility', 'in', [...LISTABLE_VISIBILITY])
    .where('status', '<', UNAVAILABLE_STATUS)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ path: productPath(row.sku, row.slug), updatedAt: row.updated_at }))
}
