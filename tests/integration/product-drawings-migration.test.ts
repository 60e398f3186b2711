import { expect, it } from 'vitest'
import * as m0016 from '~/db/migrations/0016-product-drawings'
import { MIN_PRODUCT_COUNT, seedCatalogue } from '~/db/seed/catalogue.server'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

/** The one drawing each family used for all of its kinds before drawings followed the product's name. */
const FAMILY_DRAWING: Record<string, string> = {
  combifridge: 'fridge',
  slimdishwasher: 'dishwasher',
  glasskettle: 'kettle',
  fourslicetoaster: 'toaster',
  longslottoaster: 'toaster',
  doubleoven: 'oven',
  gashob: 'hob',
  slimextractor: 'extractor',
  filtercoffee: 'coffee',
  capsulecoffee: 'coffee',
  personalblender: 'blender',
  stickblender: 'blender',
  dualairfryer: 'airfryer',
  airfryeroven: 'airfryer',
  standmixer: 'processor',
  chopper: 'processor',
  steamgenerator: 'iron',
  stickvacuum: 'vacuum',
  robotvacuum: 'vacuum',
  wetdryvacuum: 'vacuum',
  fanheater: 'heater',
  panelheater: 'heater',
  gasheater: 'heater',
  towerfan: 'fan',
  deskfan: 'fan',
  cartridge: 'part',
  pleatedfilter: 'part',
  meshfilter: 'part',
  element: 'part',
  hotplate: 'part',
  hose: 'part',
  seal: 'part',
  ringseal: 'part',
  dustbag: 'part',
  pricetag: 'bundle',
  laundryset: 'washer',
  cookingset: 'oven',
  prepset: 'blender',
  homecareset: 'vacuum',
  winterset: 'heater',
}

const shapeOf = (image: string | null) => image?.split('/')[2] ?? ''
const aged = (image: string) => {
  const shape = shapeOf(image)
  return FAMILY_DRAWING[shape] ? image.replace(`/media/${shape}/`, `/media/${FAMILY_DRAWING[shape]}/`) : image
}

describeEachDatabase('migration 0016: product drawings in databases seeded earlier', (kind) => {
  const database = useTestDatabase(kind)

  it('redraws each product and spare-part category as what it is, and leaves uploaded images alone', async () => {
    const { db } = database()
    await seedCatalogue(db, { products: MIN_PRODUCT_COUNT })
    const snapshot = async () => ({
      products: await db.selectFrom('product').select(['id', 'name', 'image']).orderBy('id').execute(),
      media: await db
        .selectFrom('product_media')
        .select(['product_id', 'position', 'image'])
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
      categories: await db.selectFrom('category').select(['id', 'image']).orderBy('id').execute(),
    })
    const seeded = await snapshot()

    // Turn the database back into one seeded before: every kind drawn with its family's drawing.
    for (const p of seeded.products)
      await db
        .updateTable('product')
        .set({ image: aged(p.image!) })
        .where('id', '=', p.id)
        .execute()
    for (const m of seeded.media) {
      await db
        .updateTable('product_media')
        .set({ image: aged(m.image) })
        .where('product_id', '=', m.product_id)
        .where('position', '=', m.position)
        .execute()
    }
    for (const c of seeded.categories) {
      if (c.image)
        await db
          .updateTable('category')
          .set({ image: aged(c.image) })
          .where('id', '=', c.id)
          .execute()
    }
    const before = await snapshot()
    const redrawn = seeded.products.filter((p) => aged(p.image!) !== p.image)
    expect(new Set(redrawn.map((p) => shapeOf(p.image))).size).toBeGreaterThan(5)
    expect(before.categories.find((c) => c.id === 32)?.image).toBe('/media/part/neutral/cat-32.svg')
    expect(before.categories.find((c) => c.id === 11)?.image).toBe('/media/bundle/neutral/cat-11.svg')

    // A merchant's upload and a product no rule knows keep their pictures.
    const [upload, unknown] = seeded.products.filter((p) => p.image === aged(p.image!))
    await db.updateTable('product').set({ image: '/uploads/my-photo.jpg' }).where('id', '=', upload.id).execute()
    await db
      .updateTable('product')
      .set({ name: 'Koel Ice Cream Maker KL0001', image: '/media/blender/red/x.svg' })
      .where('id', '=', unknown.id)
      .execute()

    await m0016.up(db)

    const after = await snapshot()
    const expected = seeded.products.map((p) =>
      p.id === upload.id
        ? { ...p, image: '/uploads/my-photo.jpg' }
        : p.id === unknown.id
          ? { ...p, name: 'Koel Ice Cream Maker KL0001', image: '/media/blender/red/x.svg' }
          : p,
    )
    expect(after.products).toEqual(expected)
    expect(after.media).toEqual(seeded.media)
    expect(after.categories).toEqual(seeded.categories)

    // Running it again changes nothing.
    await m0016.up(db)
    expect(await snapshot()).toEqual(after)
  })

  it('does nothing on an empty database', async () => {
    const { db } = database()
    await m0016.up(db)
    expect(await db.selectFrom('product').select('id').execute()).toEqual([])
  })
})
