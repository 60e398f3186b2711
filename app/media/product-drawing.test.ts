import { describe, expect, it } from 'vitest'
import { BUNDLES, EBOOKS, FAMILIES, FREE_EBOOK, GROUPED, WARRANTIES } from '~/db/seed/catalogue/data'
import { MEDIA_SHAPES } from './illustrations.server'
import { PRODUCT_DRAWING_RULES, SET_DRAWING_RULES, drawingByRule, productDrawing } from './product-drawing'

/** What a shopper should see for every kind the demo catalogue sells, written out by hand. */
const EXPECTED: Record<string, string> = {
  'Frost-Free Double-Door Fridge': 'fridge',
  'Bottom-Freezer Combi Fridge': 'combifridge',
  'Side-by-Side Fridge with Water Dispenser': 'sidebyside',
  'Bar Fridge': 'barfridge',
  'Chest Freezer': 'freezer',
  'Upright Freezer': 'uprightfreezer',
  'Front Loader Washing Machine': 'washer',
  'Top Loader Washing Machine': 'toploader',
  'Washer Dryer': 'washer',
  'Heat Pump Tumble Dryer': 'dryer',
  'Condenser Tumble Dryer': 'dryer',
  'Vented Tumble Dryer': 'dryer',
  'Freestanding Dishwasher': 'dishwasher',
  'Built-in Dishwasher': 'dishwasher',
  'Slimline Dishwasher': 'slimdishwasher',
  'Freestanding Electric Stove': 'stove',
  'Gas-Electric Stove': 'stove',
  'Compact 4-Plate Stove': 'stove',
  'Built-in Multifunction Oven': 'oven',
  'Pyrolytic Built-in Oven': 'oven',
  'Built-in Double Oven': 'doubleoven',
  'Induction Hob': 'hob',
  'Gas Hob': 'gashob',
  'Ceramic Hob': 'hob',
  'Chimney Extractor': 'extractor',
  'Island Extractor': 'extractor',
  'Slimline Extractor': 'slimextractor',
  'Cordless Kettle': 'kettle',
  'Glass Kettle': 'glasskettle',
  'Variable Temperature Kettle': 'kettle',
  '2-Slice Toaster': 'toaster',
  '4-Slice Toaster': 'fourslicetoaster',
  'Long-Slot Toaster': 'longslottoaster',
  'Espresso Machine': 'coffee',
  'Bean-to-Cup Coffee Machine': 'coffee',
  'Filter Coffee Maker': 'filtercoffee',
  'Capsule Coffee Machine': 'capsulecoffee',
  'Jug Blender': 'blender',
  'Personal Blender': 'personalblender',
  'Stick Blender': 'stickblender',
  'Air Fryer': 'airfryer',
  'Dual-Basket Air Fryer': 'dualairfryer',
  'Air Fryer Oven': 'airfryeroven',
  'Solo Microwave': 'microwave',
  'Grill Microwave': 'microwave',
  'Convection Microwave': 'microwave',
  'Steam Iron': 'iron',
  'Steam Generator Iron': 'steamgenerator',
  'Travel Iron': 'iron',
  'Cordless Stick Vacuum': 'stickvacuum',
  'Bagless Cylinder Vacuum': 'vacuum',
  'Robot Vacuum': 'robotvacuum',
  'Wet & Dry Vacuum': 'wetdryvacuum',
  'Food Processor': 'processor',
  'Stand Mixer': 'standmixer',
  'Mini Chopper': 'chopper',
  'Oil Heater': 'heater',
  'Fan Heater': 'fanheater',
  'Panel Heater': 'panelheater',
  'Gas Heater': 'gasheater',
  'Pedestal Fan': 'fan',
  'Desk Fan': 'deskfan',
  'Tower Fan': 'towerfan',
  'Fridge Water Filter Cartridge': 'cartridge',
  'Extractor Charcoal Filter': 'pleatedfilter',
  'Kettle Limescale Filter': 'meshfilter',
  'Coffee Machine Water Filter': 'cartridge',
  'Oven Grill Element': 'element',
  'Washing Machine Heating Element': 'element',
  'Stove Hotplate': 'hotplate',
  'Tumble Dryer Heating Element': 'element',
  'Washing Machine Inlet Hose': 'hose',
  'Drain Hose Extension': 'hose',
  'Tumble Dryer Vent Hose': 'hose',
  'Dishwasher Drain Hose': 'hose',
  'Fridge Door Seal': 'seal',
  'Oven Door Seal': 'seal',
  'Washing Machine Door Seal': 'ringseal',
  'Vacuum Dust Bags (5-pack)': 'dustbag',
  'HEPA Exhaust Filter': 'pleatedfilter',
  'Pre-Motor Filter': 'pleatedfilter',
}

