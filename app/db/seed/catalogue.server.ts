/**
 * The demo catalogue: a South African home and kitchen appliance shop with an
 * English/rand default view and German and Italian euro views. Deterministic: a
 * seeded generator and a fixed base date (2026-11-01), so every run writes the
 * same rows (ids, prices, stock, dates).
 *
 * Fixed products for tests (DEMO_FIXTURES; their SKUs never change, and they are
 * created first so their ids are stable too, except the set and the bundle):
 *
 *   KET-0901  simple kettle, status 0 (disabled)
 *   TOA-0902  simple toaster, status 2 (unavailable: product load fails)
 *   FRG-0903  configurable fridge, colour x capacity. Children:
 *               FRG-0903-WHT-300L in stock          FRG-0903-WHT-450L out of stock
 *               FRG-0903-STS-300L status 2          FRG-0903-STS-450L in stock
 *   MIC-0904  simple microwave whose special price expired (2026-09-01..2026-10-15)
 *   EBK-0905  free recipe e-book (downloadable, price 0 in every view)
 *   BLN-0906  simple blender with volatile stock (qty 2, low_stock_qty 3)
 *   IRN-0907  simple iron, out of stock (qty 0, is_in_stock 0)
 *   KET-0908  configurable kettle (colour) whose children are all out of stock
 *   COF-0909  simple coffee machine with a future special price (2027-06-01..2027-06-30)
 *   AFR-0910  simple air fryer with an active, open-ended special price (from 2026-10-01)
 *   WSH-0911  simple washing machine with the three custom options
 *             (Installation: fixed; Extended care: percent; Old appliance removal: fixed)
 *   SET-0912  grouped "Breakfast Set": kettle + toaster + coffee machine, qty 1 each
 *   BND-0913  bundle "Kitchen Starter Bundle": kettle / toaster / microwave options
 *   WAR-0914  virtual 3-year extended warranty (manage_stock 0)
 *   EBK-0915  paid downloadable recipe e-book
 *   FLT-0916  spare part (water filter) with tier prices for 3 and 5 pieces
 *   STV-0917  configurable stove by size (60 cm / 90 cm)
 *
 * Conventions: prices are shelf prices including VAT in minor units (rand cents for
 * 'default', euro cents for 'de' and 'it'); special dates are calendar days
 * ('YYYY-MM-DD', both ends inclusive); weight is in grams; product.brand holds the
 * brand's label and attributes.brand its option value. Unmanaged stock (virtual,
 * downloadable and parent products) is is_in_stock 1, manage_stock 0, qty 0.
 */
import type { Insertable, Kysely } from 'kysely'
import { slugify } from '~/domain/slug'
import { productDrawing } from '~/media/product-drawing'
import type {
  AttributeOptionTable,
  AttributeTable,
  BundleOptionTable,
  BundleSelectionTable,
  CategoryTable,
  ConfigurableOptionTable,
  CustomOptionTable,
  CustomOptionValueTable,
  Database,
  ProductCategoryTable,
  ProductLinkTable,
  ProductMediaTable,
  ProductPriceTable,
  ProductTable,
  ProductType,
  StockTable,
  TaxRateTable,
  TaxRuleTable,
  TierPriceTable,
  TranslationTable,
  UrlRewriteTable,
} from '../schema'
import {
  ATTRIBUTES,
  BRANDS,
  BUNDLES,
  BUNDLE_TEXT,
  CATEGORIES,
  CATEGORY_IDS,
  COLOUR_CODES,
  CUSTOM_OPTIONS,
  EBOOKS,
  EBOOK_TEXT,
  ENERGY_CLASSES,
  FAMILIES,
  FREE_EBOOK,
  GROUPED,
  SET_TEXT,
  STORE_ROOT_ID,
  TEXT,
  TREE_ROOT_ID,
  WARRANTIES,
  WARRANTY_TEXT,
  categoryDescription,
  familyByKey,
  optionLabel,
  type Axis,
  type BrandSeed,
  type EbookSeed,
  type FamilySeed,
  type KindSeed,
  type Shape,
  type Trio,
} from './catalogue/data'
import { createRandom, hashSeed, type Random } from './catalogue/random'

export const DEMO_FIXTURES = {
  disabled: 'KET-0901',
  unavailable: 'TOA-0902',
  configurablePartial: 'FRG-0903',
  configurablePartialChildInStock: 'FRG-0903-WHT-300L',
  configurablePartialChildOutOfStock: 'FRG-0903-WHT-450L',
  configurablePartialChildUnavailable: 'FRG-0903-STS-300L',
  configurablePartialChildInStock2: 'FRG-0903-STS-450L',
  expiredSpecial: 'MIC-0904',
  freeEbook: 'EBK-0905',
  volatileStock: 'BLN-0906',
  outOfStock: 'IRN-0907',
  configurableAllOutOfStock: 'KET-0908',
  futureSpecial: 'COF-0909',
  activeSpecial: 'AFR-0910',
  customOptions: 'WSH-0911',
  grouped: 'SET-0912',
  bundle: 'BND-0913',
  virtual: 'WAR-0914',
  downloadable: 'EBK-0915',
  tierPrice: 'FLT-0916',
  configurableBySize: 'STV-0917',
} as const

/** The day the demo data is generated "on"; every date is relative to it. */
export const SEED_BASE_DATE = '2026-11-01'
/** Listable products in the default demo catalogue (plus configurable children). */
export const DEFAULT_PRODUCT_COUNT = 320
/** The smallest `options.products` accepted: the fixed products plus a few per family. */
export const MIN_PRODUCT_COUNT = 150

const STORE_CODES = ['default', 'de', 'it'] as const
type StoreCode = (typeof STORE_CODES)[number]

/** Rand per euro used to derive the euro shelf prices. */
const ZAR_PER_EUR = 20
/** Italian shelf prices sit a little above German ones (22% VAT against 19%). */
const IT_FACTOR = 1.03
const BASE_MS = Date.UTC(2026, 10, 1)
const DAY_MS = 86_400_000
/** Stay under SQLite's 32766 and PostgreSQL's 65535 bound parameters per statement. */
const MAX_PARAMS = 30_000

const ACTIVE_SPECIAL_FROM = '2026-10-01'
const EXPIRED_SPECIAL = { from: '2026-09-01', to: '2026-10-15' }
const FUTURE_SPECIAL = { from: '2027-06-01', to: '2027-06-30' }

// ---------------------------------------------------------------------------
// Money

/** A rand amount as cents, rounded to a shelf price ending in 49.00 or 99.00. */
function randShelf(rand: number): number {
  return Math.max(49, Math.round(rand / 50) * 50 - 1) * 100
}

/** A euro shelf price (cents, ending in ,99) for a rand price in cents. */
function euroShelf(randCents: number, factor = 1): number {
  if (randCents <= 0) return 0
  const euros = (randCents / 100 / ZAR_PER_EUR) * factor
  return Math.max(99, Math.round(euros) * 100 - 1)
}

interface PriceDraft {
  price: number
  special: number | null
  from: string | null
  to: string | null
}
type PriceSet = Record<StoreCode, PriceDraft>

