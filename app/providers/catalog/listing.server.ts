import { sql } from 'kysely'
import { DEFAULT_PAGE_SIZE, HOME_SECTION_SIZES } from '~/domain/constants'
import { parseListingQuery } from '~/domain/listing-query'
import { sortNaturally } from '~/domain/natural-order'
import { formatPriceRange, ladderBands, priceBuckets, priceLadder } from '~/domain/price-facets'
import { priceRangeKey, type ProductQuery, type SortKey } from '~/search/types'
import type { StoreView } from '~/utils/store-views'
import { buildVocabulary, categoryNameWords, didYouMean, words } from '~/search/suggest'
import { categoryWithDescendants, getCategoryTree } from './categories.server'
import { getAttributes } from './attributes.server'
import { optionLabel } from '~/domain/attributes'
import { productCards, toCard, type ProductCardData } from './products.server'
import { getDb } from '~/server/db.server'
import { memo } from '~/server/memo.server'
import { loadTranslations } from '~/server/translations.server'
import { searchProducts } from './search.server'

export interface FacetView {
  code: string
  label: string
  buckets: { value: string; label: string; count: number; selected: boolean; swatch: string | null }[]
}

export interface ListingView {
  items: ProductCardData[]
  total: number
  page: number
  pageSize: number
  totalPages: number
  sort: SortKey
  defaultSort: SortKey
  /** The cleaned query string: links toggle filters from it. */
  canonical: string
  facets: FacetView[]
  priceFacets: { value: string; label: string; count: number; selected: boolean }[]
  /** Set when the search engine could not answer: the page says so instead of failing. */
  unavailable: boolean
}

/**
 * One listing for category and search pages: route query -> normalised query -> search engine ->
 * cards and labelled facets. Bad filter values are dropped by the parser, never passed on.
 */
export async function loadListing(
  view: StoreView,
  searchParams: URLSearchParams,
  scope: Pick<ProductQuery, 'categoryId' | 'text'>,
  defaultSort: SortKey = 'position',
): Promise<ListingView> {
  const attributes = await getAttributes(view)
  const filterable = [...attributes.values()].filter((a) => a.isFilterable).map((a) => a.code)
  // Values that are not options of their attribute ("?brand=zzz") are dropped like unknown attributes.
  const known = new URLSearchParams()
  for (const [key, value] of searchParams) {
    const meta = attributes.get(key)
    if (meta?.isFilterable && !meta.options.has(value)) continue
    known.append(key, value)
  }
  const ladder = priceLadder(view.currencyCode)
  const parsed = parseListingQuery(known, { filterable, defaultSort, keep: scope.text ? ['q'] : [], priceLadder: ladder })
  const priceBands = ladderBands(ladder)
  const query: ProductQuery = { ...parsed.query, ...scope, priceBands }
  const base = {
    page: parsed.page,
    pageSize: parsed.query.size,
    sort: parsed.query.sort,
    defaultSort,
    canonical: parsed.canonical.toString(),
  }
  let result
  let scopeBands
  try {
    result = await searchProducts(view.storeCode, query)
    // Price buckets follow the scope's prices, not the filtered ones, so they stay put while the shopper
    // filters. Without attribute filters the listing's own price counts are the scope's (they ignore the
    // price filter); with them, one more count of the scope alone.
    scopeBands =
      Object.keys(parsed.query.attributes).length === 0
        ? result.priceFacets
        : (
            await searchProducts(view.storeCode, {
              ...scope,
              priceRanges: [],
              attributes: {},
              priceBands,
              sort: defaultSort,
              start: 0,
              size: 1,
            })
          ).priceFacets
  } catch (error) {
    console.error('Search engine failed for a listing', error)
    // A plain first page from the database, so the shopper still sees products.
    const items = await fallbackListing(view, scope).catch(() => [])
    return { ...base, items, total: items.length, totalPages: 1, facets: [], priceFacets: [], unavailable: true }
  }
  return {
    ...base,
    items: result.items.map(toCard),
    total: result.total,
    totalPages: Math.max(1, Math.ceil(result.total / parsed.query.size)),
    facets: Object.entries(result.facets)
      .filter(([code, buckets]) => attributes.get(code)?.isFilterable && buckets.length > 0)
      .sort(([a], [b]) => (attributes.get(a)?.position ?? 0) - (attributes.get(b)?.position ?? 0))
      .map(([code, buckets]) => ({
        code,
        label: attributes.get(code)?.label ?? code,
        // Energy classes, sizes and capacities in their natural order; other values by count.
        buckets: sortNaturally(buckets, (bucket) => bucket.value)
          .filter((bucket) => attributes.get(code)?.options.has(bucket.value))
          .map((bucket) => ({
            value: bucket.value,
            label: optionLabel(attributes, code, bucket.value),
            count: bucket.count,
            selected: parsed.query.attributes[code]?.includes(bucket.value) ?? false,
            swatch: attributes.get(code)?.options.get(bucket.value)?.swatch ?? null,
          })),
      })),
    priceFacets: priceBuckets(scopeBands, result.priceFacets, parsed.query.priceRanges).map((bucket) => ({
      value: priceRangeKey(bucket.range),
      label: formatPriceRange(bucket.range, view),
      count: bucket.count,
      selected: bucket.selected,
    })),
    unavailable: false,
  }
}

