import contentPages from '~/content-pages.json'
import { labelTableColumns } from '~/domain/cms-tables'
import { keepNumbersTogetherInHtml } from '~/domain/no-break'
import { parseOpeningHours, type Coordinates, type OpeningHours } from '~/domain/store-locator'
import { deliveryPlaceholders, fillPlaceholders } from '~/domain/delivery'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import { memo } from '~/server/memo.server'

/** Rows of one store view, falling back to the default view's (a page not yet translated still shows). */
function viewCodes(view: StoreView): string[] {
  return view.storeCode === 'default' ? ['default'] : [view.storeCode, 'default']
}

function preferView<T extends { store_code: string }>(rows: T[], view: StoreView): T | undefined {
  return rows.find((row) => row.store_code === view.storeCode) ?? rows[0]
}

/**
 * CMS text states no delivery number of its own: `{{delivery.freeOver}}` and the like are filled here from
 * the shipping rules, in the view's currency (docs/decisions/0034-delivery-promises-from-the-rules.md).
 */
export function withDeliveryFacts(text: string, view: StoreView): string
export function withDeliveryFacts(text: string | null, view: StoreView): string | null
export function withDeliveryFacts(text: string | null, view: StoreView): string | null {
  if (text === null || !text.includes('{{')) return text
  return fillPlaceholders(text, deliveryPlaceholders(view.currencyCode, view))
}

export interface CmsPage {
  identifier: string
  title: string
  content: string
  metaDescription: string | null
  layout: string
  updatedAt: string
}

/** A CMS page by identifier; null when there is none (the page answers 404 'CMS query returned empty result'). */
export async function getCmsPage(view: StoreView, identifier: string): Promise<CmsPage | null> {
  const rows = await getDb()
    .selectFrom('cms_page')
    .selectAll()
    .where('identifier', '=', identifier)
    .where('store_code', 'in', viewCodes(view))
    .where('is_active', '=', 1)
    .execute()
  const row = preferView(rows, view)
  if (!row) return null
  return {
    identifier: row.identifier,
    title: row.title,
    content: keepNumbersTogetherInHtml(labelTableColumns(withDeliveryFacts(row.content, view))),
    metaDescription: withDeliveryFacts(row.meta_description, view),
    layout: row.layout,
    updatedAt: row.updated_at,
  }
}

export async function getCmsBlock(view: StoreView, identifier: string): Promise<string | null> {
  const rows = await getDb()
    .selectFrom('cms_block')
    .select(['content', 'store_code'])
    .where('identifier', '=', identifier)
    .where('store_code', 'in', viewCodes(view))
    .where('is_active', '=', 1)
    .execute()
  const content = withDeliveryFacts(preferView(rows, view)?.content ?? null, view)
  return content === null ? null : keepNumbersTogetherInHtml(content)
}

export interface FooterColumn {
  identifier: string
  title: string
  /** `titleKey`: a route of the app (no CMS page), whose title the footer translates (default `title`). */
  links: { identifier: string; title: string; path: string; titleKey?: string }[]
}

/** Footer columns from the CMS hierarchy; titles of pages come from the store view's pages. */
export const getFooterLinks = memo('footer', 60_000, async (view: StoreView): Promise<FooterColumn[]> => {
  const db = getDb()
  const [nodes, pages] = await Promise.all([
    db.selectFrom('cms_hierarchy').selectAll().orderBy('position').execute(),
    db
      .selectFrom('cms_page')
      .select(['identifier', 'title', 'store_code'])
      .where('store_code', 'in', viewCodes(view))
      .where('is_active', '=', 1)
      .execute(),
  ])
  const titleOf = (identifier: string) =>
    preferView(
      pages.filter((page) => page.identifier === identifier),
      view,
    )?.title
  return nodes
    .filter((node) => node.parent_id === null)
    .map((column) => ({
      identifier: column.identifier,
      title: column.title,
      links: nodes
        .filter((node) => node.parent_id === column.id)
        .map((node) => {
          // A node without a page is a route of the app (blog, contact, store locator...) at /{identifier}.
          if (!node.page_identifier) {
            return {
              identifier: node.identifier,
              title: node.title,
              path: contentPath(node.identifier),
              titleKey: `footer.link.${node.identifier}`,
            }
          }
          const identifier = node.page_identifier
          return { identifier, title: titleOf(identifier) ?? node.title, path: contentPath(identifier) }
        }),
    }))
})