interface SpecialWindow {
  /** Fraction of the price charged (0.8 = 20% off). */
  factor: number
  from: string | null
  to: string | null
}

function priceSet(randCents: number, special?: SpecialWindow): PriceSet {
  const de = euroShelf(randCents)
  const it = euroShelf(randCents, IT_FACTOR)
  const make = (price: number, specialPrice: number | null): PriceDraft => ({
    price,
    special: special && specialPrice !== null && specialPrice < price ? specialPrice : null,
    from: special && specialPrice !== null && specialPrice < price ? special.from : null,
    to: special && specialPrice !== null && specialPrice < price ? special.to : null,
  })
  if (!special) return { default: make(randCents, null), de: make(de, null), it: make(it, null) }
  let zar = randShelf((randCents / 100) * special.factor)
  if (zar >= randCents) zar = randCents - 5000
  const specialZar = zar > 0 ? zar : null
  const euro = (price: number, f: number) => {
    if (specialZar === null) return null
    let s = euroShelf(specialZar, f)
    if (s >= price) s = price - 100
    return s > 0 ? s : null
  }
  return { default: make(randCents, specialZar), de: make(de, euro(de, 1)), it: make(it, euro(it, IT_FACTOR)) }
}

function sumPrices(parts: { prices: PriceSet; qty: number }[]): PriceSet {
  const total = (store: StoreCode) => parts.reduce((sum, p) => sum + p.prices[store].price * p.qty, 0)
  const draft = (store: StoreCode): PriceDraft => ({ price: total(store), special: null, from: null, to: null })
  return { default: draft('default'), de: draft('de'), it: draft('it') }
}

function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------
// Drafts: one per product, turned into rows at the end.

interface StockDraft {
  qty: number
  isInStock: boolean
  manage: boolean
  low: number
  maxSale: number
}

interface Draft {
  id: number
  sku: string
  parentId: number | null
  type: ProductType
  name: Trio
  status: number
  visibility: number
  brand: BrandSeed | null
  short: Trio | null
  description: Trio | null
  shape: Shape
  /** Colour folder of the images: the product's colour value or 'neutral'. */
  imageColour: string
  attributes: Record<string, string>
  weight: number | null
  isNew: boolean
  isHoliday: boolean
  sales: number
  downloadableFile: string | null
  createdAt: string
  updatedAt: string
  categoryIds: number[]
  prices: PriceSet
  tiers: boolean
  stock: StockDraft
  mediaCount: number
  family: string | null
  children: Draft[]
  configurableAxes: Axis[]
  customOptions: boolean
  /** Position among the parent's children (configurable children only). */
  childPosition?: number
}

interface CatalogueRows {
  category: Insertable<CategoryTable>[]
  attribute: Insertable<AttributeTable>[]
  attribute_option: Insertable<AttributeOptionTable>[]
  product: Insertable<ProductTable>[]
  product_price: Insertable<ProductPriceTable>[]
  tier_price: Insertable<TierPriceTable>[]
  product_category: Insertable<ProductCategoryTable>[]
  product_media: Insertable<ProductMediaTable>[]
  product_link: Insertable<ProductLinkTable>[]
  configurable_option: Insertable<ConfigurableOptionTable>[]
  bundle_option: Insertable<BundleOptionTable>[]
  bundle_selection: Insertable<BundleSelectionTable>[]
  custom_option: Insertable<CustomOptionTable>[]
  custom_option_value: Insertable<CustomOptionValueTable>[]
  stock: Insertable<StockTable>[]
  tax_rate: Insertable<TaxRateTable>[]
  tax_rule: Insertable<TaxRuleTable>[]
  translation: Insertable<TranslationTable>[]
  url_rewrite: Insertable<UrlRewriteTable>[]
}

/** Insert order: parents before the rows that reference them. */
const TABLE_ORDER: (keyof CatalogueRows)[] = [
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
  'url_rewrite',
]

interface SimpleOverrides {
  sku?: string
  kind?: number
  colour?: string
  capacity?: string
  size?: string
  brand?: string
  status?: number
  stock?: Partial<StockDraft>
  special?: SpecialWindow | null
  customOptions?: boolean
  tiers?: boolean
  isNew?: boolean
}

interface ConfigurableOverrides {
  sku?: string
  kind?: number
  brand?: string
  axes?: Axis[]
  values?: Partial<Record<Axis, string[]>>
  /** Adjust each child after it is made (stock, status). */
  child?: (child: Draft, index: number) => void
  special?: SpecialWindow | null
}

class CatalogueBuilder {
  private nextId = 1
  private nextBundleOptionId = 1
  private nextCustomOptionId = 1
  private nextOptionTypeId = 1
  private readonly skuCounters = new Map<string, number>()
  private readonly randoms = new Map<string, Random>()
  private readonly categoryPositions = new Map<number, number>()
  readonly drafts: Draft[] = []
  /** Listable products per family, in creation order. */
  private readonly byFamily = new Map<string, Draft[]>()
  readonly rows: CatalogueRows = {
    category: [],
    attribute: [],
    attribute_option: [],
    product: [],
    product_price: [],
    tier_price: [],
    product_category: [],
    product_media: [],
    product_link: [],
    configurable_option: [],
    bundle_option: [],
    bundle_selection: [],
    custom_option: [],
    custom_option_value: [],
    stock: [],
    tax_rate: [],
    tax_rule: [],
    translation: [],
    url_rewrite: [],
  }
  private readonly categorySlugs = new Map<number, string>()

  /** One generator per concern, so a family's products do not shift when another family grows. */
  rng(stream: string): Random {
    let r = this.randoms.get(stream)
    if (!r) {
      r = createRandom(hashSeed(stream))
      this.randoms.set(stream, r)
    }
    return r
  }

  private sku(prefix: string): string {
    const n = (this.skuCounters.get(prefix) ?? 1000) + 1
    this.skuCounters.set(prefix, n)
    return `${prefix}-${n}`
  }

  private translate(entity: string, entityId: string, field: string, text: Trio) {
    this.rows.translation.push(
      { entity, entity_id: entityId, store_code: 'de', field, value: text.de },
      { entity, entity_id: entityId, store_code: 'it', field, value: text.it },
    )
  }

  // -- categories, attributes, tax ------------------------------------------

  addCategories() {
    const byId = new Map<number, Insertable<CategoryTable>>()
    const siblings = new Map<number, number>()
    for (const seed of CATEGORIES) {
      const parent = seed.parentId === null ? undefined : byId.get(seed.parentId)
      if (seed.parentId !== null && !parent) throw new Error(`Category ${seed.id} comes before its parent`)
      const urlKey = slugify(seed.name.en)
      const level = parent ? parent.level + 1 : 0
      // The two roots are not part of shop URLs: level-2 categories start the url_path.
      const urlPath = parent && parent.level >= 2 ? `${parent.url_path}/${urlKey}` : urlKey
      const position = (siblings.get(seed.parentId ?? 0) ?? 0) + 1
      siblings.set(seed.parentId ?? 0, position)
      const description = seed.description ?? categoryDescription(seed.name)
      const row: Insertable<CategoryTable> = {
        id: seed.id,
        parent_id: seed.parentId,
        name: seed.name.en,
        url_key: urlKey,
        url_path: urlPath,
        slug: urlKey,
        is_active: 1,
        include_in_menu: level >= 2 ? 1 : 0,
        level,
        path: parent ? `${parent.path}/${seed.id}` : String(seed.id),
        position,
        description: description.en,
        image: seed.shape ? `/media/${seed.shape}/neutral/cat-${seed.id}.svg` : null,
      }
      byId.set(seed.id, row)
      this.categorySlugs.set(seed.id, urlKey)
      this.rows.category.push(row)
      this.translate('category', String(seed.id), 'name', seed.name)
      this.translate('category', String(seed.id), 'description', description)
    }
  }

