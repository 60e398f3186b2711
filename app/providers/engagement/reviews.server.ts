/**
 * Product reviews: written from the product page, held for moderation (or published at once when
 * REVIEWS_AUTO_PUBLISH is set), shown there once published. The rules are ~/domain/ratings; the store
 * owner moderates with `npm run reviews` (scripts/reviews.ts). See docs/decisions/0023-reviews.md.
 */
import { ulid } from 'ulid'
import { calendarDay } from '~/domain/dates'
import { clampPage, pageToStart, totalPages } from '~/domain/paging'
import { initialReviewStatus, REVIEWS_PER_PAGE, summarizeRatings, type RatingSummary, type ReviewStatus } from '~/domain/ratings'
import { isVerifiedPurchase } from '~/domain/verified-buyer'
import { getEnv } from '~/utils/env.server'
import type { StoreView } from '~/utils/store-views'
import { normalizeEmail } from '~/domain/validation'
import { getDb } from '~/server/db.server'

/** What a shopper wrote, with who they are. */
export interface ReviewSubmission {
  productId: number
  /** The signed-in customer, or null for a guest. */
  customerId: string | null
  email: string
  name: string
  rating: number
  title?: string
  text: string
  /** The shopper's interface language when writing. */
  locale: string
}

export type WriteReviewResult = { ok: true; status: ReviewStatus } | { ok: false; reason: 'duplicate' }

/** A published review as the product page shows it (no e-mail address, ever). */
export interface PublishedReview {
  id: string
  name: string
  rating: number
  title: string | null
  text: string
  verified: boolean
  createdAt: string
  /** The day it was written in the store view's calendar (YYYY-MM-DD). */
  day: string
}

function reviewerKey(customerId: string | null, email: string): string {
  return customerId ? `customer:${customerId}` : `email:${email}`
}

/**
 * A verified buyer is a signed-in customer with an order of this product (or of one of its variants) that
 * counts as a purchase. A guest's e-mail is typed into a form and proves nothing, so guests never are.
 */
async function boughtProduct(customerId: string, productId: number): Promise<boolean> {
  const orders = await getDb()
    .selectFrom('sales_order as o')
    .innerJoin('sales_order_line as l', 'l.order_id', 'o.id')
    .leftJoin('product as p', 'p.id', 'l.product_id')
    .select(['o.status', 'o.payment_status as paymentStatus', 'o.payment_method as paymentMethod'])
    .where('o.customer_id', '=', customerId)
    .where((eb) => eb.or([eb('l.product_id', '=', productId), eb('p.parent_id', '=', productId)]))
    .execute()
  return isVerifiedPurchase(orders)
}

/**
 * Store a review: pending, or published when the shop publishes at once. A reviewer's second review of the
 * same product is refused by the unique index (no read-then-write race).
 */
export async function writeReview(
  view: StoreView,
  review: ReviewSubmission,
  options: { autoPublish?: boolean; now?: Date } = {},
): Promise<WriteReviewResult> {
  const email = normalizeEmail(review.email)
  const status = initialReviewStatus(options.autoPublish ?? getEnv().REVIEWS_AUTO_PUBLISH)
  const verified = review.customerId ? await boughtProduct(review.customerId, review.productId) : false
  const at = (options.now ?? new Date()).toISOString()
  const result = await getDb()
    .insertInto('review')
    .values({
      id: ulid(),
      product_id: review.productId,
      customer_id: review.customerId,
      email,
      reviewer_key: reviewerKey(review.customerId, email),
      name: review.name,
      rating: review.rating,
      title: review.title || null,
      text: review.text,
      status,
      verified: verified ? 1 : 0,
      store_code: view.storeCode,
      locale: review.locale,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.columns(['product_id', 'reviewer_key']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? { ok: true, status } : { ok: false, reason: 'duplicate' }
}

export interface ProductReviews {
  summary: RatingSummary
  reviews: PublishedReview[]
  /** The page shown (1-based) and how many there are. */
  page: number
  pages: number
}

/**
 * The product's published ratings (count and average) and one page of its reviews, newest first. Whatever
 * came in the URL as the page becomes one that exists.
 */
export async function getProductReviews(view: StoreView, productId: number, requestedPage: unknown): Promise<ProductReviews> {
  const db = getDb()
  const totals = await db
    .selectFrom('review')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('total')])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .executeTakeFirst()
  const summary = summarizeRatings(Number(totals?.count ?? 0), Number(totals?.total ?? 0))
  if (!summary.count) return { summary, reviews: [], page: 1, pages: 1 }
  const pages = totalPages(summary.count, REVIEWS_PER_PAGE)
  const page = clampPage(requestedPage, pages)
  const rows = await db
    .selectFrom('review')
    .select(['id', 'name', 'rating', 'title', 'text', 'verified', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REVIEWS_PER_PAGE)
    .offset(pageToStart(page, REVIEWS_PER_PAGE))
    .execute()
  return {
    summary,
    reviews: rows.map((row) => ({
      id: row.id,
      name: row.name,
      rating: Number(row.rating),
      title: row.title,
      text: row.text,
      verified: Number(row.verified) === 1,
      createdAt: row.created_at,
      day: calendarDay(new Date(row.created_at), view.timeZone),
    })),
    page,
    pages,
  }
}

/** A review as the moderation script lists it: everything, the reviewer's address included. */
export interface ModeratedReview {
  id: string
  productSku: string
  name: string
  email: string
  rating: number
  title: string | null
  text: string
  status: ReviewStatus
  verified: boolean
  createdAt: string
}

/** Reviews in one status (pending by default), oldest first: the order a moderator works through them. */
export async function listReviews(status: ReviewStatus = 'pending', limit = 100): Promise<ModeratedReview[]> {
  const rows = await getDb()
    .selectFrom('review as r')
    .innerJoin('product as p', 'p.id', 'r.product_id')
    .select(['r.id', 'p.sku', 'r.name', 'r.email', 'r.rating', 'r.title', 'r.text', 'r.status', 'r.verified', 'r.created_at'])
    .where('r.status', '=', status)
    .orderBy('r.created_at', 'asc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    productSku: row.sku,
    name: row.name,
    email: row.email,
    rating: Number(row.rating),
    title: row.title,
    text: row.text,
    status: row.status,
    verified: Number(row.verified) === 1,
    createdAt: row.created_at,
  }))
}

/** Publish or reject a review; false when there is no review with that id. */
export async function moderateReview(id: string, status: Exclude<ReviewStatus, 'pending'>, now: Date = new Date()): Promise<boolean> {
  const result = await getDb().updateTable('review').set({ status, updated_at: now.toISOString() }).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
