/**
 * Static data of the demo catalogue: category tree, attributes and their options,
 * fictional brands and the product families the generator draws from. Every text a
 * shopper can see comes in English, German and Italian.
 */

import type { ItemShape } from '~/media/illustrations.server'

/** A drawing of the shop's illustrations (app/media); products get theirs from app/media/product-drawing.ts. */
export type Shape = ItemShape

/** One text in the three catalogue languages (en for the default view, de, it). */
export interface Trio {
  en: string
  de: string
  it: string
}

const t = (en: string, de: string, it: string): Trio => ({ en, de, it })

// ---------------------------------------------------------------------------
// Categories

export interface CategorySeed {
  id: number
  parentId: number | null
  name: Trio
  /** Drawing used for the category image; null for the two roots (no image). */
  shape: Shape | null
  description?: Trio
}

export const TREE_ROOT_ID = 1
export const STORE_ROOT_ID = 2

export const CATEGORY_IDS = {
  large: 3,
  small: 4,
  climate: 5,
  parts: 6,
  warranties: 7,
  ebooks: 8,
  bundles: 9,
  sets: 10,
  sale: 11,
  fridges: 12,
  washers: 13,
  dryers: 14,
  dishwashers: 15,
  stoves: 16,
  hobs: 17,
  extractors: 18,
  kettles: 19,
  toasters: 20,
  coffee: 21,
  blenders: 22,
  airfryers: 23,
  microwaves: 24,
  irons: 25,
  vacuums: 26,
  processors: 27,
  heaters: 28,
  fans: 29,
  filters: 30,
  elements: 31,
  hoses: 32,
  seals: 33,
  bags: 34,
} as const

const C = CATEGORY_IDS

export const CATEGORIES: CategorySeed[] = [
  {
    id: TREE_ROOT_ID,
    parentId: null,
    shape: null,
    name: t('Root Catalog', 'Stammkatalog', 'Catalogo radice'),
    description: t(
      'The top of the category tree (not shown).',
      'Die Wurzel des Kategoriebaums (nicht sichtbar).',
      "La radice dell'albero delle categorie (non visibile).",
    ),
  },
  {
    id: STORE_ROOT_ID,
    parentId: TREE_ROOT_ID,
    shape: null,
    name: t('Default Category', 'Standardkategorie', 'Categoria predefinita'),
    description: t('Everything in the shop.', 'Das ganze Sortiment.', "Tutto l'assortimento."),
  },
  {
    id: C.large,
    parentId: STORE_ROOT_ID,
    shape: 'fridge',
    name: t('Large Appliances', 'Großgeräte', 'Grandi elettrodomestici'),
    description: t(
      'Fridges, washing machines, stoves and more, delivered to your door and installed on request.',
      'Kühlschränke, Waschmaschinen, Herde und mehr – bis an die Haustür geliefert und auf Wunsch angeschlossen.',
      'Frigoriferi, lavatrici, cucine e altro ancora, consegnati a domicilio e installati su richiesta.',
    ),
  },
  {
    id: C.small,
    parentId: STORE_ROOT_ID,
    shape: 'kettle',
    name: t('Small Appliances', 'Kleingeräte', 'Piccoli elettrodomestici'),
    description: t(
      'Kettles, toasters, coffee machines and kitchen helpers for every day.',
      'Wasserkocher, Toaster, Kaffeemaschinen und Küchenhelfer für jeden Tag.',
      'Bollitori, tostapane, macchine da caffè e aiuti in cucina per ogni giorno.',
    ),
  },
  {
    id: C.climate,
    parentId: STORE_ROOT_ID,
    shape: 'heater',
    name: t('Heating & Cooling', 'Heizen & Kühlen', 'Riscaldamento e raffrescamento'),
    description: t(
      'Heaters for Highveld winters and fans for coastal summers.',
      'Heizgeräte für kalte Winter und Ventilatoren für heiße Sommer.',
      'Stufe per gli inverni freddi e ventilatori per le estati calde.',
    ),
  },
  {
    id: C.parts,
    parentId: STORE_ROOT_ID,
    shape: 'cartridge',
    name: t('Spare Parts', 'Ersatzteile', 'Ricambi'),
    description: t(
      'Filters, elements, hoses and seals that keep your appliances running. Buy more, pay less per part.',
      'Filter, Heizelemente, Schläuche und Dichtungen, damit Ihre Geräte laufen. Mehr kaufen, weniger pro Teil zahlen.',
      'Filtri, resistenze, tubi e guarnizioni per far funzionare i tuoi elettrodomestici. Più ne compri, meno paghi.',
    ),
  },
  {
    id: C.warranties,
    parentId: STORE_ROOT_ID,
    shape: 'warranty',
    name: t('Extended Warranties', 'Garantieverlängerungen', 'Estensioni di garanzia'),
    description: t(
      "Extra years of cover after the manufacturer's warranty ends.",
      'Zusätzliche Jahre Schutz nach Ablauf der Herstellergarantie.',
      'Anni di copertura in più dopo la scadenza della garanzia del produttore.',
    ),
  },
  {
    id: C.ebooks,
    parentId: STORE_ROOT_ID,
    shape: 'ebook',
    name: t('Recipe E-books', 'Rezept-E-Books', 'E-book di ricette'),
    description: t(
      'Downloadable recipe books written for the appliances in your kitchen.',
      'Rezeptbücher zum Herunterladen, geschrieben für die Geräte in Ihrer Küche.',
      'Ricettari da scaricare, scritti per gli elettrodomestici della tua cucina.',
    ),
  },
  {
    id: C.bundles,
    parentId: STORE_ROOT_ID,
    shape: 'bundle',
    name: t('Kitchen Bundles', 'Küchen-Bundles', 'Bundle per la cucina'),
    description: t(
      'Build your own bundle: pick one appliance per step.',
      'Stellen Sie Ihr Bundle zusammen: ein Gerät pro Schritt.',
      'Componi il tuo bundle: un elettrodomestico per ogni passaggio.',
    ),
  },
  {
    id: C.sets,
    parentId: STORE_ROOT_ID,
    shape: 'set',
    name: t('Sets', 'Sets', 'Set'),
    description: t(
      'Appliances that belong together, matched in colour and style.',
      'Geräte, die zusammengehören, in Farbe und Stil abgestimmt.',
      'Elettrodomestici che stanno bene insieme, abbinati per colore e stile.',
    ),
  },
  {
    id: C.sale,
    parentId: STORE_ROOT_ID,
    shape: 'pricetag',
    name: t('Sale', 'Angebote', 'Saldi'),
    description: t('Special prices for a limited time.', 'Sonderpreise für kurze Zeit.', 'Prezzi speciali per un periodo limitato.'),
  },
  {
    id: C.fridges,
    parentId: C.large,
    shape: 'fridge',
    name: t('Fridges & Freezers', 'Kühl- & Gefrierschränke', 'Frigoriferi e congelatori'),
  },
  { id: C.washers, parentId: C.large, shape: 'washer', name: t('Washing Machines', 'Waschmaschinen', 'Lavatrici') },
  { id: C.dryers, parentId: C.large, shape: 'dryer', name: t('Tumble Dryers', 'Wäschetrockner', 'Asciugatrici') },
  { id: C.dishwashers, parentId: C.large, shape: 'dishwasher', name: t('Dishwashers', 'Geschirrspüler', 'Lavastoviglie') },
  { id: C.stoves, parentId: C.large, shape: 'stove', name: t('Stoves & Ovens', 'Herde & Backöfen', 'Cucine e forni') },
  { id: C.hobs, parentId: C.large, shape: 'hob', name: t('Hobs', 'Kochfelder', 'Piani cottura') },
  { id: C.extractors, parentId: C.large, shape: 'extractor', name: t('Extractors', 'Dunstabzugshauben', 'Cappe aspiranti') },
  { id: C.kettles, parentId: C.small, shape: 'kettle', name: t('Kettles', 'Wasserkocher', 'Bollitori') },
  { id: C.toasters, parentId: C.small, shape: 'toaster', name: t('Toasters', 'Toaster', 'Tostapane') },
  { id: C.coffee, parentId: C.small, shape: 'coffee', name: t('Coffee Machines', 'Kaffeemaschinen', 'Macchine da caffè') },
  { id: C.blenders, parentId: C.small, shape: 'blender', name: t('Blenders', 'Standmixer', 'Frullatori') },
  { id: C.airfryers, parentId: C.small, shape: 'airfryer', name: t('Air Fryers', 'Heißluftfritteusen', 'Friggitrici ad aria') },
  { id: C.microwaves, parentId: C.small, shape: 'microwave', name: t('Microwaves', 'Mikrowellen', 'Forni a microonde') },
  { id: C.irons, parentId: C.small, shape: 'iron', name: t('Irons', 'Bügeleisen', 'Ferri da stiro') },
  { id: C.vacuums, parentId: C.small, shape: 'vacuum', name: t('Vacuum Cleaners', 'Staubsauger', 'Aspirapolvere') },
  { id: C.processors, parentId: C.small, shape: 'processor', name: t('Food Processors', 'Küchenmaschinen', 'Robot da cucina') },
  { id: C.heaters, parentId: C.climate, shape: 'heater', name: t('Heaters', 'Heizgeräte', 'Stufe') },
  { id: C.fans, parentId: C.climate, shape: 'fan', name: t('Fans', 'Ventilatoren', 'Ventilatori') },
  {
    id: C.filters,
    parentId: C.parts,
    shape: 'cartridge',
    name: t('Water & Air Filters', 'Wasser- & Luftfilter', 'Filtri per acqua e aria'),
  },
  {
    id: C.elements,
    parentId: C.parts,
    shape: 'element',
    name: t('Elements & Hotplates', 'Heizelemente & Kochplatten', 'Resistenze e piastre'),
  },
  { id: C.hoses, parentId: C.parts, shape: 'hose', name: t('Hoses & Pipes', 'Schläuche & Rohre', 'Tubi e raccordi') },
  { id: C.seals, parentId: C.parts, shape: 'seal', name: t('Door Seals', 'Türdichtungen', 'Guarnizioni per porte') },
  {
    id: C.bags,
    parentId: C.parts,
    shape: 'dustbag',
    name: t('Vacuum Bags & Filters', 'Staubsaugerbeutel & Filter', 'Sacchetti e filtri per aspirapolvere'),
  },
]

