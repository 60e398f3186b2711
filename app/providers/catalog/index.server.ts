/**
 * The catalog provider: what routes and other providers use to read categories, attributes, products and
 * product pages. Each job lives in its own file under ./catalog; this module is their one entry point.
 */
export type { PriceView } from '~/domain/prices'
export { optionLabel } from '~/domain/attributes'
export { getAttributes, parseAttributes, type AttributeMeta } from './attributes.server'
export {
  categoryCrumbs,
  categoryPath,
  categoryWithDescendants,
  findCategory,
  getCategoryTree,
  type CategoryNode,
  type CategoryTree,
  type Crumb,
} from './categories.server'
export { loadCustomOptions } from './custom-options.server'
export { getMenu, type MenuItem } from './menu.server'
export { loadPricesAndStock, OUT_OF_STOCK, toPriceView, type PriceRow, type StockInfo } from './prices.server'
export { getProductPage, type ChildView, type LinkedItemView, type OptionValueView, type ProductPage } from './product-page.server'
export { listProductPaths, productCards, productPath, toCard, type ProductCardData } from './products.server'
export {
  correctedQuery,
  getHomeSections,
  loadListing,
  matchingCategories,
  suggest,
  type ListingView,
  type MatchingCategory,
  type Suggestions,
} from './listing.server'
export {
  productPageAction,
  productPageLoader,
  productStructuredDataTexts,
  productTrustMarkup,
  type ProductPieceInputs,
} from './product-route.server'