  private parentCategoryOf(categoryId: number): number | null {
    const seed = CATEGORIES.find((c) => c.id === categoryId)
    if (!seed || seed.parentId === null || seed.parentId === STORE_ROOT_ID || seed.parentId === TREE_ROOT_ID) return null
    return seed.parentId
  }

  addAttributes() {
    ATTRIBUTES.forEach((attribute, index) => {
      this.rows.attribute.push({
        code: attribute.code,
        label: attribute.label.en,
        frontend_input: 'select',
        is_user_defined: 1,
        is_visible: 1,
        is_comparable: attribute.comparable ? 1 : 0,
        is_filterable: attribute.filterable ? 1 : 0,
        position: index + 1,
      })
      this.translate('attribute', attribute.code, 'label', attribute.label)
      attribute.options.forEach((option, position) => {
        this.rows.attribute_option.push({
          attribute_code: attribute.code,
          value: option.value,
          label: option.label.en,
          swatch: option.swatch ?? null,
          position: position + 1,
        })
        this.translate('attribute_option', `${attribute.code}:${option.value}`, 'label', option.label)
      })
    })
  }

  addTax() {
    this.rows.tax_rate.push(
      { id: 1, code: 'ZA VAT 15%', tax_country_id: 'ZA', region_name: '', tax_region_id: 0, rate_bp: 1500 },
      { id: 2, code: 'DE MwSt 19%', tax_country_id: 'DE', region_name: '', tax_region_id: 0, rate_bp: 1900 },
      { id: 3, code: 'IT IVA 22%', tax_country_id: 'IT', region_name: '', tax_region_id: 0, rate_bp: 2200 },
    )
    this.rows.tax_rule.push({
      id: 1,
      code: 'Retail VAT',
      product_tax_class_ids: JSON.stringify([2]),
      customer_tax_class_ids: JSON.stringify([3]),
      rate_ids: JSON.stringify([1, 2, 3]),
    })
  }

  // -- shared product pieces ---------------------------------------------------

  private dates(r: Random, isNew: boolean): { createdAt: string; updatedAt: string } {
    const daysAgo = isNew ? r.int(1, 28) : r.int(30, 300)
    const created = BASE_MS - daysAgo * DAY_MS + r.int(7 * 60, 18 * 60) * 60_000
    const updated = Math.min(BASE_MS - 3_600_000, created + r.int(0, 20) * DAY_MS)
    return { createdAt: new Date(created).toISOString(), updatedAt: new Date(updated).toISOString() }
  }

  /** About 5% out of stock, 5% volatile (1-3 left), the rest 5-60 on hand. */
  private stock(r: Random, fam: FamilySeed | null, overrides?: Partial<StockDraft>): StockDraft {
    const maxSale = fam?.large ? (r.chance(0.5) ? 2 : 3) : 10
    const roll = r.next()
    let base: StockDraft
    if (roll < 0.05) base = { qty: 0, isInStock: false, manage: true, low: 3, maxSale }
    else if (roll < 0.1) base = { qty: r.int(1, 3), isInStock: true, manage: true, low: 3, maxSale }
    else base = { qty: r.int(5, 60), isInStock: true, manage: true, low: 3, maxSale }
    return { ...base, ...overrides }
  }

  private unmanagedStock(): StockDraft {
    return { qty: 0, isInStock: true, manage: false, low: 0, maxSale: 10 }
  }

  private special(r: Random): SpecialWindow {
    const from = day(Date.parse(`${ACTIVE_SPECIAL_FROM}T00:00:00Z`) + r.int(0, 30) * DAY_MS)
    const to = r.chance(0.3) ? null : day(Date.parse('2027-01-15T00:00:00Z') + r.int(0, 45) * DAY_MS)
    return { factor: 0.75 + r.int(0, 3) * 0.05, from, to }
  }

  private description(fam: FamilySeed, kind: KindSeed, brand: BrandSeed, attrs: Record<string, string>, features: [number, number]) {
    const f1 = fam.features[features[0]]
    const f2 = fam.features[features[1]]
    const short: Trio = {
      en: `${kind.name.en} from ${brand.label} with ${f1.en}.`,
      de: `${kind.name.de} von ${brand.label} mit ${f1.de}.`,
      it: `${kind.name.it} ${brand.label} con ${f1.it}.`,
    }
    const parts: Trio[] = [short, { en: `It also offers ${f2.en}.`, de: `Außerdem mit ${f2.de}.`, it: `Dotato anche di ${f2.it}.` }]
    const specs: Trio[] = []
    if (attrs.capacity) {
      const l = optionLabel('capacity', attrs.capacity)
      specs.push({ en: `capacity ${l.en}`, de: `Fassungsvermögen ${l.de}`, it: `capacità ${l.it}` })
    }
    if (attrs.energy_class) {
      const e = attrs.energy_class.toUpperCase()
      specs.push({ en: `energy class ${e}`, de: `Energieeffizienzklasse ${e}`, it: `classe energetica ${e}` })
    }
    if (specs.length > 0) {
      const join = (lang: keyof Trio) => specs.map((s) => s[lang]).join(', ')
      const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
      parts.push({ en: `${cap(join('en'))}.`, de: `${cap(join('de'))}.`, it: `${cap(join('it'))}.` })
    }
    if (attrs.warranty_years) {
      const years = attrs.warranty_years
      const one = years === '1'
      parts.push({
        en: `Backed by a ${years}-year ${brand.label} warranty.`,
        de: `Mit ${one ? '1 Jahr' : `${years} Jahren`} Herstellergarantie von ${brand.label}.`,
        it: `Garanzia ${brand.label} di ${one ? '1 anno' : `${years} anni`}.`,
      })
    }
    if (fam.large) parts.push(TEXT.delivery)
    const description: Trio = {
      en: parts.map((p) => p.en).join(' '),
      de: parts.map((p) => p.de).join(' '),
      it: parts.map((p) => p.it).join(' '),
    }
    return { short, description }
  }