export interface HomeSections {
  newCollection: ProductCardData[]
  holiday: ProductCardData[]
  special: ProductCardData[]
  bestsellers: ProductCardData[]
}

/** The home page collections: new 10 by position, holiday and special 8 newest first, best sellers 10. */
export async function getHomeSections(view: StoreView): Promise<HomeSections> {
  const run = (flags: ProductQuery['flags'], sort: SortKey, size: number) =>
    searchProducts(view.storeCode, { priceRanges: [], attributes: {}, flags, sort, start: 0, size })
      .then((result) => result.items.map(toCard))
      .catch((error: unknown) => {
        console.error('Home section failed', error)
        return []
      })
  const [newCollection, holiday, special, bestsellers] = await Promise.all([
    run({ isNew: true }, 'position', HOME_SECTION_SIZES.newCollection),
    run({ isHoliday: true }, 'newest', HOME_SECTION_SIZES.holiday),
    run({ onSale: true }, 'newest', HOME_SECTION_SIZES.special),
    run({}, 'bestsellers', HOME_SECTION_SIZES.bestsellers),
  ])
  return { newCollection, holiday, special, bestsellers }
}

/** Words of the view's product and category names, for "did you mean" (rebuilt every 10 minutes). */
export const getVocabulary = memo('vocabulary', 600_000, async (view: StoreView) => {
  const db = getDb()
  const [products, tree] = await Promise.all([
    db.selectFrom('product').select(['id', 'name']).where('visibility', 'in', [2, 3, 4]).where('status', '<', 2).execute(),
    getCategoryTree(view),
  ])
  const names = await loadTranslations(db, view, 'product', view.storeCode === 'default' ? [] : 'all')
  return buildVocabulary([...products.map((p) => names.get(String(p.id))?.name ?? p.name), ...[...tree.byId.values()].map((c) => c.name)])
})

export async function correctedQuery(view: StoreView, q: string): Promise<string | null> {
  return didYouMean(q, await getVocabulary(view))
}

export type MatchingCategory = { name: string; path: string }

export interface Suggestions {
  products: ProductCardData[]
  categories: MatchingCategory[]
  didYouMean: string | null
}

/**
 * Categories a query names: each of its words begins a word of the category's name ("kaffee" finds
 * "Kaffeemaschinen"). The search panel and the search page offer them above the products, so that a
 * shopper who typed a kind of appliance is one tap from all of them.
 */
export async function matchingCategories(view: StoreView, q: string): Promise<MatchingCategory[]> {
  const tree = await getCategoryTree(view)
  const wanted = words(q)
  if (wanted.length === 0) return []
  return [...tree.byId.values()]
    .filter((c) => {
      const named = categoryNameWords(c.name)
      return wanted.every((word) => named.some((w) => w.startsWith(word)))
    })
    .slice(0, 4)
    .map((c) => ({ name: c.name, path: c.path }))
}

/** What the header's search panel shows while the shopper types. */
export async function suggest(view: StoreView, q: string): Promise<Suggestions> {
  const categories = await matchingCategories(view, q)
  const result = await searchProducts(view.storeCode, {
    text: q,
    priceRanges: [],
    attributes: {},
    sort: 'relevance',
    start: 0,
    size: 6,
  })
  return {
    products: result.items.map(toCard),
    categories,
    didYouMean: result.total === 0 ? await correctedQuery(view, q) : null,
  }
}

/** Without the search engine: the first products of a category, or name matches, straight from the database. */
async function fallbackListing(view: StoreView, scope: Pick<ProductQuery, 'categoryId' | 'text'>): Promise<ProductCardData[]> {
  const db = getDb()
  let query = db.selectFrom('product').select('product.id').where('product.visibility', 'in', [2, 3, 4]).where('product.status', '<', 2)
  if (scope.categoryId !== undefined) {
    const tree = await getCategoryTree(view)
    query = query.where('product.id', 'in', (eb) =>
      eb.selectFrom('product_category').select('product_id').where('category_id', 'in', categoryWithDescendants(tree, scope.categoryId!)),
    )
  }
  if (scope.text) {
    // The text is a bound parameter; LIKE wildcards the shopper typed are escaped.
    const pattern = `%${scope.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where(sql<boolean>`lower(product.name) like ${pattern} escape '\\'`)
  }
  const rows = await query.orderBy('product.position').orderBy('product.id').limit(DEFAULT_PAGE_SIZE).execute()
  return productCards(
    view,
    rows.map((row) => row.id),
  )
}