const kinds = FAMILIES.flatMap((family) => family.kinds.map((kind) => ({ family, kind })))

describe('productDrawing over the demo catalogue', () => {
  it('has an expected drawing for every kind the catalogue sells', () => {
    expect(kinds.map(({ kind }) => kind.name.en).toSorted()).toEqual(Object.keys(EXPECTED).toSorted())
  })

  // Names as the generator writes them: brand, spec, kind, model; a configurable's child adds its options.
  for (const { family, kind } of kinds) {
    it(`draws a ${kind.name.en} as ${EXPECTED[kind.name.en]}`, () => {
      const names = [
        `Koel ${kind.name.en} KL1001`,
        `Umoya 2000 W ${kind.name.en} UM1002`,
        `Sonskyn 60 cm ${kind.name.en} SK1003 – Stainless steel, 300 L`,
      ]
      for (const name of names) {
        expect(productDrawing({ name, type: 'simple' }, family.shape), name).toBe(EXPECTED[kind.name.en])
        expect(productDrawing({ name, type: 'configurable' }, family.shape), name).toBe(EXPECTED[kind.name.en])
      }
    })
  }

  it('finds every kind by a rule, not by falling back to its family', () => {
    for (const { kind } of kinds) expect(drawingByRule({ name: kind.name.en, type: 'simple' }), kind.name.en).toBeDefined()
  })

  it('draws warranties as a shield and e-books as a book, whatever appliance they name', () => {
    for (const w of WARRANTIES) expect(productDrawing({ name: w.name.en, type: 'virtual' }, 'part')).toBe('warranty')
    for (const e of [...EBOOKS, FREE_EBOOK]) expect(productDrawing({ name: e.name.en, type: 'downloadable' }, 'part')).toBe('ebook')
    // The air fryer cookbook names an air fryer; it is still a book.
    expect(productDrawing({ name: 'The Air Fryer Weeknight Cookbook', type: 'downloadable' }, 'airfryer')).toBe('ebook')
  })

  it('draws bundles as a gift box and each set by what it holds', () => {
    for (const b of BUNDLES) expect(productDrawing({ name: b.name.en, type: 'bundle' }, 'part')).toBe('bundle')
    const sets = Object.fromEntries(
      GROUPED.map((g) => [g.name.en, productDrawing({ name: `${g.name.en} – White`, type: 'grouped' }, 'part')]),
    )
    expect(sets).toEqual({
      'Breakfast Set': 'set',
      'Laundry Pair': 'laundryset',
      'Built-in Cooking Set': 'cookingset',
      'Smoothie & Prep Set': 'prepset',
      'Home Care Set': 'homecareset',
      'Winter Warmth Set': 'winterset',
    })
  })

  it('keeps the family drawing for a name no rule knows', () => {
    expect(drawingByRule({ name: 'Koel Ice Cream Maker KL1001', type: 'simple' })).toBeUndefined()
    expect(productDrawing({ name: 'Koel Ice Cream Maker KL1001', type: 'simple' }, 'blender')).toBe('blender')
  })

  it('matches whole words only', () => {
    // "fan" inside another word is no fan; "Iron" as a word is.
    expect(drawingByRule({ name: 'Fanfare Gadget', type: 'simple' })).toBeUndefined()
    expect(drawingByRule({ name: 'Koel IRON', type: 'simple' })).toBe('iron')
  })

  it('names only drawings the media route can render', () => {
    for (const [, shape] of [...PRODUCT_DRAWING_RULES, ...SET_DRAWING_RULES]) expect(MEDIA_SHAPES).toContain(shape)
  })

  it('lets every rule win for some name, so none is hidden behind an earlier one', () => {
    const winners = new Set(kinds.map(({ kind }) => drawingByRule({ name: kind.name.en, type: 'simple' })))
    const unused = PRODUCT_DRAWING_RULES.filter(([, shape]) => !winners.has(shape)).map(([pattern]) => String(pattern))
    expect(unused).toEqual([])
  })
})
