import type { Kysely } from 'kysely'
import { addContentTriggers, createContentGeneration, dropContentGeneration, dropContentTriggers } from '~/db/content-generation'

/**
 * The tables whose rows a shopper without an account or a cart can see on a page (the catalogue and its
 * prices, stock, options and translations, tax, CMS pages and blocks, the blog, banners, stores, URL rewrites,
 * reviews, customer groups for tier prices). Every write to them raises the content generation, which
 * ends the life of the pages kept for such shoppers. Carts, orders, customers, mail and throttles are not
 * here: they never show on a page kept for everyone.
 */
const SHARED_CONTENT_TABLES = [
  'category',
  'attribute',
  'attribute_option',
  'product',
  'product_price',
  'tier_price',
  'product_category',
  'product_media',
  'product_link',
  'configurable_option',
  'bundle_option',
  'bundle_selection',
  'custom_option',
  'custom_option_value',
  'stock',
  'tax_rate',
  'tax_rule',
  'translation',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
  'blog_category',
  'blog_post',
  'blog_post_product',
  'banner',
  'store_location',
  'url_rewrite',
  'review',
  'customer_group',
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await createContentGeneration(db)
  await addContentTriggers(db, SHARED_CONTENT_TABLES)
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropContentTriggers(db, SHARED_CONTENT_TABLES)
  await dropContentGeneration(db)
}
