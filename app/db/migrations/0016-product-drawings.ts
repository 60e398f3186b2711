import { sql, type Kysely } from 'kysely'
import { CATEGORIES } from '~/db/seed/catalogue/data'
import { drawingByRule } from '~/media/product-drawing'

/**
 * Image paths are written into the database when the demo store is seeded, and databases seeded
 * before the drawings followed each product's own name show a stick blender as a jug blender and a
 * tower fan as a pedestal fan. This rewrites the generated paths (`/media/{shape}/...` only, never an
 * uploaded image) of products whose name a drawing rule knows, and of the categories (spare parts, sale).
 * Colour and key stay, so each product keeps its own variations. On a new, empty database it does nothing.
 */
const GENERATED = /^\/media\/([a-z]+)\/[a-z]+\/[a-z0-9-]+\.svg$/

export async function up(db: Kysely<any>): Promise<void> {
  const products: { id: number; name: string; type_id: string; image: string | null }[] = await db
    .selectFrom('product')
    .select(['id', 'name', 'type_id', 'image'])
    .execute()
  const gallery: { product_id: number; image: string }[] = await db
    .selectFrom('product_media')
    .select(['product_id', 'image'])
    .where('image', 'like', '/media/%')
    .execute()
  const drawnNow = new Map<number, Set<string>>()
  const note = (id: number, image: string | null) => {
    const shape = GENERATED.exec(image ?? '')?.[1]
    if (shape !== undefined) drawnNow.set(id, (drawnNow.get(id) ?? new Set()).add(shape))
  }
  for (const p of products) note(p.id, p.image)
  for (const m of gallery) note(m.product_id, m.image)

  for (const product of products) {
    const shape = drawingByRule({ name: product.name, type: product.type_id })
    if (shape === undefined) continue
    for (const old of drawnNow.get(product.id) ?? []) {
      if (old === shape) continue
      const from = `/media/${old}/`
      for (const table of ['product', 'product_media'] as const) {
        await db
          .updateTable(table)
          .set({ image: sql`replace(image, ${from}, ${`/media/${shape}/`})` })
          .where(table === 'product' ? 'id' : 'product_id', '=', product.id)
          .where('image', 'like', `${from}%`)
          .execute()
      }
    }
  }

  for (const category of CATEGORIES) {
    if (!category.shape) continue
    const image = `/media/${category.shape}/neutral/cat-${category.id}.svg`
    await db
      .updateTable('category')
      .set({ image })
      .where('id', '=', category.id)
      .where('image', 'like', `/media/%/neutral/cat-${category.id}.svg`)
      .execute()
  }
}

/** Nothing to undo: the old paths still render (every old drawing is still served). */
export async function down(): Promise<void> {}
