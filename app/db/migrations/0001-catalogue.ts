import { type Kysely } from 'kysely'

/**
 * The catalogue, content and store data, in the portable subset
 * both SQLite and PostgreSQL accept: integer ids for catalogue entities (numeric
 * ids are part of the shop's URLs and rules: root category 2, slugs ending in -id), money in integer minor units,
 * rates in basis points, JSON as text, booleans as 0/1, timestamps as ISO text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('url_path', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('include_in_menu', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .execute()
  await db.schema.createIndex('category_parent_idx').on('category').column('parent_id').execute()

  await db.schema
    .createTable('attribute')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('frontend_input', 'text', (c) => c.notNull().defaultTo('select'))
    .addColumn('is_user_defined', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_comparable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_filterable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('attribute_option')
    .addColumn('attribute_code', 'text', (c) => c.notNull().references('attribute.code'))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('swatch', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('attribute_option_pk', ['attribute_code', 'value'])
    .execute()

  await db.schema
    .createTable('product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer')
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('url_key', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('visibility', 'integer', (c) => c.notNull().defaultTo(4))
    .addColumn('tax_class_id', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('brand', 'text')
    .addColumn('description', 'text')
    .addColumn('short_description', 'text')
    .addColumn('image', 'text')
    // Attribute values (colour, size, capacity, energy class...) as a JSON object of code -> option value.
    .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('weight', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_holiday', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloadable_file', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('product_parent_idx').on('product').column('parent_id').execute()

  // Prices are stored per store view, as the shelf price including tax (SA and EU B2C prices include VAT).
  await db.schema
    .createTable('product_price')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('special_price', 'bigint')
    .addColumn('special_from_date', 'text')
    .addColumn('special_to_date', 'text')
    .addPrimaryKeyConstraint('product_price_pk', ['product_id', 'store_code'])
    .execute()

  await db.schema
    .createTable('tier_price')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('customer_group_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tier_price_pk', ['product_id', 'store_code', 'qty', 'customer_group_id'])
    .execute()

  await db.schema
    .createTable('product_category')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_category_pk', ['product_id', 'category_id'])
    .execute()
  await db.schema.createIndex('product_category_cat_idx').on('product_category').column('category_id').execute()

  await db.schema
    .createTable('product_media')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('video_url', 'text')
    .addPrimaryKeyConstraint('product_media_pk', ['product_id', 'position'])
    .execute()

  // Grouped (associated), related and cross-sell links.
  await db.schema
    .createTable('product_link')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('linked_product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_link_pk', ['product_id', 'linked_product_id', 'link_type'])
    .execute()

  // Configurable products: which attributes the shopper chooses, in order.
  await db.schema
    .createTable('configurable_option')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('attribute_code', 'text', (c) => c.notNull().references('attribute.code'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('configurable_option_pk', ['product_id', 'attribute_code'])
    .execute()

  await db.schema
    .createTable('bundle_option')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('select'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('bundle_selection')
    .addColumn('option_id', 'integer', (c) => c.notNull().references('bundle_option.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bundle_selection_pk', ['option_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('custom_option')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('drop_down'))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('custom_option_value')
    .addColumn('option_type_id', 'integer', (c) => c.primaryKey())
    .addColumn('option_id', 'integer', (c) => c.notNull().references('custom_option.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull().defaultTo('fixed'))
    // fixed: `price` in rand minor units and `price_eur` in euro minor units; percent: `price` in basis points.
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('price_eur', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('stock')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('product.id'))
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_in_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('manage_stock', 'integer', (c) => c.notNull().defaultTo(1))
    // At or below this quantity the stock is "volatile": the system is not sure about it.
    .addColumn('low_stock_qty', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('max_sale_qty', 'integer', (c) => c.notNull().defaultTo(10))
    .execute()

  await db.schema
    .createTable('tax_rate')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('tax_country_id', 'text', (c) => c.notNull())
    .addColumn('region_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tax_region_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('tax_rule')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('product_tax_class_ids', 'text', (c) => c.notNull())
    .addColumn('customer_tax_class_ids', 'text', (c) => c.notNull())
    .addColumn('rate_ids', 'text', (c) => c.notNull())
    .execute()

  // Store-view translations of catalogue text (entity: category, product, attribute, attribute_option).
  await db.schema
    .createTable('translation')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translation_pk', ['entity', 'entity_id', 'store_code', 'field'])
    .execute()

  await db.schema
    .createTable('cms_page')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text')
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('cms_page_ident_idx').on('cms_page').columns(['identifier', 'store_code']).unique().execute()

  await db.schema
    .createTable('cms_block')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('cms_block_ident_idx').on('cms_block').columns(['identifier', 'store_code']).unique().execute()

  // Where CMS pages sit in the site's content navigation (footer columns).
  await db.schema
    .createTable('cms_hierarchy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer')
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('page_identifier', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('blog_category')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createTable('blog_post')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_category.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('blog_post_slug_idx').on('blog_post').columns(['slug', 'store_code']).unique().execute()

  await db.schema
    .createTable('banner')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // main | small | product
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('store_location')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('suburb', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('latitude', 'text')
    .addColumn('longitude', 'text')
    .addColumn('is_collection_point', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('url_rewrite')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('store_code', 'text', (c) => c.notNull())
    .addColumn('request_path', 'text', (c) => c.notNull())
    .addColumn('target_path', 'text', (c) => c.notNull())
    .addColumn('redirect_type', 'integer', (c) => c.notNull().defaultTo(301))
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'integer')
    .execute()
  await db.schema.createIndex('url_rewrite_path_idx').on('url_rewrite').columns(['store_code', 'request_path']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'url_rewrite',
    'store_location',
    'banner',
    'blog_post',
    'blog_category',
    'cms_hierarchy',
    'cms_block',
    'cms_page',
    'translation',
    'tax_rule',
    'tax_rate',
    'stock',
    'custom_option_value',
    'custom_option',
    'bundle_selection',
    'bundle_option',
    'configurable_option',
    'product_link',
    'product_media',
    'product_category',
    'tier_price',
    'product_price',
    'product',
    'attribute_option',
    'attribute',
    'category',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