/** A description for categories without a hand-written one. */
export function categoryDescription(name: Trio): Trio {
  return t(
    `${name.en} from brands we trust, checked by our team and delivered fast.`,
    `${name.de} von Marken, denen wir vertrauen – von unserem Team geprüft und schnell geliefert.`,
    `${name.it} di marchi di cui ci fidiamo, controllati dal nostro team e consegnati rapidamente.`,
  )
}

// ---------------------------------------------------------------------------
// Attributes

export interface OptionSeed {
  value: string
  label: Trio
  swatch?: string
}

export interface AttributeSeed {
  code: string
  label: Trio
  filterable: boolean
  comparable: boolean
  options: OptionSeed[]
}

const same = (label: string): Trio => t(label, label, label)

/** Capacity values with their labels; German and Italian write decimals with a comma. */
function capacity(value: string): OptionSeed {
  const litres = /^(\d+(?:\.\d+)?)l$/.exec(value)
  if (litres) {
    const n = litres[1]
    return { value, label: t(`${n} L`, `${n.replace('.', ',')} L`, `${n.replace('.', ',')} L`) }
  }
  const kg = /^(\d+)kg$/.exec(value)
  if (kg) return { value, label: same(`${kg[1]} kg`) }
  const places = /^(\d+)pl$/.exec(value)
  if (places) return { value, label: t(`${places[1]} place settings`, `${places[1]} Maßgedecke`, `${places[1]} coperti`) }
  throw new Error(`Unknown capacity value ${value}`)
}

function size(value: string): OptionSeed {
  const cm = /^(\d+)cm$/.exec(value)
  return { value, label: same(cm ? `${cm[1]} cm` : value.toUpperCase()) }
}

export const COLOURS: OptionSeed[] = [
  { value: 'white', label: t('White', 'Weiß', 'Bianco'), swatch: '#FFFFFF' },
  { value: 'black', label: t('Black', 'Schwarz', 'Nero'), swatch: '#1B1B1B' },
  { value: 'stainless', label: t('Stainless steel', 'Edelstahl', 'Acciaio inox'), swatch: '#C7CBCE' },
  { value: 'silver', label: t('Silver', 'Silber', 'Argento'), swatch: '#AEB3B8' },
  { value: 'red', label: t('Red', 'Rot', 'Rosso'), swatch: '#C0392B' },
  { value: 'cream', label: t('Cream', 'Creme', 'Crema'), swatch: '#F2E8D0' },
  { value: 'graphite', label: t('Graphite', 'Graphit', 'Grafite'), swatch: '#474B4F' },
]

/** Short codes used in child SKUs (FRG-1001-WHT-300L). */
export const COLOUR_CODES: Record<string, string> = {
  white: 'WHT',
  black: 'BLK',
  stainless: 'STS',
  silver: 'SLV',
  red: 'RED',
  cream: 'CRM',
  graphite: 'GRP',
}

export interface BrandSeed {
  value: string
  label: string
  /** Letters in front of model numbers (KL1001). */
  model: string
}

/** Fictional brands for the demo shop. */
export const BRANDS: BrandSeed[] = [
  { value: 'koel', label: 'Koel', model: 'KL' },
  { value: 'amanzi', label: 'Amanzi', model: 'AM' },
  { value: 'bosveld', label: 'Bosveld', model: 'BV' },
  { value: 'khaya', label: 'Khaya', model: 'KH' },
  { value: 'vuka', label: 'Vuka', model: 'VK' },
  { value: 'sondela', label: 'Sondela', model: 'SD' },
  { value: 'sonskyn', label: 'Sonskyn', model: 'SK' },
  { value: 'umoya', label: 'Umoya', model: 'UM' },
]

export const ENERGY_CLASSES = ['a+++', 'a++', 'a+', 'a', 'b'] as const

export const ATTRIBUTES: AttributeSeed[] = [
  { code: 'color', label: t('Colour', 'Farbe', 'Colore'), filterable: true, comparable: true, options: COLOURS },
  {
    code: 'size',
    label: t('Size', 'Größe', 'Misura'),
    filterable: true,
    comparable: true,
    options: ['30cm', '40cm', '45cm', '50cm', '60cm', '90cm', 's', 'm', 'l'].map(size),
  },
  {
    code: 'capacity',
    label: t('Capacity', 'Fassungsvermögen', 'Capacità'),
    filterable: true,
    comparable: true,
    options: [
      '0.5l',
      '0.6l',
      '1.2l',
      '1.5l',
      '1.7l',
      '1.8l',
      '2l',
      '3l',
      '3.5l',
      '4.5l',
      '5.5l',
      '9l',
      '12l',
      '20l',
      '25l',
      '30l',
      '34l',
      '65l',
      '72l',
      '90l',
      '120l',
      '150l',
      '200l',
      '250l',
      '300l',
      '350l',
      '450l',
      '550l',
      '650l',
      '7kg',
      '8kg',
      '9kg',
      '10kg',
      '12kg',
      '9pl',
      '12pl',
      '14pl',
    ].map(capacity),
  },
  {
    code: 'brand',
    label: t('Brand', 'Marke', 'Marca'),
    filterable: true,
    comparable: true,
    options: BRANDS.map((b) => ({ value: b.value, label: same(b.label) })),
  },
  {
    code: 'energy_class',
    label: t('Energy class', 'Energieeffizienzklasse', 'Classe energetica'),
    filterable: true,
    comparable: true,
    options: ENERGY_CLASSES.map((value) => ({ value, label: same(value.toUpperCase()) })),
  },
  {
    code: 'warranty_years',
    label: t('Warranty', 'Garantie', 'Garanzia'),
    filterable: false,
    comparable: true,
    options: ['1', '2', '3', '5'].map((value) => ({
      value,
      label: value === '1' ? t('1 year', '1 Jahr', '1 anno') : t(`${value} years`, `${value} Jahre`, `${value} anni`),
    })),
  },
]

export function optionLabel(code: string, value: string): Trio {
  const option = ATTRIBUTES.find((a) => a.code === code)?.options.find((o) => o.value === value)
  if (!option) throw new Error(`No option ${code}:${value}`)
  return option.label
}

// ---------------------------------------------------------------------------
// Product families: what the generator can make, per leaf category.

export type Axis = 'color' | 'capacity' | 'size'

export interface KindSeed {
  name: Trio
  capacities?: string[]
  sizes?: string[]
  /** Multiplies the family's price range (a side-by-side costs more than a bar fridge). */
  priceFactor?: number
}

export interface FamilySeed {
  key: string
  categoryId: number
  /** SKU prefix, three capitals. */
  prefix: string
  shape: Shape
  kinds: KindSeed[]
  colours: string[]
  brands: string[]
  /** Rand price range for the plain version, before the kind's factor. */
  price: [number, number]
  /** Weight range in grams. */
  weight: [number, number]
  /** Which attributes a configurable of this family varies; empty: never configurable. */
  axes: Axis[]
  /** Large appliance: sold 2-3 per order, delivered, custom options offered. */
  large: boolean
  /** Gets Installation / Extended care / Old appliance removal options. */
  installable: boolean
  energy: boolean
  warranty: string[]
  /** Extra words in the name (wattage) when the kind has no capacity or size. */
  specs?: string[]
  features: Trio[]
  /** Share of generated products (relative). */
  weightInCatalogue: number
  /** Good gift: may be flagged for the holiday collection. */
  giftable: boolean
  /** Spare part: tier prices for 3 and 5 pieces. */
  part: boolean
}

