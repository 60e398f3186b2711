/**
 * Which drawing shows a product, read from the product's own English name and type. One table for
 * the demo catalogue, its fixtures and migration 0016, so that a stick blender is never drawn as a
 * jug blender again because its family's drawing was taken for every kind in it.
 */
import type { ItemShape } from './illustrations.server'

export type DrawingRule = readonly [pattern: RegExp, shape: ItemShape]

/**
 * First match wins, so the more specific words come first: spare parts before the appliances they
 * fit ("Washing Machine Door Seal" is a seal), kinds before their family ("Stick Blender" before
 * "Blender", "Fan Heater" before "Fan").
 */
export const PRODUCT_DRAWING_RULES: readonly DrawingRule[] = [
  // Spare parts
  [/\bcartridge\b|\bwater filter\b/, 'cartridge'],
  [/\blimescale filter\b/, 'meshfilter'],
  [/\bfilter coffee\b/, 'filtercoffee'],
  [/\bfilter\b/, 'pleatedfilter'],
  [/\bhotplate\b/, 'hotplate'],
  [/\belement\b/, 'element'],
  [/\bhose\b/, 'hose'],
  [/\bwashing machine door seal\b/, 'ringseal'],
  [/\bseal\b/, 'seal'],
  [/\bdust bags?\b/, 'dustbag'],
  // Cooling and laundry
  [/\bside-by-side\b/, 'sidebyside'],
  [/\bbar fridge\b/, 'barfridge'],
  [/\bbottom-freezer\b|\bcombi fridge\b/, 'combifridge'],
  [/\bupright freezer\b/, 'uprightfreezer'],
  [/\bfridge\b/, 'fridge'],
  [/\bfreezer\b/, 'freezer'],
  [/\btop loader\b/, 'toploader'],
  [/\bwasher dryer\b|\bwashing machine\b/, 'washer'],
  [/\btumble dryer\b|\bdryer\b/, 'dryer'],
  [/\bslimline dishwasher\b/, 'slimdishwasher'],
  [/\bdishwasher\b/, 'dishwasher'],
  // Cooking
  [/\bmicrowave\b/, 'microwave'],
  [/\bair fryer oven\b/, 'airfryeroven'],
  [/\bdual-basket air fryer\b/, 'dualairfryer'],
  [/\bair fryer\b/, 'airfryer'],
  [/\bdouble oven\b/, 'doubleoven'],
  [/\boven\b/, 'oven'],
  [/\bstove\b/, 'stove'],
  [/\bgas hob\b/, 'gashob'],
  [/\bhob\b/, 'hob'],
  [/\bslimline extractor\b/, 'slimextractor'],
  [/\bextractor\b|\bcooker hood\b/, 'extractor'],
  // Small appliances
  [/\bglass kettle\b/, 'glasskettle'],
  [/\bkettle\b/, 'kettle'],
  [/\b4-slice toaster\b/, 'fourslicetoaster'],
  [/\blong-slot toaster\b/, 'longslottoaster'],
  [/\btoaster\b/, 'toaster'],
  [/\bcapsule\b/, 'capsulecoffee'],
  [/\bespresso\b|\bcoffee\b/, 'coffee'],
  [/\bstick blender\b|\bhand blender\b/, 'stickblender'],
  [/\bpersonal blender\b/, 'personalblender'],
  [/\bblender\b/, 'blender'],
  [/\bstand mixer\b/, 'standmixer'],
  [/\bchopper\b/, 'chopper'],
  [/\bfood processor\b/, 'processor'],
  [/\bsteam generator\b/, 'steamgenerator'],
  [/\biron\b/, 'iron'],
  [/\brobot vacuum\b/, 'robotvacuum'],
  [/\bstick vacuum\b/, 'stickvacuum'],
  [/\bwet (?:&|and) dry\b/, 'wetdryvacuum'],
  [/\bvacuum\b/, 'vacuum'],
  // Heating and cooling
  [/\bfan heater\b/, 'fanheater'],
  [/\bpanel heater\b/, 'panelheater'],
  [/\bgas heater\b/, 'gasheater'],
  [/\bheater\b/, 'heater'],
  [/\btower fan\b/, 'towerfan'],
  [/\bdesk fan\b/, 'deskfan'],
  [/\bfan\b/, 'fan'],
]

/** A set shows the appliances it holds together. */
export const SET_DRAWING_RULES: readonly DrawingRule[] = [
  [/\bbreakfast\b/, 'set'],
  [/\blaundry\b/, 'laundryset'],
  [/\bcooking\b/, 'cookingset'],
  [/\bsmoothie\b|\bprep\b/, 'prepset'],
  [/\bhome care\b/, 'homecareset'],
  [/\bwinter\b/, 'winterset'],
]

export interface DrawnProduct {
  /** The English name (the product row's own name). */
  name: string
  /** Product type: simple, configurable, grouped, bundle, virtual, downloadable. */
  type: string
}

/**
 * The drawing a rule gives the product, or undefined when no rule knows it. The type decides first:
 * a recipe e-book named after the air fryer is still a book.
 */
export function drawingByRule({ name, type }: DrawnProduct): ItemShape | undefined {
  if (type === 'virtual') return 'warranty'
  if (type === 'downloadable') return 'ebook'
  if (type === 'bundle') return 'bundle'
  const words = name.toLowerCase()
  const rules = type === 'grouped' ? SET_DRAWING_RULES : PRODUCT_DRAWING_RULES
  return rules.find(([pattern]) => pattern.test(words))?.[1] ?? (type === 'grouped' ? 'set' : undefined)
}

/** The product's drawing; a name no rule knows keeps the drawing of its family. */
export function productDrawing(product: DrawnProduct, fallback: ItemShape): ItemShape {
  return drawingByRule(product) ?? fallback
}