  /** Name parts: brand, the spec that is not varied (capacity, size or wattage), kind and model. */
  private productName(kind: KindSeed, brand: BrandSeed, spec: Trio | null, number: string): Trio {
    const model = `${brand.model}${number}`
    const words = (...parts: (string | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join(' ')
    return {
      en: words(brand.label, spec?.en, kind.name.en, model),
      de: words(brand.label, kind.name.de, spec?.de, model),
      it: words(kind.name.it, brand.label, spec?.it, model),
    }
  }

  private nameSpec(fam: FamilySeed, attrs: Record<string, string>, r: Random, axes: Axis[]): Trio | null {
    if (attrs.capacity && !axes.includes('capacity') && !attrs.capacity.endsWith('pl')) return optionLabel('capacity', attrs.capacity)
    if (attrs.size && !axes.includes('size') && /cm$/.test(attrs.size)) return optionLabel('size', attrs.size)
    if (fam.specs) {
      const s = r.pick(fam.specs)
      return { en: s, de: s, it: s }
    }
    return null
  }

  private baseDraft(
    partial: Omit<Draft, 'id' | 'children' | 'configurableAxes' | 'customOptions' | 'tiers' | 'mediaCount'> &
      Partial<Pick<Draft, 'customOptions' | 'tiers' | 'configurableAxes' | 'mediaCount'>>,
  ): Draft {
    const draft: Draft = {
      id: this.nextId++,
      children: [],
      configurableAxes: [],
      customOptions: false,
      tiers: false,
      mediaCount: 2,
      ...partial,
    }
    this.drafts.push(draft)
    return draft
  }

  private register(draft: Draft) {
    if (!draft.family) return
    const list = this.byFamily.get(draft.family) ?? []
    list.push(draft)
    this.byFamily.set(draft.family, list)
  }

  private chooseKind(fam: FamilySeed, r: Random, index?: number, axes: Axis[] = []): KindSeed {
    if (index !== undefined) return fam.kinds[index]
    const fitting = fam.kinds.filter((k) => axes.every((a) => axisValues(fam, k, a).length >= 2))
    return r.pick(fitting.length > 0 ? fitting : fam.kinds)
  }

  private commonAttributes(fam: FamilySeed, r: Random, brand: BrandSeed, priceShare: number): Record<string, string> {
    const attrs: Record<string, string> = { brand: brand.value }
    if (fam.energy) {
      // Dearer models tend to be more efficient.
      const best = Math.max(0, Math.min(ENERGY_CLASSES.length - 1, Math.round((1 - priceShare) * 3 + r.next() * 1.5)))
      attrs.energy_class = ENERGY_CLASSES[best]
    }
    attrs.warranty_years = r.pick(fam.warranty)
    return attrs
  }

  // -- simple products --------------------------------------------------------

  simple(familyKey: string, o: SimpleOverrides = {}): Draft {
    const fam = familyByKey(familyKey)
    const r = this.rng(`family:${fam.key}`)
    const kind = this.chooseKind(fam, r, o.kind)
    const brand = brandSeed(o.brand ?? r.pick(fam.brands))
    const sku = o.sku ?? this.sku(fam.prefix)
    const share = r.next()
    const attrs: Record<string, string> = {}
    const colour = o.colour ?? (fam.colours.length > 0 ? r.pick(fam.colours) : undefined)
    if (colour) attrs.color = colour
    const size = o.size ?? (kind.sizes ? r.pick(kind.sizes) : undefined)
    if (size) attrs.size = size
    const cap = o.capacity ?? (kind.capacities ? r.pick(kind.capacities) : undefined)
    if (cap) attrs.capacity = cap
    Object.assign(attrs, this.commonAttributes(fam, r, brand, share))

    const capIndex = kind.capacities && cap ? kind.capacities.indexOf(cap) : 0
    const sizeIndex = kind.sizes && size ? kind.sizes.indexOf(size) : 0
    const rand =
      (fam.price[0] + (fam.price[1] - fam.price[0]) * share) *
      (kind.priceFactor ?? 1) *
      (1 + 0.12 * Math.max(0, capIndex)) *
      (1 + 0.15 * Math.max(0, sizeIndex))
    const onSpecial = o.special !== undefined ? o.special : r.chance(0.1) ? this.special(r) : null
    const { short, description } = this.description(fam, kind, brand, attrs, featurePair(r, fam.features.length))
    const isNew = o.isNew ?? r.chance(0.06)
    const number = sku.split('-')[1]
    const spec = this.nameSpec(fam, attrs, r, [])
    const name = this.productName(kind, brand, spec, number)
    const draft = this.baseDraft({
      sku,
      parentId: null,
      type: 'simple',
      name,
      status: o.status ?? 1,
      visibility: 4,
      brand,
      short,
      description,
      shape: productDrawing({ name: name.en, type: 'simple' }, fam.shape),
      imageColour: colour ?? 'neutral',
      attributes: attrs,
      weight: Math.round(fam.weight[0] + (fam.weight[1] - fam.weight[0]) * share),
      isNew,
      isHoliday: fam.giftable && r.chance(0.12),
      sales: salesCount(r, !!onSpecial),
      downloadableFile: null,
      ...this.dates(r, isNew),
      categoryIds: [fam.categoryId],
      prices: priceSet(randShelf(rand), onSpecial ?? undefined),
      tiers: o.tiers ?? fam.part,
      stock: this.stock(r, fam, o.stock),
      mediaCount: r.int(2, 4),
      family: fam.key,
      customOptions: o.customOptions ?? (fam.installable && r.chance(0.5)),
    })
    this.register(draft)
    return draft
  }

  // -- configurable products -------------------------------------------------

  configurable(familyKey: string, o: ConfigurableOverrides = {}): Draft | null {
    const fam = familyByKey(familyKey)
    const r = this.rng(`family:${fam.key}`)
    const kind = this.chooseKind(fam, r, o.kind, o.axes ?? fam.axes)
    const axes = (o.axes ?? fam.axes).filter((a) => axisValues(fam, kind, a).length >= 2)
    if (axes.length === 0) return null
    const brand = brandSeed(o.brand ?? r.pick(fam.brands))
    const sku = o.sku ?? this.sku(fam.prefix)
    const number = sku.split('-')[1]
    const share = r.next()
    const values: Partial<Record<Axis, string[]>> = {}
    for (const axis of axes) {
      const all = axisValues(fam, kind, axis)
      values[axis] =
        o.values?.[axis] ?? (axis === 'color' ? sortLike(r.sample(all, r.int(2, Math.min(3, all.length))), all) : all.slice(0, 3))
    }
    // Attributes that do not vary live on the parent (and are copied to the children).
    const fixed: Record<string, string> = {}
    if (!axes.includes('color') && fam.colours.length > 0) fixed.color = r.pick(fam.colours)
    if (!axes.includes('size') && kind.sizes) fixed.size = kind.sizes[0]
    if (!axes.includes('capacity') && kind.capacities) fixed.capacity = kind.capacities[0]
    const common = this.commonAttributes(fam, r, brand, share)
    const parentAttrs = { ...fixed, ...common }
    const onSpecial = o.special !== undefined ? o.special : r.chance(0.1) ? this.special(r) : null
    const { short, description } = this.description(fam, kind, brand, parentAttrs, featurePair(r, fam.features.length))
    const isNew = r.chance(0.06)
    const spec = this.nameSpec(fam, parentAttrs, r, axes)
    const name = this.productName(kind, brand, spec, number)
    const baseRand = (fam.price[0] + (fam.price[1] - fam.price[0]) * share) * (kind.priceFactor ?? 1)
    const dates = this.dates(r, isNew)
    const maxSale = fam.large ? (r.chance(0.5) ? 2 : 3) : 10

    const parent = this.baseDraft({
      sku,
      parentId: null,
      type: 'configurable',
      name,
      status: 1,
      visibility: 4,
      brand,
      short,
      description,
      shape: productDrawing({ name: name.en, type: 'configurable' }, fam.shape),
      imageColour: values.color?.[0] ?? fixed.color ?? 'neutral',
      attributes: parentAttrs,
      weight: null,
      isNew,
      isHoliday: fam.giftable && r.chance(0.12),
      sales: 0,
      downloadableFile: null,
      ...dates,
      categoryIds: [fam.categoryId],
      prices: priceSet(0),
      stock: this.unmanagedStock(),
      mediaCount: r.int(2, 4),
      family: fam.key,
      configurableAxes: axes,
      customOptions: fam.installable && r.chance(0.5),
    })

    let combos: Partial<Record<Axis, string>>[] = [{}]
    for (const axis of axes) {
      combos = combos.flatMap((c) => values[axis]!.map((v) => ({ ...c, [axis]: v })))
    }
    combos.forEach((combo, index) => {
      const attrs: Record<string, string> = { ...fixed }
      for (const axis of axes) attrs[axis] = combo[axis]!
      Object.assign(attrs, common)
      const ordered = orderAttributes(attrs)
      const capIndex = kind.capacities && attrs.capacity ? Math.max(0, kind.capacities.indexOf(attrs.capacity)) : 0
      const sizeIndex = kind.sizes && attrs.size ? Math.max(0, kind.sizes.indexOf(attrs.size)) : 0
      const colourFactor = attrs.color && ['stainless', 'black', 'graphite'].includes(attrs.color) ? 1.05 : 1
      const rand = baseRand * (1 + 0.12 * capIndex) * (1 + 0.15 * sizeIndex) * colourFactor
      const suffix = axes.map((a) => optionLabel(a, combo[a]!))
      const childSku = `${sku}-${axes.map((a) => skuCode(a, combo[a]!)).join('-')}`
      const child = this.baseDraft({
        sku: childSku,
        parentId: parent.id,
        type: 'simple',
        name: {
          en: `${name.en} – ${suffix.map((s) => s.en).join(', ')}`,
          de: `${name.de} – ${suffix.map((s) => s.de).join(', ')}`,
          it: `${name.it} – ${suffix.map((s) => s.it).join(', ')}`,
        },
        status: 1,
        visibility: 1,
        brand,
        short,
        description: null,
        shape: parent.shape,
        imageColour: attrs.color ?? 'neutral',
        attributes: ordered,
        weight: Math.round(fam.weight[0] + (fam.weight[1] - fam.weight[0]) * share),
        isNew: false,
        isHoliday: false,
        sales: 0,
        downloadableFile: null,
        ...dates,
        categoryIds: [],
        prices: priceSet(randShelf(rand), onSpecial ?? undefined),
        tiers: fam.part,
        stock: { ...this.stock(r, fam), maxSale },
        mediaCount: 2,
        family: null,
      })
      child.childPosition = index + 1
      o.child?.(child, index)
      parent.children.push(child)
    })

    // Units sold: the parent's figure shared out over its children.
    parent.sales = salesCount(r, !!onSpecial)
    const weights = parent.children.map(() => 0.2 + r.next())
    const totalWeight = weights.reduce((a, w) => a + w, 0)
    parent.children.forEach((c, i) => {
      c.sales = Math.floor((parent.sales * weights[i]) / totalWeight)
    })
    parent.prices = cheapestOf(parent.children)
    this.register(parent)
    return parent
  }

  // -- virtual and downloadable ---------------------------------------------

  warranty(seed: (typeof WARRANTIES)[number], sku?: string): Draft {
    const r = this.rng('warranty')
    const draft = this.baseDraft({
      sku: sku ?? this.sku('WAR'),
      parentId: null,
      type: 'virtual',
      name: seed.name,
      status: 1,
      visibility: 4,
      brand: null,
      short: WARRANTY_TEXT.short,
      description: WARRANTY_TEXT.long,
      shape: productDrawing({ name: seed.name.en, type: 'virtual' }, 'warranty'),
      imageColour: 'neutral',
      attributes: { warranty_years: seed.years },
      weight: null,
      isNew: false,
      isHoliday: false,
      sales: r.int(20, 260),
      downloadableFile: null,
      ...this.dates(r, false),
      categoryIds: [CATEGORY_IDS.warranties],
      prices: priceSet(seed.price * 100),
      stock: this.unmanagedStock(),
      mediaCount: r.int(2, 3),
      family: 'warranty',
    })
    this.register(draft)
    return draft
  }

  ebook(seed: EbookSeed, sku?: string, special?: SpecialWindow): Draft {
    const r = this.rng('ebook')
    const slug = slugify(seed.name.en)
    const draft = this.baseDraft({
      sku: sku ?? this.sku('EBK'),
      parentId: null,
      type: 'downloadable',
      name: seed.name,
      status: 1,
      visibility: 4,
      brand: null,
      short: EBOOK_TEXT.short,
      description: EBOOK_TEXT.long,
      shape: productDrawing({ name: seed.name.en, type: 'downloadable' }, 'ebook'),
      imageColour: 'neutral',
      attributes: {},
      weight: null,
      isNew: r.chance(0.2),
      isHoliday: r.chance(0.3),
      sales: r.int(30, 400),
      downloadableFile: `ebooks/${slug}.pdf`,
      ...this.dates(r, false),
      categoryIds: [CATEGORY_IDS.ebooks],
      prices: seed.price === 0 ? priceSet(0) : priceSet(seed.price * 100, special),
      stock: this.unmanagedStock(),
      mediaCount: r.int(2, 3),
      family: 'ebook',
    })
    this.register(draft)
    return draft
  }

  // -- grouped and bundle -----------------------------------------------------

  /** Simple, enabled, in-stock listable products of a family that may join a set or bundle. */
  private eligible(familyKey: string): Draft[] {
    const list = (this.byFamily.get(familyKey) ?? []).filter(
      (d) => d.type === 'simple' && d.status === 1 && d.stock.isInStock && d.stock.qty > d.stock.low && !DEMO_SKUS.has(d.sku),
    )
    if (list.length === 0) throw new Error(`No product of family ${familyKey} can join a set or bundle`)
    return list
  }

  grouped(seed: (typeof GROUPED)[number], sku?: string): Draft {
    const r = this.rng('grouped')
    let colour: string | null = null
    if (seed.matchColour) {
      const shared = seed.members
        .map(
          (key) =>
            new Set(
              this.eligible(key)
                .map((d) => d.attributes.color)
                .filter(Boolean),
            ),
        )
        .reduce((a, b) => new Set([...a].filter((c) => b.has(c))))
      const options = [...shared].sort()
      colour = options.length > 0 ? r.pick(options) : null
    }
    const members = seed.members.map((key) => {
      const pool = this.eligible(key)
      const matching = colour ? pool.filter((d) => d.attributes.color === colour) : pool
      return r.pick(matching.length > 0 ? matching : pool)
    })
    const colourLabel = colour ? optionLabel('color', colour) : null
    const name: Trio = colourLabel
      ? { en: `${seed.name.en} – ${colourLabel.en}`, de: `${seed.name.de} – ${colourLabel.de}`, it: `${seed.name.it} – ${colourLabel.it}` }
      : seed.name
    const draft = this.baseDraft({
      sku: sku ?? this.sku('SET'),
      parentId: null,
      type: 'grouped',
      name,
      status: 1,
      visibility: 4,
      brand: null,
      short: seed.short,
      description: {
        en: `${seed.short.en} ${SET_TEXT.long.en}`,
        de: `${seed.short.de} ${SET_TEXT.long.de}`,
        it: `${seed.short.it} ${SET_TEXT.long.it}`,
      },
      shape: productDrawing({ name: seed.name.en, type: 'grouped' }, 'set'),
      imageColour: colour ?? 'neutral',
      attributes: {},
      weight: null,
      isNew: false,
      isHoliday: true,
      sales: r.int(10, 150),
      downloadableFile: null,
      ...this.dates(r, false),
      categoryIds: [CATEGORY_IDS.sets],
      prices: sumPrices(members.map((m) => ({ prices: m.prices, qty: 1 }))),
      stock: this.unmanagedStock(),
      mediaCount: r.int(2, 4),
      family: 'set',
    })
    members.forEach((m, position) => {
      this.rows.product_link.push({ product_id: draft.id, linked_product_id: m.id, link_type: 'associated', qty: 1, position })
    })
    return draft
  }

  bundle(seed: (typeof BUNDLES)[number], sku?: string): Draft {
    const r = this.rng('bundle')
    const draft = this.baseDraft({
      sku: sku ?? this.sku('BND'),
      parentId: null,
      type: 'bundle',
      name: seed.name,
      status: 1,
      visibility: 4,
      brand: null,
      short: seed.short,
      description: {
        en: `${seed.short.en} ${BUNDLE_TEXT.long.en}`,
        de: `${seed.short.de} ${BUNDLE_TEXT.long.de}`,
        it: `${seed.short.it} ${BUNDLE_TEXT.long.it}`,
      },
      shape: productDrawing({ name: seed.name.en, type: 'bundle' }, 'bundle'),
      imageColour: 'neutral',
      attributes: {},
      weight: null,
      isNew: false,
      isHoliday: r.chance(0.5),
      sales: r.int(10, 120),
      downloadableFile: null,
      ...this.dates(r, false),
      categoryIds: [CATEGORY_IDS.bundles],
      prices: priceSet(0),
      stock: this.unmanagedStock(),
      mediaCount: r.int(2, 4),
      family: 'bundle',
    })
    const defaults: { prices: PriceSet; qty: number }[] = []
    seed.options.forEach((option, position) => {
      const id = this.nextBundleOptionId++
      this.rows.bundle_option.push({ id, product_id: draft.id, title: option.title.en, type: option.type, required: 1, position })
      this.translate('bundle_option', String(id), 'title', option.title)
      const picks = r.sample(this.eligible(option.family), option.choices)
      picks.forEach((pick, index) => {
        this.rows.bundle_selection.push({
          option_id: id,
          product_id: pick.id,
          qty: option.qty,
          is_default: index === 0 ? 1 : 0,
          position: index,
        })
      })
      defaults.push({ prices: picks[0].prices, qty: option.qty })
    })
    draft.prices = sumPrices(defaults)
    return draft
  }

  // -- fill ----------------------------------------------------------------------

  /** Generated products of one family; the first is always a plain in-stock simple product. */
  fillFamily(fam: FamilySeed, count: number) {
    let made = 0
    for (let k = 0; made < count; k++) {
      if (k === 0) {
        const first = this.simple(fam.key, { status: 1, special: null })
        if (!first.stock.isInStock || first.stock.qty <= first.stock.low) first.stock = { ...first.stock, qty: 12, isInStock: true }
        made++
        continue
      }
      if (fam.axes.length > 0 && k % 10 === 1) {
        if (this.configurable(fam.key)) {
          made++
          continue
        }
      }
      this.simple(fam.key)
      made++
    }
  }

  listableCount(): number {
    return this.drafts.filter((d) => d.visibility > 1).length
  }

  // -- links, options, categories ---------------------------------------------

  addRelated() {
    const r = this.rng('related')
    const listable = this.drafts.filter((d) => d.visibility > 1 && d.family)
    const pools = new Map<string, Draft[]>()
    for (const [key, list] of this.byFamily)
      pools.set(
        key,
        list.filter((p) => p.status === 1),
      )
    for (const d of listable) {
      const pool = pools.get(d.family!) ?? []
      if (pool.length < 2 || !r.chance(0.75)) continue
      const chosen = new Set<number>()
      const wanted = Math.min(3, pool.length - 1)
      for (let attempt = 0; chosen.size < wanted && attempt < 12; attempt++) {
        const candidate = pool[Math.floor(r.next() * pool.length)]
        if (candidate.id !== d.id) chosen.add(candidate.id)
      }
      let position = 0
      for (const id of chosen)
        this.rows.product_link.push({ product_id: d.id, linked_product_id: id, link_type: 'related', qty: 1, position: position++ })
    }
    // Large appliances cross-sell the large-appliance warranties; e-books relate to their appliance.
    const largeWarranties = (this.byFamily.get('warranty') ?? []).filter((w) => w.name.en.includes('Large'))
    for (const d of listable) {
      const fam = FAMILIES.find((f) => f.key === d.family)
      if (!fam?.large) continue
      largeWarranties.slice(0, 3).forEach((w, position) => {
        this.rows.product_link.push({ product_id: d.id, linked_product_id: w.id, link_type: 'crosssell', qty: 1, position })
      })
    }
    for (const book of this.byFamily.get('ebook') ?? []) {
      const seed = [...EBOOKS, FREE_EBOOK].find((e) => e.name.en === book.name.en)
      if (!seed) continue
      const pool = (this.byFamily.get(seed.family) ?? []).filter((p) => p.status === 1)
      pool.slice(0, 3).forEach((p, position) => {
        this.rows.product_link.push({ product_id: book.id, linked_product_id: p.id, link_type: 'related', qty: 1, position })
      })
    }
  }

  addCustomOptions(d: Draft) {
    CUSTOM_OPTIONS.forEach((option, position) => {
      const id = this.nextCustomOptionId++
      this.rows.custom_option.push({ id, product_id: d.id, title: option.title.en, type: option.type, required: 0, position })
      this.translate('custom_option', String(id), 'title', option.title)
      option.values.forEach((value, valuePosition) => {
        const optionTypeId = this.nextOptionTypeId++
        this.translate('custom_option_value', String(optionTypeId), 'title', value.title)
        this.rows.custom_option_value.push({
          option_type_id: optionTypeId,
          option_id: id,
          title: value.title.en,
          price_type: value.priceType,
          price: value.price,
          price_eur: value.priceEur,
          position: valuePosition,
        })
      })
    })
  }

  private categoryPosition(categoryId: number): number {
    const next = (this.categoryPositions.get(categoryId) ?? 0) + 1
    this.categoryPositions.set(categoryId, next)
    return next
  }

  // -- rows ------------------------------------------------------------------------

  toRows() {
    for (const d of this.drafts) {
      const listable = d.visibility > 1
      const categories = [...d.categoryIds]
      if (listable) {
        const parentCategory = categories.length > 0 ? this.parentCategoryOf(categories[0]) : null
        if (parentCategory !== null) categories.push(parentCategory)
        if (d.status === 1 && hasActiveSpecial(d.prices.default)) categories.push(CATEGORY_IDS.sale)
      }
      const positions = categories.map((c) => this.categoryPosition(c))
      const key = d.sku.toLowerCase()
      const slug = slugify(d.name.en)
      this.rows.product.push({
        id: d.id,
        sku: d.sku,
        parent_id: d.parentId,
        type_id: d.type,
        name: d.name.en,
        slug,
        url_key: slug,
        status: d.status,
        visibility: d.visibility,
        tax_class_id: 2,
        brand: d.brand?.label ?? null,
        description: d.description?.en ?? null,
        short_description: d.short?.en ?? null,
        image: `/media/${d.shape}/${d.imageColour}/${key}.svg`,
        attributes: JSON.stringify(orderAttributes(d.attributes)),
        weight: d.weight,
        position: positions[0] ?? d.childPosition ?? 0,
        is_new: d.isNew ? 1 : 0,
        is_holiday: d.isHoliday ? 1 : 0,
        sales_count: d.sales,
        downloadable_file: d.downloadableFile,
        created_at: d.createdAt,
        updated_at: d.updatedAt,
      })
      categories.forEach((categoryId, i) => {
        this.rows.product_category.push({ product_id: d.id, category_id: categoryId, position: positions[i] })
      })
      for (const store of STORE_CODES) {
        const p = d.prices[store]
        this.rows.product_price.push({
          product_id: d.id,
          store_code: store,
          price: p.price,
          special_price: p.special,
          special_from_date: p.from,
          special_to_date: p.to,
        })
        if (d.tiers && p.price > 0) {
          for (const [qty, factor] of [
            [3, 0.95],
            [5, 0.9],
          ] as const) {
            const tier = store === 'default' ? Math.floor((p.price * factor) / 100) * 100 : Math.floor((p.price * factor) / 10) * 10 - 1
            if (tier > 0 && tier < p.price)
              this.rows.tier_price.push({ product_id: d.id, store_code: store, qty, price: tier, customer_group_id: 0 })
          }
        }
      }
      for (let i = 1; i <= d.mediaCount; i++) {
        this.rows.product_media.push({
          product_id: d.id,
          position: i - 1,
          image: `/media/${d.shape}/${d.imageColour}/${key}-${i}.svg`,
          label: TEXT.media[(i - 1) % TEXT.media.length],
          video_url: null,
        })
      }
      this.rows.stock.push({
        product_id: d.id,
        qty: d.stock.qty,
        is_in_stock: d.stock.isInStock ? 1 : 0,
        manage_stock: d.stock.manage ? 1 : 0,
        low_stock_qty: d.stock.low,
        max_sale_qty: d.stock.maxSale,
      })
      d.configurableAxes.forEach((axis, position) => {
        this.rows.configurable_option.push({ product_id: d.id, attribute_code: axis, position })
      })
      if (d.customOptions) this.addCustomOptions(d)
      const id = String(d.id)
      this.translate('product', id, 'name', d.name)
      if (d.short) this.translate('product', id, 'short_description', d.short)
      if (d.description) this.translate('product', id, 'description', d.description)
    }
  }

  addUrlRewrites() {
    const product = (sku: string) => {
      const d = this.drafts.find((p) => p.sku === sku)
      if (!d) throw new Error(`No product ${sku} for a URL rewrite`)
      return { id: d.id, path: `/p/${d.sku}/${slugify(d.name.en)}` }
    }
    const fridge = product(DEMO_FIXTURES.configurablePartial)
    const washer = product(DEMO_FIXTURES.customOptions)
    const set = product(DEMO_FIXTURES.grouped)
    const rewrites: Omit<Insertable<UrlRewriteTable>, 'id' | 'store_code'>[] = [
      {
        request_path: '/fridges',
        target_path: `/c/${this.categorySlugs.get(CATEGORY_IDS.fridges)}`,
        redirect_type: 301,
        entity_type: 'category',
        entity_id: CATEGORY_IDS.fridges,
      },
      {
        request_path: '/kettles.html',
        target_path: `/c/${this.categorySlugs.get(CATEGORY_IDS.kettles)}`,
        redirect_type: 301,
        entity_type: 'category',
        entity_id: CATEGORY_IDS.kettles,
      },
      {
        request_path: '/large-appliances.html',
        target_path: `/c/${this.categorySlugs.get(CATEGORY_IDS.large)}`,
        redirect_type: 301,
        entity_type: 'category',
        entity_id: CATEGORY_IDS.large,
      },
      {
        request_path: '/specials',
        target_path: `/c/${this.categorySlugs.get(CATEGORY_IDS.sale)}`,
        redirect_type: 302,
        entity_type: 'category',
        entity_id: CATEGORY_IDS.sale,
      },
      {
        request_path: `/catalog/product/view/id/${fridge.id}`,
        target_path: fridge.path,
        redirect_type: 301,
        entity_type: 'product',
        entity_id: fridge.id,
      },
      {
        request_path: `/${washer.path.split('/')[3]}.html`,
        target_path: washer.path,
        redirect_type: 301,
        entity_type: 'product',
        entity_id: washer.id,
      },
      { request_path: '/breakfast-set.html', target_path: set.path, redirect_type: 301, entity_type: 'product', entity_id: set.id },
    ]
    rewrites.forEach((rw, i) => this.rows.url_rewrite.push({ id: i + 1, store_code: 'default', ...rw }))
  }
}

const DEMO_SKUS = new Set<string>(Object.values(DEMO_FIXTURES))

function brandSeed(value: string): BrandSeed {
  const brand = BRANDS.find((b) => b.value === value)
  if (!brand) throw new Error(`Unknown brand ${value}`)
  return brand
}

function axisValues(fam: FamilySeed, kind: KindSeed, axis: Axis): string[] {
  if (axis === 'color') return fam.colours
  if (axis === 'capacity') return kind.capacities ?? []
  return kind.sizes ?? []
}

/** The part of a child SKU for one attribute value: WHT, 300L, 60CM; fractional litres in ml (1700ML). */
function skuCode(axis: Axis, value: string): string {
  if (axis === 'color') return COLOUR_CODES[value]
  const litres = /^(\d+\.\d+)l$/.exec(value)
  if (litres) return `${Math.round(Number(litres[1]) * 1000)}ML`
  return value.toUpperCase()
}

/** Keep picked values in the attribute's own order (white before black). */
function sortLike(values: string[], order: string[]): string[] {
  return [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

/** Units sold so far: most products sell a little, a few sell a lot; specials sell a bit more. */
function salesCount(r: Random, onSpecial: boolean): number {
  return Math.round(r.next() ** 3 * 900) + (onSpecial ? 40 : 0)
}

function featurePair(r: Random, count: number): [number, number] {
  const first = r.int(0, count - 1)
  return [first, (first + 1 + r.int(0, count - 2)) % count]
}

const ATTRIBUTE_ORDER = ['color', 'size', 'capacity', 'brand', 'energy_class', 'warranty_years']

function orderAttributes(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const code of ATTRIBUTE_ORDER) if (attrs[code] !== undefined) out[code] = attrs[code]
  return out
}

function cheapestOf(children: Draft[]): PriceSet {
  const pick = (store: StoreCode): PriceDraft => {
    let best = children[0].prices[store]
    for (const c of children) if (c.prices[store].price < best.price) best = c.prices[store]
    return { ...best }
  }
  return { default: pick('default'), de: pick('de'), it: pick('it') }
}

function hasActiveSpecial(p: PriceDraft): boolean {
  if (p.special === null || p.special >= p.price) return false
  if (p.from !== null && p.from > SEED_BASE_DATE) return false
  if (p.to !== null && p.to < SEED_BASE_DATE) return false
  return true
}

// ---------------------------------------------------------------------------
// The plan

function addFixtures(b: CatalogueBuilder) {
  const F = DEMO_FIXTURES
  b.simple('kettle', { sku: F.disabled, kind: 0, colour: 'white', brand: 'vuka', status: 0, special: null, customOptions: false })
  b.simple('toaster', { sku: F.unavailable, kind: 1, colour: 'red', brand: 'sondela', status: 2, special: null })
  b.configurable('fridge', {
    sku: F.configurablePartial,
    kind: 0,
    brand: 'koel',
    axes: ['color', 'capacity'],
    values: { color: ['white', 'stainless'], capacity: ['300l', '450l'] },
    special: null,
    child: (child) => {
      child.stock = { qty: 14, isInStock: true, manage: true, low: 3, maxSale: 2 }
      if (child.sku === F.configurablePartialChildOutOfStock) child.stock = { ...child.stock, qty: 0, isInStock: false }
      if (child.sku === F.configurablePartialChildUnavailable) child.status = 2
    },
  })
  b.simple('microwave', {
    sku: F.expiredSpecial,
    kind: 1,
    colour: 'black',
    special: { factor: 0.8, ...EXPIRED_SPECIAL },
    stock: { qty: 20, isInStock: true },
  })
  b.ebook(FREE_EBOOK, F.freeEbook)
  b.simple('blender', {
    sku: F.volatileStock,
    kind: 0,
    colour: 'red',
    special: null,
    stock: { qty: 2, isInStock: true, manage: true, low: 3 },
  })
  b.simple('iron', {
    sku: F.outOfStock,
    kind: 0,
    colour: 'white',
    special: null,
    stock: { qty: 0, isInStock: false, manage: true, low: 3 },
  })
  b.configurable('kettle', {
    sku: F.configurableAllOutOfStock,
    kind: 1,
    brand: 'vuka',
    axes: ['color'],
    values: { color: ['white', 'black', 'cream'] },
    special: null,
    child: (child) => {
      child.stock = { ...child.stock, qty: 0, isInStock: false }
    },
  })
  b.simple('coffee', {
    sku: F.futureSpecial,
    kind: 0,
    colour: 'red',
    special: { factor: 0.85, ...FUTURE_SPECIAL },
    stock: { qty: 25, isInStock: true },
  })
  b.simple('airfryer', {
    sku: F.activeSpecial,
    kind: 0,
    colour: 'black',
    special: { factor: 0.8, from: ACTIVE_SPECIAL_FROM, to: null },
    stock: { qty: 30, isInStock: true },
    isNew: true,
  })
  b.simple('washer', {
    sku: F.customOptions,
    kind: 0,
    colour: 'white',
    capacity: '8kg',
    brand: 'amanzi',
    special: null,
    customOptions: true,
    stock: { qty: 9, isInStock: true },
  })
  b.warranty(WARRANTIES[3], F.virtual)
  b.ebook(EBOOKS[0], F.downloadable)
  b.simple('filter', { sku: F.tierPrice, kind: 0, brand: 'koel', special: null, tiers: true, stock: { qty: 48, isInStock: true } })
  b.configurable('stove', {
    sku: F.configurableBySize,
    kind: 1,
    brand: 'bosveld',
    axes: ['size'],
    values: { size: ['60cm', '90cm'] },
    special: null,
    child: (child) => {
      child.stock = { ...child.stock, qty: 6 + (child.id % 5), isInStock: true }
    },
  })
}

function buildCatalogue(target: number): CatalogueRows {
  const b = new CatalogueBuilder()
  b.addCategories()
  b.addAttributes()
  b.addTax()
  addFixtures(b)
  WARRANTIES.forEach((w, i) => {
    if (i !== 3) b.warranty(w)
  })
  EBOOKS.forEach((e, i) => {
    if (i !== 0) b.ebook(e)
  })

  // Everything else is generated per family, in proportion to its weight, at least 4 each.
  const fill = target - b.listableCount() - GROUPED.length - BUNDLES.length
  const minimum = 4
  if (fill < minimum * FAMILIES.length) {
    throw new RangeError(`seedCatalogue: options.products must be at least ${MIN_PRODUCT_COUNT}`)
  }
  const totalWeight = FAMILIES.reduce((sum, f) => sum + f.weightInCatalogue, 0)
  const spare = fill - minimum * FAMILIES.length
  const counts = FAMILIES.map((f) => minimum + Math.floor((spare * f.weightInCatalogue) / totalWeight))
  let left = fill - counts.reduce((a, c) => a + c, 0)
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]++
  FAMILIES.forEach((fam, i) => b.fillFamily(fam, counts[i]))

  GROUPED.forEach((g, i) => b.grouped(g, i === 0 ? DEMO_FIXTURES.grouped : undefined))
  BUNDLES.forEach((s, i) => b.bundle(s, i === 0 ? DEMO_FIXTURES.bundle : undefined))
  b.addRelated()
  b.toRows()
  b.addUrlRewrites()
  return b.rows
}

async function insertAll<T extends keyof CatalogueRows>(db: Kysely<Database>, table: T, rows: CatalogueRows[T]) {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]).length
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns))
  for (let i = 0; i < rows.length; i += size) {
    // The row type is checked where the rows are built; Kysely cannot follow the generic table here.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute()
  }
}

/**
 * Fill a migrated, empty database with the demo catalogue, tax rates and URL rewrites.
 * `options.products` sets how many listable products (visibility > 1) to create in
 * total, for benchmarks; configurable children come on top. Returns the number of
 * listable products and of category rows (both roots included).
 */
export async function seedCatalogue(
  db: Kysely<Database>,
  options: { products?: number } = {},
): Promise<{ products: number; categories: number }> {
  const target = options.products ?? DEFAULT_PRODUCT_COUNT
  if (!Number.isInteger(target) || target < MIN_PRODUCT_COUNT) {
    throw new RangeError(`seedCatalogue: options.products must be a whole number of at least ${MIN_PRODUCT_COUNT}`)
  }
  const existing = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  if (Number(existing?.n ?? 0) > 0) throw new Error('seedCatalogue: the catalogue already has products; seed an empty database')

  const rows = buildCatalogue(target)
  await db.transaction().execute(async (trx) => {
    for (const table of TABLE_ORDER) await insertAll(trx, table, rows[table])
  })
  return {
    products: rows.product.filter((p) => (p.visibility ?? 4) > 1).length,
    categories: rows.category.length,
  }
}