const PART_FEATURES: Trio[] = [
  t('a precise fit for the listed models', 'passgenauer Form für die genannten Modelle', 'adattamento preciso ai modelli indicati'),
  t(
    'replacement quality tested to the original specification',
    'Ersatzteilqualität, geprüft nach Originalspezifikation',
    'qualità di ricambio testata secondo le specifiche originali',
  ),
  t(
    'simple fitting instructions in the box',
    'einfacher Einbauanleitung in der Packung',
    'semplici istruzioni di montaggio nella confezione',
  ),
]

function family(
  f: Omit<FamilySeed, 'large' | 'installable' | 'energy' | 'giftable' | 'part' | 'axes' | 'warranty'> & Partial<FamilySeed>,
): FamilySeed {
  return {
    large: false,
    installable: false,
    energy: false,
    giftable: false,
    part: false,
    axes: [],
    warranty: ['1', '2'],
    ...f,
  }
}

export const FAMILIES: FamilySeed[] = [
  family({
    key: 'fridge',
    categoryId: C.fridges,
    prefix: 'FRG',
    shape: 'fridge',
    kinds: [
      {
        name: t('Frost-Free Double-Door Fridge', 'No-Frost-Kühlschrank mit zwei Türen', 'Frigorifero doppia porta No Frost'),
        capacities: ['300l', '350l', '450l'],
      },
      { name: t('Bottom-Freezer Combi Fridge', 'Kühl-Gefrier-Kombination', 'Frigorifero combinato'), capacities: ['250l', '300l', '350l'] },
      {
        name: t(
          'Side-by-Side Fridge with Water Dispenser',
          'Side-by-Side-Kühlschrank mit Wasserspender',
          "Frigorifero side-by-side con dispenser d'acqua",
        ),
        capacities: ['550l', '650l'],
        priceFactor: 1.6,
      },
      { name: t('Bar Fridge', 'Minikühlschrank', 'Frigobar'), capacities: ['90l', '120l'], priceFactor: 0.35 },
    ],
    colours: ['white', 'silver', 'stainless', 'black', 'graphite'],
    brands: ['koel', 'khaya', 'bosveld'],
    price: [5999, 18999],
    weight: [30000, 95000],
    axes: ['color', 'capacity'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3', '5'],
    weightInCatalogue: 3,
    features: [
      t(
        'a frost-free cooling system that never needs defrosting',
        'No-Frost-Kühlsystem, das nie abgetaut werden muss',
        'sistema No Frost che non richiede mai lo sbrinamento',
      ),
      t(
        'bright LED lighting and a humidity-controlled crisper',
        'heller LED-Beleuchtung und Gemüsefach mit Feuchtigkeitsregelung',
        'illuminazione LED e cassetto per verdure a umidità controllata',
      ),
      t(
        'cold retention for up to 12 hours during load-shedding',
        'Kältespeicher, der bei Stromausfall bis zu 12 Stunden kühlt',
        'mantenimento del freddo fino a 12 ore in caso di blackout',
      ),
    ],
  }),
  family({
    key: 'freezer',
    categoryId: C.fridges,
    prefix: 'FRZ',
    shape: 'freezer',
    kinds: [
      { name: t('Chest Freezer', 'Gefriertruhe', 'Congelatore a pozzo'), capacities: ['150l', '200l', '300l'] },
      { name: t('Upright Freezer', 'Gefrierschrank', 'Congelatore verticale'), capacities: ['200l', '250l'], priceFactor: 1.2 },
    ],
    colours: ['white', 'silver'],
    brands: ['koel', 'khaya'],
    price: [3999, 10999],
    weight: [35000, 70000],
    axes: ['capacity'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3'],
    weightInCatalogue: 1.2,
    features: [
      t(
        'a fast-freeze mode for fresh groceries',
        'Schnellgefrierfunktion für frische Einkäufe',
        'funzione di congelamento rapido per la spesa fresca',
      ),
      t(
        'up to 30 hours of cold retention during power cuts',
        'bis zu 30 Stunden Kälteerhalt bei Stromausfall',
        'fino a 30 ore di conservazione del freddo durante i blackout',
      ),
      t('removable baskets and an interior light', 'herausnehmbaren Körben und Innenbeleuchtung', 'cestelli estraibili e luce interna'),
    ],
  }),
  family({
    key: 'washer',
    categoryId: C.washers,
    prefix: 'WSH',
    shape: 'washer',
    kinds: [
      {
        name: t('Front Loader Washing Machine', 'Frontlader-Waschmaschine', 'Lavatrice a carica frontale'),
        capacities: ['7kg', '8kg', '9kg', '10kg'],
      },
      {
        name: t('Top Loader Washing Machine', 'Toplader-Waschmaschine', "Lavatrice a carica dall'alto"),
        capacities: ['9kg', '10kg', '12kg'],
        priceFactor: 0.85,
      },
      { name: t('Washer Dryer', 'Waschtrockner', 'Lavasciuga'), capacities: ['8kg', '9kg', '10kg'], priceFactor: 1.35 },
    ],
    colours: ['white', 'silver', 'graphite'],
    brands: ['amanzi', 'khaya', 'bosveld'],
    price: [4999, 13999],
    weight: [55000, 80000],
    axes: ['color', 'capacity'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3', '5'],
    weightInCatalogue: 2,
    features: [
      t(
        'a 15-minute quick wash for lightly soiled loads',
        '15-Minuten-Kurzprogramm für leicht verschmutzte Wäsche',
        'lavaggio rapido di 15 minuti per capi poco sporchi',
      ),
      t(
        'an inverter motor that runs quietly and saves water',
        'leisem, wassersparendem Inverter-Motor',
        'motore inverter silenzioso che risparmia acqua',
      ),
      t(
        'a steam programme that reduces creases and allergens',
        'Dampfprogramm gegen Falten und Allergene',
        'programma a vapore che riduce pieghe e allergeni',
      ),
    ],
  }),
  family({
    key: 'dryer',
    categoryId: C.dryers,
    prefix: 'DRY',
    shape: 'dryer',
    kinds: [
      {
        name: t('Heat Pump Tumble Dryer', 'Wärmepumpentrockner', 'Asciugatrice a pompa di calore'),
        capacities: ['8kg', '9kg'],
        priceFactor: 1.4,
      },
      { name: t('Condenser Tumble Dryer', 'Kondenstrockner', 'Asciugatrice a condensazione'), capacities: ['7kg', '8kg', '9kg'] },
      { name: t('Vented Tumble Dryer', 'Ablufttrockner', 'Asciugatrice a evacuazione'), capacities: ['7kg', '8kg'], priceFactor: 0.7 },
    ],
    colours: ['white', 'silver'],
    brands: ['amanzi', 'khaya', 'bosveld'],
    price: [4499, 11999],
    weight: [30000, 50000],
    axes: ['capacity'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3'],
    weightInCatalogue: 1.2,
    features: [
      t(
        'a moisture sensor that stops the cycle when clothes are dry',
        'Feuchtigkeitssensor, der das Programm beendet, sobald die Wäsche trocken ist',
        'sensore di umidità che termina il ciclo quando i capi sono asciutti',
      ),
      t('a gentle programme for wool and delicates', 'schonendem Programm für Wolle und Feines', 'programma delicato per lana e capi fini'),
      t('an easy-clean lint filter at the front', 'leicht zu reinigendem Flusensieb vorne', 'filtro lanugine frontale facile da pulire'),
    ],
  }),
  family({
    key: 'dishwasher',
    categoryId: C.dishwashers,
    prefix: 'DSH',
    shape: 'dishwasher',
    kinds: [
      {
        name: t('Freestanding Dishwasher', 'Standgeschirrspüler', 'Lavastoviglie a libera installazione'),
        capacities: ['12pl', '14pl'],
        sizes: ['60cm'],
      },
      {
        name: t('Built-in Dishwasher', 'Einbau-Geschirrspüler', 'Lavastoviglie da incasso'),
        capacities: ['12pl', '14pl'],
        sizes: ['60cm'],
        priceFactor: 1.2,
      },
      {
        name: t('Slimline Dishwasher', 'Schmaler Geschirrspüler', 'Lavastoviglie slim'),
        capacities: ['9pl'],
        sizes: ['45cm'],
        priceFactor: 0.85,
      },
    ],
    colours: ['white', 'stainless', 'black'],
    brands: ['amanzi', 'khaya', 'bosveld'],
    price: [5499, 13999],
    weight: [38000, 52000],
    axes: ['color'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3'],
    weightInCatalogue: 1.2,
    features: [
      t(
        'a third cutlery rack and an adjustable upper basket',
        'dritter Besteckschublade und höhenverstellbarem Oberkorb',
        'terzo cestello per le posate e cesto superiore regolabile',
      ),
      t(
        'an eco programme that uses under 10 litres per wash',
        'Eco-Programm mit weniger als 10 Litern pro Spülgang',
        'programma eco che consuma meno di 10 litri per lavaggio',
      ),
      t(
        'a half-load option and a delay-start timer',
        'Option für halbe Beladung und Startzeitvorwahl',
        'opzione mezzo carico e partenza ritardata',
      ),
    ],
  }),
  family({
    key: 'stove',
    categoryId: C.stoves,
    prefix: 'STV',
    shape: 'stove',
    kinds: [
      { name: t('Freestanding Electric Stove', 'Elektro-Standherd', 'Cucina elettrica a libera installazione'), sizes: ['50cm', '60cm'] },
      { name: t('Gas-Electric Stove', 'Gas-Elektro-Herd', 'Cucina mista gas-elettrica'), sizes: ['60cm', '90cm'], priceFactor: 1.4 },
      {
        name: t('Compact 4-Plate Stove', 'Kompaktherd mit 4 Kochplatten', 'Cucina compatta a 4 piastre'),
        sizes: ['50cm'],
        priceFactor: 0.6,
      },
    ],
    colours: ['white', 'stainless', 'black'],
    brands: ['bosveld', 'khaya', 'sondela'],
    price: [4499, 14999],
    weight: [40000, 75000],
    axes: ['size'],
    large: true,
    installable: true,
    energy: false,
    warranty: ['2', '3'],
    weightInCatalogue: 1.5,
    features: [
      t(
        'a large multifunction oven with rotisserie',
        'großem Multifunktionsbackofen mit Drehspieß',
        'ampio forno multifunzione con girarrosto',
      ),
      t('solid hotplates with six heat settings', 'Massekochplatten mit sechs Heizstufen', 'piastre in ghisa con sei livelli di potenza'),
      t(
        'an easy-clean enamel interior and a storage drawer',
        'pflegeleichtem Emaille-Innenraum und Schublade',
        'interno smaltato facile da pulire e cassetto portaoggetti',
      ),
    ],
  }),
  family({
    key: 'oven',
    categoryId: C.stoves,
    prefix: 'OVN',
    shape: 'oven',
    kinds: [
      {
        name: t('Built-in Multifunction Oven', 'Einbau-Multifunktionsbackofen', 'Forno multifunzione da incasso'),
        capacities: ['65l', '72l'],
        sizes: ['60cm'],
      },
      {
        name: t('Pyrolytic Built-in Oven', 'Einbaubackofen mit Pyrolyse', 'Forno pirolitico da incasso'),
        capacities: ['72l'],
        sizes: ['60cm'],
        priceFactor: 1.5,
      },
      {
        name: t('Built-in Double Oven', 'Einbau-Doppelbackofen', 'Forno doppio da incasso'),
        capacities: ['65l'],
        sizes: ['60cm'],
        priceFactor: 1.3,
      },
    ],
    colours: ['stainless', 'black'],
    brands: ['bosveld', 'khaya', 'sondela'],
    price: [5999, 16999],
    weight: [30000, 45000],
    axes: ['color'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2', '3'],
    weightInCatalogue: 1.2,
    features: [
      t(
        'eight cooking functions including fan-assisted grilling',
        'acht Heizarten einschließlich Umluftgrill',
        'otto funzioni di cottura tra cui il grill ventilato',
      ),
      t(
        'a triple-glazed door that stays cool to the touch',
        'dreifach verglaster Tür, die außen kühl bleibt',
        'porta a triplo vetro fredda al tatto',
      ),
      t('telescopic runners and a digital timer', 'Teleskopauszügen und digitalem Timer', 'guide telescopiche e timer digitale'),
    ],
  }),
  family({
    key: 'hob',
    categoryId: C.hobs,
    prefix: 'HOB',
    shape: 'hob',
    kinds: [
      { name: t('Induction Hob', 'Induktionskochfeld', 'Piano cottura a induzione'), sizes: ['60cm', '90cm'], priceFactor: 1.4 },
      { name: t('Gas Hob', 'Gaskochfeld', 'Piano cottura a gas'), sizes: ['60cm', '90cm'] },
      { name: t('Ceramic Hob', 'Glaskeramik-Kochfeld', 'Piano cottura in vetroceramica'), sizes: ['60cm'], priceFactor: 0.9 },
    ],
    colours: ['black', 'stainless'],
    brands: ['bosveld', 'khaya', 'sondela'],
    price: [2999, 9999],
    weight: [8000, 16000],
    axes: ['size'],
    large: true,
    installable: true,
    warranty: ['2'],
    weightInCatalogue: 1,
    features: [
      t('touch controls with a child lock', 'Touch-Bedienung mit Kindersicherung', 'comandi touch con blocco bambini'),
      t(
        'a boost zone that boils water in under three minutes',
        'Power-Zone, die Wasser in unter drei Minuten zum Kochen bringt',
        "zona boost che porta l'acqua a ebollizione in meno di tre minuti",
      ),
      t('residual heat indicators on every zone', 'Restwärmeanzeige für jede Zone', 'indicatori di calore residuo su ogni zona'),
    ],
  }),
  family({
    key: 'extractor',
    categoryId: C.extractors,
    prefix: 'EXT',
    shape: 'extractor',
    kinds: [
      { name: t('Chimney Extractor', 'Kaminhaube', 'Cappa a camino'), sizes: ['60cm', '90cm'] },
      { name: t('Island Extractor', 'Inselhaube', 'Cappa a isola'), sizes: ['90cm'], priceFactor: 1.6 },
      { name: t('Slimline Extractor', 'Flachschirmhaube', 'Cappa sottopensile'), sizes: ['60cm'], priceFactor: 0.5 },
    ],
    colours: ['stainless', 'black'],
    brands: ['bosveld', 'khaya', 'sondela'],
    price: [2499, 8999],
    weight: [7000, 18000],
    axes: ['size'],
    large: true,
    installable: true,
    energy: true,
    warranty: ['2'],
    weightInCatalogue: 1,
    features: [
      t('three fan speeds plus a boost setting', 'drei Lüfterstufen plus Intensivstufe', 'tre velocità più funzione intensiva'),
      t(
        'dishwasher-safe metal grease filters',
        'spülmaschinenfesten Metallfettfiltern',
        'filtri antigrasso in metallo lavabili in lavastoviglie',
      ),
      t('warm LED lights over the hob', 'warmweißer LED-Beleuchtung über dem Kochfeld', 'luci LED calde sul piano cottura'),
    ],
  }),
  family({
    key: 'kettle',
    categoryId: C.kettles,
    prefix: 'KET',
    shape: 'kettle',
    kinds: [
      { name: t('Cordless Kettle', 'Kabelloser Wasserkocher', 'Bollitore senza filo'), capacities: ['1.7l'] },
      { name: t('Glass Kettle', 'Glas-Wasserkocher', 'Bollitore in vetro'), capacities: ['1.5l', '1.7l'], priceFactor: 1.2 },
      {
        name: t('Variable Temperature Kettle', 'Wasserkocher mit Temperaturwahl', 'Bollitore a temperatura variabile'),
        capacities: ['1.5l', '1.7l'],
        priceFactor: 1.8,
      },
    ],
    colours: ['white', 'black', 'stainless', 'red', 'cream'],
    brands: ['vuka', 'sondela', 'khaya'],
    price: [299, 899],
    weight: [900, 1500],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1.6,
    features: [
      t(
        'a concealed element and boil-dry protection',
        'verdecktem Heizelement und Trockengehschutz',
        'resistenza a scomparsa e protezione contro il funzionamento a secco',
      ),
      t(
        'a 360° swivel base and a water level window',
        '360°-Sockel und Wasserstandsanzeige',
        "base girevole a 360° e indicatore del livello dell'acqua",
      ),
      t('a removable, washable limescale filter', 'herausnehmbarem, waschbarem Kalkfilter', 'filtro anticalcare estraibile e lavabile'),
    ],
  }),
  family({
    key: 'toaster',
    categoryId: C.toasters,
    prefix: 'TOA',
    shape: 'toaster',
    kinds: [
      { name: t('2-Slice Toaster', '2-Scheiben-Toaster', 'Tostapane 2 fette') },
      { name: t('4-Slice Toaster', '4-Scheiben-Toaster', 'Tostapane 4 fette'), priceFactor: 1.4 },
      { name: t('Long-Slot Toaster', 'Langschlitztoaster', 'Tostapane a fessura lunga'), priceFactor: 1.3 },
    ],
    colours: ['white', 'black', 'stainless', 'red', 'cream'],
    brands: ['vuka', 'sondela', 'khaya'],
    price: [299, 899],
    weight: [1200, 2500],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1.4,
    features: [
      t(
        'seven browning levels and a defrost setting',
        'sieben Bräunungsstufen und Auftaufunktion',
        'sette livelli di doratura e funzione scongelamento',
      ),
      t(
        'extra-wide slots for thick bread and crumpets',
        'extrabreiten Schlitzen für dickes Brot und Crumpets',
        'fessure extra larghe per pane spesso e crumpet',
      ),
      t(
        'a slide-out crumb tray and a high-lift lever',
        'herausziehbarer Krümelschublade und Lifthebel',
        'cassetto raccoglibriciole estraibile e leva di sollevamento',
      ),
    ],
  }),
  family({
    key: 'coffee',
    categoryId: C.coffee,
    prefix: 'COF',
    shape: 'coffee',
    kinds: [
      { name: t('Espresso Machine', 'Espressomaschine', 'Macchina per espresso'), capacities: ['1.2l', '1.5l'] },
      {
        name: t('Bean-to-Cup Coffee Machine', 'Kaffeevollautomat', 'Macchina da caffè automatica'),
        capacities: ['1.8l'],
        priceFactor: 3.5,
      },
      {
        name: t('Filter Coffee Maker', 'Filterkaffeemaschine', 'Macchina da caffè americano'),
        capacities: ['1.5l', '1.8l'],
        priceFactor: 0.35,
      },
      {
        name: t('Capsule Coffee Machine', 'Kapselmaschine', 'Macchina da caffè a capsule'),
        capacities: ['0.6l', '1.2l'],
        priceFactor: 0.5,
      },
    ],
    colours: ['black', 'stainless', 'red', 'cream'],
    brands: ['vuka', 'sondela', 'khaya'],
    price: [1999, 4999],
    weight: [2500, 9000],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1.4,
    features: [
      t('15 bar of pressure for a rich crema', '15 bar Druck für eine volle Crema', 'pressione di 15 bar per una crema ricca'),
      t('a steam wand for silky milk foam', 'Dampfdüse für feinen Milchschaum', 'lancia vapore per una schiuma di latte vellutata'),
      t(
        'an auto-off function and a removable drip tray',
        'Abschaltautomatik und herausnehmbarer Abtropfschale',
        'spegnimento automatico e vaschetta raccogligocce estraibile',
      ),
    ],
  }),
  family({
    key: 'blender',
    categoryId: C.blenders,
    prefix: 'BLN',
    shape: 'blender',
    kinds: [
      { name: t('Jug Blender', 'Standmixer', 'Frullatore'), capacities: ['1.5l', '2l'] },
      { name: t('Personal Blender', 'Smoothie-Maker', 'Frullatore personale'), capacities: ['0.6l'], priceFactor: 0.6 },
      { name: t('Stick Blender', 'Stabmixer', 'Frullatore a immersione'), capacities: ['0.6l'], priceFactor: 0.5 },
    ],
    colours: ['black', 'white', 'silver', 'red'],
    brands: ['sondela', 'vuka', 'khaya'],
    price: [599, 2999],
    weight: [1000, 4500],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1.2,
    features: [
      t(
        'stainless steel blades that crush ice in seconds',
        'Edelstahlklingen, die Eis in Sekunden zerkleinern',
        'lame in acciaio inox che tritano il ghiaccio in pochi secondi',
      ),
      t('a pulse function and five speeds', 'Pulsfunktion und fünf Geschwindigkeitsstufen', 'funzione pulse e cinque velocità'),
      t(
        'a BPA-free jug that goes in the dishwasher',
        'BPA-freiem, spülmaschinenfestem Behälter',
        'caraffa senza BPA lavabile in lavastoviglie',
      ),
    ],
  }),
  family({
    key: 'airfryer',
    categoryId: C.airfryers,
    prefix: 'AFR',
    shape: 'airfryer',
    kinds: [
      { name: t('Air Fryer', 'Heißluftfritteuse', 'Friggitrice ad aria'), capacities: ['3.5l', '4.5l', '5.5l'] },
      {
        name: t('Dual-Basket Air Fryer', 'Heißluftfritteuse mit zwei Körben', 'Friggitrice ad aria a doppio cestello'),
        capacities: ['9l'],
        priceFactor: 1.6,
      },
      {
        name: t('Air Fryer Oven', 'Heißluftfritteuse mit Backofenfunktion', 'Forno friggitrice ad aria'),
        capacities: ['12l'],
        priceFactor: 1.8,
      },
    ],
    colours: ['black', 'white'],
    brands: ['sondela', 'vuka', 'khaya'],
    price: [1199, 2999],
    weight: [3500, 8000],
    axes: ['capacity'],
    giftable: true,
    weightInCatalogue: 1.6,
    features: [
      t(
        'crispy results with up to 80% less oil',
        'knusprigen Ergebnissen mit bis zu 80 % weniger Öl',
        "risultati croccanti con fino all'80% di olio in meno",
      ),
      t(
        'eight one-touch presets and a shake reminder',
        'acht Automatikprogrammen und Schüttel-Erinnerung',
        'otto programmi preimpostati e promemoria per agitare',
      ),
      t(
        'a non-stick basket that goes in the dishwasher',
        'antihaftbeschichtetem, spülmaschinenfestem Korb',
        'cestello antiaderente lavabile in lavastoviglie',
      ),
    ],
  }),
  family({
    key: 'microwave',
    categoryId: C.microwaves,
    prefix: 'MIC',
    shape: 'microwave',
    kinds: [
      { name: t('Solo Microwave', 'Solo-Mikrowelle', 'Microonde solo'), capacities: ['20l', '25l'] },
      { name: t('Grill Microwave', 'Mikrowelle mit Grill', 'Microonde con grill'), capacities: ['25l', '30l'], priceFactor: 1.3 },
      {
        name: t('Convection Microwave', 'Kombi-Mikrowelle mit Heißluft', 'Microonde combinato ventilato'),
        capacities: ['30l', '34l'],
        priceFactor: 1.8,
      },
    ],
    colours: ['white', 'black', 'silver', 'stainless'],
    brands: ['sondela', 'vuka', 'khaya'],
    price: [1199, 2999],
    weight: [11000, 19000],
    axes: ['color'],
    warranty: ['1', '2'],
    weightInCatalogue: 1.4,
    features: [
      t(
        'ten power levels and auto-defrost by weight',
        'zehn Leistungsstufen und Auftauen nach Gewicht',
        'dieci livelli di potenza e scongelamento automatico a peso',
      ),
      t(
        'a large glass turntable and an interior light',
        'großem Glasdrehteller und Innenbeleuchtung',
        'ampio piatto girevole in vetro e luce interna',
      ),
      t('an easy-clean coated cavity', 'leicht zu reinigendem, beschichtetem Garraum', 'cavità rivestita facile da pulire'),
    ],
  }),
  family({
    key: 'iron',
    categoryId: C.irons,
    prefix: 'IRN',
    shape: 'iron',
    kinds: [
      { name: t('Steam Iron', 'Dampfbügeleisen', 'Ferro a vapore') },
      { name: t('Steam Generator Iron', 'Dampfbügelstation', 'Ferro con generatore di vapore'), priceFactor: 3 },
      { name: t('Travel Iron', 'Reisebügeleisen', 'Ferro da viaggio'), priceFactor: 0.6 },
    ],
    specs: ['1200 W', '2200 W', '2400 W', '2600 W'],
    colours: ['white', 'graphite', 'red'],
    brands: ['amanzi', 'umoya', 'khaya'],
    price: [349, 999],
    weight: [900, 4500],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1,
    features: [
      t(
        'a ceramic soleplate that glides over every fabric',
        'Keramiksohle, die über jeden Stoff gleitet',
        'piastra in ceramica che scorre su ogni tessuto',
      ),
      t(
        'a vertical steam shot for hanging garments',
        'vertikalem Dampfstoß für hängende Kleidung',
        'colpo di vapore verticale per capi appesi',
      ),
      t('an anti-drip system and auto shut-off', 'Tropfstopp und Abschaltautomatik', 'sistema antigoccia e spegnimento automatico'),
    ],
  }),
  family({
    key: 'vacuum',
    categoryId: C.vacuums,
    prefix: 'VAC',
    shape: 'vacuum',
    kinds: [
      { name: t('Cordless Stick Vacuum', 'Akku-Stielsauger', 'Scopa elettrica senza filo'), priceFactor: 1.2 },
      { name: t('Bagless Cylinder Vacuum', 'Beutelloser Bodenstaubsauger', 'Aspirapolvere a traino senza sacco') },
      { name: t('Robot Vacuum', 'Saugroboter', 'Robot aspirapolvere'), priceFactor: 1.6 },
      { name: t('Wet & Dry Vacuum', 'Nass-Trockensauger', 'Aspiratore solidi e liquidi'), priceFactor: 0.7 },
    ],
    colours: ['graphite', 'red', 'silver', 'black'],
    brands: ['umoya', 'amanzi', 'khaya'],
    price: [1499, 6999],
    weight: [2500, 8000],
    giftable: true,
    weightInCatalogue: 1.2,
    features: [
      t(
        'HEPA filtration that traps fine dust and pollen',
        'HEPA-Filter, der Feinstaub und Pollen zurückhält',
        'filtrazione HEPA che trattiene polvere fine e pollini',
      ),
      t('a motorised brush for pet hair', 'motorisierter Tierhaarbürste', 'spazzola motorizzata per peli di animali'),
      t('a long reach and a quiet motor', 'großer Reichweite und leisem Motor', "lungo raggio d'azione e motore silenzioso"),
    ],
  }),
  family({
    key: 'processor',
    categoryId: C.processors,
    prefix: 'FPR',
    shape: 'processor',
    kinds: [
      { name: t('Food Processor', 'Foodprozessor', 'Robot da cucina'), capacities: ['3l'] },
      { name: t('Stand Mixer', 'Küchenmaschine mit Rührschüssel', 'Impastatrice planetaria'), capacities: ['4.5l'], priceFactor: 2.2 },
      { name: t('Mini Chopper', 'Mini-Zerkleinerer', 'Tritatutto'), capacities: ['0.5l'], priceFactor: 0.3 },
    ],
    colours: ['white', 'black', 'silver', 'red', 'cream'],
    brands: ['sondela', 'vuka', 'khaya'],
    price: [1299, 3999],
    weight: [1000, 9000],
    axes: ['color'],
    giftable: true,
    weightInCatalogue: 1,
    features: [
      t(
        'a bowl with slicing and grating discs',
        'Schüssel mit Schneide- und Reibscheiben',
        'ciotola con dischi per affettare e grattugiare',
      ),
      t('a dough hook for bread and pastry', 'Knethaken für Brot- und Kuchenteig', 'gancio impastatore per pane e pasta frolla'),
      t('safety interlocks and suction feet', 'Sicherheitsverriegelung und Saugfüßen', 'blocchi di sicurezza e piedini a ventosa'),
    ],
  }),
  family({
    key: 'heater',
    categoryId: C.heaters,
    prefix: 'HTR',
    shape: 'heater',
    kinds: [
      { name: t('Oil Heater', 'Ölradiator', 'Radiatore a olio') },
      { name: t('Fan Heater', 'Heizlüfter', 'Termoventilatore'), priceFactor: 0.4 },
      { name: t('Panel Heater', 'Heizpaneel', 'Pannello radiante'), priceFactor: 1.2 },
      { name: t('Gas Heater', 'Gasheizofen', 'Stufa a gas'), priceFactor: 1.8 },
    ],
    specs: ['1500 W', '2000 W', '2400 W'],
    colours: ['white', 'black'],
    brands: ['sonskyn', 'khaya'],
    price: [599, 2499],
    weight: [2000, 14000],
    giftable: true,
    weightInCatalogue: 1,
    features: [
      t(
        'three heat settings and an adjustable thermostat',
        'drei Heizstufen und einstellbarem Thermostat',
        'tre livelli di riscaldamento e termostato regolabile',
      ),
      t('tip-over and overheat protection', 'Kipp- und Überhitzungsschutz', 'protezione antiribaltamento e contro il surriscaldamento'),
      t(
        'castors for moving it from room to room',
        'Rollen für den Wechsel von Raum zu Raum',
        "ruote per spostarla da una stanza all'altra",
      ),
    ],
  }),
  family({
    key: 'fan',
    categoryId: C.fans,
    prefix: 'FAN',
    shape: 'fan',
    kinds: [
      { name: t('Pedestal Fan', 'Standventilator', 'Ventilatore a piantana'), sizes: ['40cm', '45cm'] },
      { name: t('Desk Fan', 'Tischventilator', 'Ventilatore da tavolo'), sizes: ['30cm'], priceFactor: 0.6 },
      { name: t('Tower Fan', 'Turmventilator', 'Ventilatore a colonna'), priceFactor: 1.5 },
    ],
    colours: ['white', 'black'],
    brands: ['umoya', 'sonskyn'],
    price: [399, 1299],
    weight: [2000, 7000],
    axes: ['size'],
    weightInCatalogue: 0.8,
    features: [
      t('three speeds and wide oscillation', 'drei Geschwindigkeitsstufen und weitem Schwenkbereich', 'tre velocità e ampia oscillazione'),
      t('a remote control and a 7.5-hour timer', 'Fernbedienung und 7,5-Stunden-Timer', 'telecomando e timer fino a 7,5 ore'),
      t('a quiet night mode', 'leisem Nachtmodus', 'modalità notte silenziosa'),
    ],
  }),
  family({
    key: 'filter',
    categoryId: C.filters,
    prefix: 'FLT',
    shape: 'part',
    kinds: [
      {
        name: t('Fridge Water Filter Cartridge', 'Kühlschrank-Wasserfilterkartusche', 'Cartuccia filtro acqua per frigorifero'),
        priceFactor: 1.5,
      },
      { name: t('Extractor Charcoal Filter', 'Aktivkohlefilter für Dunstabzugshauben', 'Filtro al carbone per cappa') },
      { name: t('Kettle Limescale Filter', 'Kalkfilter für Wasserkocher', 'Filtro anticalcare per bollitore'), priceFactor: 0.3 },
      {
        name: t('Coffee Machine Water Filter', 'Wasserfilter für Kaffeemaschinen', 'Filtro acqua per macchina da caffè'),
        priceFactor: 0.6,
      },
    ],
    colours: [],
    brands: ['koel', 'bosveld', 'vuka', 'khaya'],
    price: [249, 699],
    weight: [50, 600],
    part: true,
    warranty: ['1'],
    weightInCatalogue: 1,
    features: PART_FEATURES,
  }),
  family({
    key: 'element',
    categoryId: C.elements,
    prefix: 'ELM',
    shape: 'part',
    kinds: [
      { name: t('Oven Grill Element', 'Grillheizelement für Backöfen', 'Resistenza grill per forno') },
      { name: t('Washing Machine Heating Element', 'Heizstab für Waschmaschinen', 'Resistenza per lavatrice'), priceFactor: 1.2 },
      { name: t('Stove Hotplate', 'Kochplatte für Herde', 'Piastra elettrica per cucina'), priceFactor: 1.1 },
      { name: t('Tumble Dryer Heating Element', 'Heizelement für Wäschetrockner', 'Resistenza per asciugatrice'), priceFactor: 1.3 },
    ],
    colours: [],
    brands: ['bosveld', 'amanzi', 'khaya'],
    price: [299, 899],
    weight: [200, 1500],
    part: true,
    warranty: ['1'],
    weightInCatalogue: 0.8,
    features: PART_FEATURES,
  }),
  family({
    key: 'hose',
    categoryId: C.hoses,
    prefix: 'HOS',
    shape: 'part',
    kinds: [
      { name: t('Washing Machine Inlet Hose', 'Zulaufschlauch für Waschmaschinen', 'Tubo di carico per lavatrice') },
      { name: t('Drain Hose Extension', 'Ablaufschlauch-Verlängerung', 'Prolunga tubo di scarico'), priceFactor: 0.8 },
      { name: t('Tumble Dryer Vent Hose', 'Abluftschlauch für Wäschetrockner', 'Tubo di scarico per asciugatrice') },
      { name: t('Dishwasher Drain Hose', 'Ablaufschlauch für Geschirrspüler', 'Tubo di scarico per lavastoviglie'), priceFactor: 1.1 },
    ],
    colours: [],
    brands: ['amanzi', 'khaya', 'bosveld'],
    price: [99, 399],
    weight: [200, 900],
    part: true,
    warranty: ['1'],
    weightInCatalogue: 0.8,
    features: PART_FEATURES,
  }),
  family({
    key: 'seal',
    categoryId: C.seals,
    prefix: 'SEL',
    shape: 'part',
    kinds: [
      { name: t('Fridge Door Seal', 'Kühlschrank-Türdichtung', 'Guarnizione porta frigorifero'), priceFactor: 1.3 },
      { name: t('Oven Door Seal', 'Backofen-Türdichtung', 'Guarnizione porta forno') },
      { name: t('Washing Machine Door Seal', 'Türmanschette für Waschmaschinen', 'Soffietto oblò lavatrice'), priceFactor: 1.5 },
    ],
    colours: [],
    brands: ['koel', 'bosveld', 'amanzi'],
    price: [199, 649],
    weight: [150, 1200],
    part: true,
    warranty: ['1'],
    weightInCatalogue: 0.7,
    features: PART_FEATURES,
  }),
  family({
    key: 'bag',
    categoryId: C.bags,
    prefix: 'BAG',
    shape: 'part',
    kinds: [
      {
        name: t('Vacuum Dust Bags (5-pack)', 'Staubsaugerbeutel (5er-Pack)', 'Sacchetti per aspirapolvere (5 pezzi)'),
        sizes: ['s', 'm', 'l'],
      },
      { name: t('HEPA Exhaust Filter', 'HEPA-Abluftfilter', 'Filtro HEPA di scarico'), priceFactor: 1.6 },
      { name: t('Pre-Motor Filter', 'Motorschutzfilter', 'Filtro pre-motore'), priceFactor: 1.1 },
    ],
    colours: [],
    brands: ['umoya', 'amanzi'],
    price: [129, 399],
    weight: [100, 500],
    axes: ['size'],
    part: true,
    warranty: ['1'],
    weightInCatalogue: 0.7,
    features: PART_FEATURES,
  }),
]

export function familyByKey(key: string): FamilySeed {
  const found = FAMILIES.find((f) => f.key === key)
  if (!found) throw new Error(`Unknown product family ${key}`)
  return found
}

// ---------------------------------------------------------------------------
// Hand-made products: warranties (virtual), recipe e-books (downloadable),
// grouped sets and bundles.

export interface WarrantySeed {
  name: Trio
  years: string
  /** Rand price. */
  price: number
}

export const WARRANTIES: WarrantySeed[] = [
  {
    name: t(
      '2-Year Extended Warranty – Small Appliances',
      '2 Jahre Garantieverlängerung – Kleingeräte',
      'Estensione di garanzia 2 anni – Piccoli elettrodomestici',
    ),
    years: '2',
    price: 199,
  },
  {
    name: t(
      '3-Year Extended Warranty – Small Appliances',
      '3 Jahre Garantieverlängerung – Kleingeräte',
      'Estensione di garanzia 3 anni – Piccoli elettrodomestici',
    ),
    years: '3',
    price: 299,
  },
  {
    name: t(
      '2-Year Extended Warranty – Large Appliances',
      '2 Jahre Garantieverlängerung – Großgeräte',
      'Estensione di garanzia 2 anni – Grandi elettrodomestici',
    ),
    years: '2',
    price: 699,
  },
  {
    name: t(
      '3-Year Extended Warranty – Large Appliances',
      '3 Jahre Garantieverlängerung – Großgeräte',
      'Estensione di garanzia 3 anni – Grandi elettrodomestici',
    ),
    years: '3',
    price: 999,
  },
  {
    name: t(
      '5-Year Extended Warranty – Large Appliances',
      '5 Jahre Garantieverlängerung – Großgeräte',
      'Estensione di garanzia 5 anni – Grandi elettrodomestici',
    ),
    years: '5',
    price: 1499,
  },
  {
    name: t(
      '3-Year Premium Warranty – Large Appliances',
      '3 Jahre Premium-Garantie – Großgeräte',
      'Garanzia Premium 3 anni – Grandi elettrodomestici',
    ),
    years: '3',
    price: 1499,
  },
  {
    name: t(
      '5-Year Premium Warranty – Large Appliances',
      '5 Jahre Premium-Garantie – Großgeräte',
      'Garanzia Premium 5 anni – Grandi elettrodomestici',
    ),
    years: '5',
    price: 2499,
  },
  {
    name: t(
      '2-Year Extended Warranty – Heating & Cooling',
      '2 Jahre Garantieverlängerung – Heizen & Kühlen',
      'Estensione di garanzia 2 anni – Riscaldamento e raffrescamento',
    ),
    years: '2',
    price: 249,
  },
]

export const WARRANTY_TEXT = {
  short: t(
    "Extra cover for parts and labour once the manufacturer's warranty ends.",
    'Zusätzlicher Schutz für Teile und Arbeitszeit nach Ablauf der Herstellergarantie.',
    'Copertura aggiuntiva per ricambi e manodopera alla scadenza della garanzia del produttore.',
  ),
  long: t(
    'Register within 30 days of delivery. Repairs are done by approved technicians, with a replacement if a repair is not possible.',
    'Registrierung innerhalb von 30 Tagen nach Lieferung. Reparaturen durch zugelassene Techniker, Ersatzgerät wenn keine Reparatur möglich ist.',
    'Registrazione entro 30 giorni dalla consegna. Riparazioni eseguite da tecnici autorizzati, con sostituzione se la riparazione non è possibile.',
  ),
}

export interface EbookSeed {
  name: Trio
  /** Rand price; 0 for the free one. */
  price: number
  /** Family whose appliance the book is written for (for related links). */
  family: string
}

export const EBOOKS: EbookSeed[] = [
  {
    name: t(
      'The Air Fryer Weeknight Cookbook',
      'Das Heißluftfritteusen-Kochbuch für jeden Tag',
      'Il ricettario della friggitrice ad aria per tutti i giorni',
    ),
    price: 149,
    family: 'airfryer',
  },
  {
    name: t('Braai Sides & Salads', 'Beilagen & Salate zum Grillen', 'Contorni e insalate per la grigliata'),
    price: 99,
    family: 'processor',
  },
  { name: t('Bread from Your Oven', 'Brot aus dem eigenen Ofen', 'Pane dal tuo forno'), price: 149, family: 'oven' },
  { name: t('Smoothies for Every Season', 'Smoothies für jede Jahreszeit', 'Frullati per ogni stagione'), price: 99, family: 'blender' },
  {
    name: t('Cape Malay Kitchen Classics', 'Klassiker der kapmalaiischen Küche', 'Classici della cucina malese del Capo'),
    price: 199,
    family: 'stove',
  },
  {
    name: t('Rusks, Koeksisters & Tea-Time Treats', 'Rusks, Koeksisters & Teegebäck', 'Rusks, koeksisters e dolcetti per il tè'),
    price: 149,
    family: 'oven',
  },
  {
    name: t('One-Pot Potjie Suppers', 'Potjie-Eintöpfe aus einem Topf', "Cene in un'unica pentola: il potjie"),
    price: 149,
    family: 'stove',
  },
  {
    name: t('Coffee at Home: Barista Basics', 'Kaffee zu Hause: Barista-Grundlagen', 'Caffè a casa: le basi del barista'),
    price: 99,
    family: 'coffee',
  },
]

export const FREE_EBOOK: EbookSeed = {
  name: t('Quick Breakfasts: 12 Free Recipes', 'Schnelles Frühstück: 12 Gratis-Rezepte', 'Colazioni veloci: 12 ricette gratuite'),
  price: 0,
  family: 'toaster',
}

export const EBOOK_TEXT = {
  short: t(
    'A downloadable PDF recipe book with step-by-step photos.',
    'Ein Rezeptbuch als PDF zum Herunterladen, mit Schritt-für-Schritt-Fotos.',
    'Un ricettario in PDF da scaricare, con foto passo dopo passo.',
  ),
  long: t(
    'Tested in our own kitchen with everyday South African ingredients. Download it straight after checkout and keep it forever.',
    'In unserer eigenen Küche mit Zutaten aus dem Supermarkt getestet. Direkt nach dem Kauf herunterladen und für immer behalten.',
    "Provato nella nostra cucina con ingredienti di tutti i giorni. Scaricalo subito dopo l'acquisto e tienilo per sempre.",
  ),
}

export interface GroupedSeed {
  name: Trio
  /** Family keys of the associated simple products, one each. */
  members: string[]
  /** Pick members of one colour when the families share one. */
  matchColour: boolean
  short: Trio
}

export const GROUPED: GroupedSeed[] = [
  {
    name: t('Breakfast Set', 'Frühstücks-Set', 'Set colazione'),
    members: ['kettle', 'toaster', 'coffee'],
    matchColour: true,
    short: t(
      'Kettle, toaster and coffee machine in one matching colour.',
      'Wasserkocher, Toaster und Kaffeemaschine in einer Farbe.',
      'Bollitore, tostapane e macchina da caffè nello stesso colore.',
    ),
  },
  {
    name: t('Laundry Pair', 'Wäsche-Duo', 'Coppia bucato'),
    members: ['washer', 'dryer'],
    matchColour: true,
    short: t(
      'A washing machine and tumble dryer that stack neatly.',
      'Waschmaschine und Trockner, die sich platzsparend stapeln lassen.',
      'Lavatrice e asciugatrice sovrapponibili.',
    ),
  },
  {
    name: t('Built-in Cooking Set', 'Einbau-Kochset', 'Set cottura da incasso'),
    members: ['oven', 'hob', 'extractor'],
    matchColour: false,
    short: t(
      'Oven, hob and extractor for a new kitchen.',
      'Backofen, Kochfeld und Dunstabzug für die neue Küche.',
      'Forno, piano cottura e cappa per una cucina nuova.',
    ),
  },
  {
    name: t('Smoothie & Prep Set', 'Smoothie- & Vorbereitungs-Set', 'Set frullati e preparazione'),
    members: ['blender', 'processor'],
    matchColour: true,
    short: t(
      'A blender and food processor for quick healthy meals.',
      'Mixer und Foodprozessor für schnelle, gesunde Gerichte.',
      'Frullatore e robot da cucina per pasti sani e veloci.',
    ),
  },
  {
    name: t('Home Care Set', 'Haushaltspflege-Set', 'Set cura della casa'),
    members: ['vacuum', 'iron'],
    matchColour: false,
    short: t(
      'A vacuum cleaner and a steam iron for the weekly clean.',
      'Staubsauger und Dampfbügeleisen für den Wochenputz.',
      'Aspirapolvere e ferro a vapore per le pulizie settimanali.',
    ),
  },
  {
    name: t('Winter Warmth Set', 'Winterwärme-Set', "Set calore d'inverno"),
    members: ['heater', 'kettle'],
    matchColour: true,
    short: t(
      'A heater and a kettle for cold Highveld evenings.',
      'Heizgerät und Wasserkocher für kalte Abende.',
      'Una stufa e un bollitore per le sere fredde.',
    ),
  },
]

export interface BundleSeed {
  name: Trio
  short: Trio
  options: { title: Trio; family: string; type: 'select' | 'radio'; choices: number; qty: number }[]
}

export const BUNDLES: BundleSeed[] = [
  {
    name: t('Kitchen Starter Bundle', 'Küchen-Starter-Bundle', 'Bundle cucina per iniziare'),
    short: t(
      'Choose a kettle, a toaster and a microwave for your first kitchen.',
      'Wählen Sie Wasserkocher, Toaster und Mikrowelle für Ihre erste Küche.',
      'Scegli bollitore, tostapane e microonde per la tua prima cucina.',
    ),
    options: [
      { title: t('Kettle', 'Wasserkocher', 'Bollitore'), family: 'kettle', type: 'radio', choices: 3, qty: 1 },
      { title: t('Toaster', 'Toaster', 'Tostapane'), family: 'toaster', type: 'radio', choices: 3, qty: 1 },
      { title: t('Microwave', 'Mikrowelle', 'Microonde'), family: 'microwave', type: 'select', choices: 2, qty: 1 },
    ],
  },
  {
    name: t('Laundry Day Bundle', 'Waschtag-Bundle', 'Bundle giorno di bucato'),
    short: t(
      'A washing machine and a tumble dryer of your choice.',
      'Waschmaschine und Wäschetrockner nach Wahl.',
      'Lavatrice e asciugatrice a tua scelta.',
    ),
    options: [
      { title: t('Washing machine', 'Waschmaschine', 'Lavatrice'), family: 'washer', type: 'select', choices: 3, qty: 1 },
      { title: t('Tumble dryer', 'Wäschetrockner', 'Asciugatrice'), family: 'dryer', type: 'select', choices: 2, qty: 1 },
    ],
  },
  {
    name: t("Coffee Lover's Bundle", 'Bundle für Kaffeeliebhaber', 'Bundle per gli amanti del caffè'),
    short: t(
      'A coffee machine with spare water filters.',
      'Eine Kaffeemaschine mit Ersatz-Wasserfiltern.',
      "Una macchina da caffè con filtri per l'acqua di ricambio.",
    ),
    options: [
      { title: t('Coffee machine', 'Kaffeemaschine', 'Macchina da caffè'), family: 'coffee', type: 'radio', choices: 3, qty: 1 },
      { title: t('Water filters', 'Wasserfilter', "Filtri per l'acqua"), family: 'filter', type: 'select', choices: 2, qty: 2 },
    ],
  },
  {
    name: t('Healthy Kitchen Bundle', 'Bundle gesunde Küche', 'Bundle cucina sana'),
    short: t(
      'An air fryer and a blender for lighter cooking.',
      'Heißluftfritteuse und Mixer für leichtere Küche.',
      'Friggitrice ad aria e frullatore per una cucina più leggera.',
    ),
    options: [
      { title: t('Air fryer', 'Heißluftfritteuse', 'Friggitrice ad aria'), family: 'airfryer', type: 'radio', choices: 3, qty: 1 },
      { title: t('Blender', 'Mixer', 'Frullatore'), family: 'blender', type: 'radio', choices: 2, qty: 1 },
    ],
  },
  {
    name: t('New Home Bundle', 'Bundle fürs neue Zuhause', 'Bundle nuova casa'),
    short: t(
      'Fridge, washing machine, microwave and kettle for moving day.',
      'Kühlschrank, Waschmaschine, Mikrowelle und Wasserkocher für den Umzugstag.',
      'Frigorifero, lavatrice, microonde e bollitore per il trasloco.',
    ),
    options: [
      { title: t('Fridge', 'Kühlschrank', 'Frigorifero'), family: 'fridge', type: 'select', choices: 2, qty: 1 },
      { title: t('Washing machine', 'Waschmaschine', 'Lavatrice'), family: 'washer', type: 'select', choices: 2, qty: 1 },
      { title: t('Microwave', 'Mikrowelle', 'Microonde'), family: 'microwave', type: 'select', choices: 2, qty: 1 },
      { title: t('Kettle', 'Wasserkocher', 'Bollitore'), family: 'kettle', type: 'select', choices: 2, qty: 1 },
    ],
  },
]

export const SET_TEXT = {
  long: t(
    'Each appliance is listed separately so you can change the quantities or leave one out.',
    'Jedes Gerät ist einzeln aufgeführt, damit Sie Mengen ändern oder eines weglassen können.',
    'Ogni elettrodomestico è elencato separatamente, così puoi cambiare le quantità o escluderne uno.',
  ),
}

export const BUNDLE_TEXT = {
  long: t(
    'Pick one appliance per step; the bundle price follows your choices.',
    'Wählen Sie pro Schritt ein Gerät; der Bundle-Preis richtet sich nach Ihrer Auswahl.',
    'Scegli un elettrodomestico per ogni passaggio; il prezzo del bundle segue le tue scelte.',
  ),
}

// ---------------------------------------------------------------------------
// Custom options on large appliances.

export interface CustomOptionSeed {
  /** English is the base row; German and Italian go into the translation table. */
  title: Trio
  type: 'drop_down' | 'radio' | 'checkbox'
  values: { title: Trio; priceType: 'fixed' | 'percent'; price: number; priceEur: number }[]
}

/**
 * Fixed prices: `price` in rand cents, `priceEur` in euro cents. Percent prices:
 * both in basis points (1000 = 10% of the product price).
 */
export const CUSTOM_OPTIONS: CustomOptionSeed[] = [
  {
    // Installation comes with large-appliance delivery and costs nothing more (app/domain/installation.ts):
    // the option only says whether the team should install. Gas and built-in work is a registered
    // installer's, not ours, so it is not offered.
    title: t('Installation', 'Installation', 'Installazione'),
    type: 'drop_down',
    values: [
      { title: t('Standard installation', 'Standardanschluss', 'Installazione standard'), priceType: 'fixed', price: 0, priceEur: 0 },
      {
        title: t('No installation, delivery only', 'Kein Anschluss, nur Lieferung', 'Nessuna installazione, solo consegna'),
        priceType: 'fixed',
        price: 0,
        priceEur: 0,
      },
    ],
  },
  {
    title: t('Extended care', 'Garantieverlängerung', 'Assistenza estesa'),
    type: 'radio',
    values: [
      {
        title: t('1 extra year of care', '1 zusätzliches Jahr Garantie', '1 anno di assistenza in più'),
        priceType: 'percent',
        price: 500,
        priceEur: 500,
      },
      {
        title: t('2 extra years of care', '2 zusätzliche Jahre Garantie', '2 anni di assistenza in più'),
        priceType: 'percent',
        price: 1000,
        priceEur: 1000,
      },
    ],
  },
  {
    title: t('Old appliance removal', 'Altgerätemitnahme', "Ritiro dell'usato"),
    type: 'checkbox',
    values: [
      {
        title: t(
          'Collect and recycle my old appliance',
          'Altgerät abholen und fachgerecht entsorgen',
          'Ritirate e riciclate il mio vecchio elettrodomestico',
        ),
        priceType: 'fixed',
        price: 29_900,
        priceEur: 2_999,
      },
    ],
  },
]

// ---------------------------------------------------------------------------
// Shared sentences of generated descriptions.

export const TEXT = {
  delivery: t(
    'Delivered to your door across South Africa, with installation on request.',
    'Lieferung bis an die Haustür, Anschluss auf Wunsch.',
    'Consegna a domicilio, installazione su richiesta.',
  ),
  media: ['Front view', 'Open', 'Side view', 'Detail'],
}