// These identifiers are served at "/{identifier}" (named routes in remix.config.js), the rest at "/i/{identifier}".
const STATIC_PATH_PAGES = new Set<string>(contentPages.staticPages)

/** Routes of the app that the content navigation links to by identifier. */
const APP_ROUTE_IDENTIFIERS = new Set(['blog', 'contact', 'stores', 'register-your-warranty'])

export function contentPath(identifier: string): string {
  if (APP_ROUTE_IDENTIFIERS.has(identifier)) return `/${identifier}`
  return STATIC_PATH_PAGES.has(identifier) ? `/${identifier}` : `/i/${identifier}`
}

export interface Banner {
  id: number
  kind: 'main' | 'small' | 'product'
  title: string
  subtitle: string | null
  image: string
  link: string
}

export const getBanners = memo('banners', 60_000, async (view: StoreView): Promise<Banner[]> => {
  const rows = await getDb().selectFrom('banner').selectAll().where('store_code', '=', view.storeCode).orderBy('position').execute()
  return rows.map(({ id, kind, title, subtitle, image, link }) => ({
    id,
    kind,
    title: withDeliveryFacts(title, view),
    subtitle: withDeliveryFacts(subtitle, view),
    image,
    link,
  }))
})

/** The URL-mapping fallback: a stored rewrite for a path of this store view, or of the default view. */
export async function resolveUrlRewrite(view: StoreView, path: string): Promise<{ targetPath: string; redirectType: 301 | 302 } | null> {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path
  if (normalised.length > 512) return null
  const rows = await getDb()
    .selectFrom('url_rewrite')
    .select(['target_path', 'redirect_type', 'store_code'])
    .where('request_path', '=', normalised)
    .where('store_code', 'in', viewCodes(view))
    .execute()
  const row = preferView(rows, view)
  if (!row) return null
  return { targetPath: row.target_path, redirectType: row.redirect_type === 302 ? 302 : 301 }
}

export interface StoreLocation {
  id: number
  name: string
  street: string
  suburb: string | null
  city: string
  /** The province. */
  region: string
  postcode: string
  country: string
  phone: string
  /** The week in English as the store wrote it: shown when `openingHours` is missing. */
  hoursText: string
  openingHours: OpeningHours | null
  coordinates: Coordinates | null
  isCollectionPoint: boolean
}

/** The retailer's stores (the store locator), by city then name. */
export async function listStoreLocations(): Promise<StoreLocation[]> {
  const rows = await getDb().selectFrom('store_location').selectAll().orderBy('city').orderBy('name').execute()
  return rows.map((row) => {
    const latitude = row.latitude === null ? NaN : Number(row.latitude)
    const longitude = row.longitude === null ? NaN : Number(row.longitude)
    const located = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    return {
      id: row.id,
      name: row.name,
      street: row.street,
      suburb: row.suburb,
      city: row.city,
      region: row.region,
      postcode: row.postcode,
      country: row.country,
      phone: row.phone,
      hoursText: row.hours,
      openingHours: parseOpeningHours(row.opening_hours),
      coordinates: located ? { latitude, longitude } : null,
      isCollectionPoint: row.is_collection_point === 1,
    }
  })
}

/** Identifiers of active CMS pages (any store view), for the sitemap. */
export async function listCmsPageIdentifiers(): Promise<string[]> {
  const rows = await getDb().selectFrom('cms_page').select('identifier').distinct().where('is_active', '=', 1).execute()
  return rows.map((row) => row.identifier)
}

export interface LayoutBlocks {
  /** 'footer-about': the shop's few lines under the footer. */
  footerText: string | null
  /** 'newsletter-promise': what the newsletter form promises (the 10% coupon). */
  newsletterPromise: string | null
}

/** The CMS blocks every page shows, per store view; editors change them as cms_block rows. */
export const getLayoutBlocks = memo('layout-blocks', 60_000, async (view: StoreView): Promise<LayoutBlocks> => {
  const [footerText, newsletterPromise] = await Promise.all([getCmsBlock(view, 'footer-about'), getCmsBlock(view, 'newsletter-promise')])
  return { footerText, newsletterPromise }
})
