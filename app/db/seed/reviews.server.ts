import type { Kysely } from 'kysely'
import type { Database, ReviewTable } from '../schema'

type DemoReview = Pick<ReviewTable, 'name' | 'rating' | 'title' | 'text'> & { sku: string; day: string }

/** Published reviews of a few demo products, so their pages show ratings (written by made-up guests). */
const DEMO_REVIEWS: DemoReview[] = [
  {
    sku: 'KET-1011',
    day: '2026-03-02',
    name: 'Lerato M.',
    rating: 5,
    title: 'Boils in no time',
    text: 'Quiet, quick and the handle stays cool. Use it every morning.',
  },
  {
    sku: 'KET-1011',
    day: '2026-04-18',
    name: 'Johan V.',
    rating: 4,
    title: null,
    text: 'Does the job well. The lid could open a little wider for filling.',
  },
  {
    sku: 'KET-1011',
    day: '2026-06-07',
    name: 'Ayesha P.',
    rating: 5,
    title: 'Great value',
    text: 'Looks smart on the counter and switches off reliably.',
  },
  {
    sku: 'FRG-0903',
    day: '2026-02-11',
    name: 'Sipho D.',
    rating: 4,
    title: 'Roomy and quiet',
    text: 'Fits a family shop for the week. Took a day to get properly cold.',
  },
  {
    sku: 'FRG-0903',
    day: '2026-05-23',
    name: 'Megan R.',
    rating: 3,
    title: null,
    text: 'Good fridge, but the door shelves are a bit shallow for big bottles.',
  },
  {
    sku: 'TOA-1006',
    day: '2026-01-29',
    name: 'Pieter N.',
    rating: 5,
    title: 'Even toast',
    text: 'Browns both sides evenly, even thick slices of farm bread.',
  },
]

export async function seedReviews(db: Kysely<Database>): Promise<void> {
  const products = await db
    .selectFrom('product')
    .select(['id', 'sku'])
    .where('sku', 'in', [...new Set(DEMO_REVIEWS.map((r) => r.sku))])
    .execute()
  const idOf = new Map(products.map((p) => [p.sku, p.id]))
  // A smaller demo catalogue (tests) may lack some of these products: their reviews are left out.
  const rows = DEMO_REVIEWS.filter((r) => idOf.has(r.sku)).map((r, index) => {
    const at = `${r.day}T09:00:00.000Z`
    const email = `demo-reviewer-${index + 1}@karoo.example`
    return {
      id: `01DEMOREVIEW${String(index + 1).padStart(14, '0')}`,
      product_id: idOf.get(r.sku)!,
      customer_id: null,
      email,
      reviewer_key: `email:${email}`,
      name: r.name,
      rating: r.rating,
      title: r.title,
      text: r.text,
      status: 'published' as const,
      verified: 0,
      store_code: 'default',
      locale: 'en-ZA',
      created_at: at,
      updated_at: at,
    }
  })
  if (rows.length) await db.insertInto('review').values(rows).execute()
}
