/**
 * The store has no photographs: every product, category, blog and banner image
 * is a small flat SVG drawn here from its path `/media/{shape}/{colour}/{key}.svg`.
 * Drawings are made in a 200 x 200 design box and centred in a viewBox with the
 * requested aspect ratio. The key only seeds small variations (background tint,
 * highlight angle) so the gallery images of one product differ a little. Nothing is
 * drawn beside the appliance: a star or leaf in a corner looked like a wishlist button, and a banner's grid
 * of dots like a drag handle.
 * No text, fonts, scripts or external references: output is a pure function of input.
 */
import { createHash } from 'node:crypto'

export const MEDIA_SHAPES = [
  'fridge',
  'combifridge',
  'sidebyside',
  'barfridge',
  'freezer',
  'uprightfreezer',
  'washer',
  'toploader',
  'dryer',
  'dishwasher',
  'slimdishwasher',
  'stove',
  'oven',
  'doubleoven',
  'hob',
  'gashob',
  'extractor',
  'slimextractor',
  'microwave',
  'kettle',
  'glasskettle',
  'toaster',
  'fourslicetoaster',
  'longslottoaster',
  'coffee',
  'filtercoffee',
  'capsulecoffee',
  'blender',
  'personalblender',
  'stickblender',
  'airfryer',
  'dualairfryer',
  'airfryeroven',
  'processor',
  'standmixer',
  'chopper',
  'iron',
  'steamgenerator',
  'vacuum',
  'stickvacuum',
  'robotvacuum',
  'wetdryvacuum',
  'heater',
  'fanheater',
  'panelheater',
  'gasheater',
  'fan',
  'towerfan',
  'deskfan',
  'part',
  'cartridge',
  'pleatedfilter',
  'meshfilter',
  'element',
  'hotplate',
  'hose',
  'seal',
  'ringseal',
  'dustbag',
  'warranty',
  'ebook',
  'bundle',
  'set',
  'laundryset',
  'cookingset',
  'prepset',
  'homecareset',
  'winterset',
  'pricetag',
  'banner',
] as const
export type MediaShape = (typeof MEDIA_SHAPES)[number]
/** Everything but the banner: the drawings of one thing the shop sells. */
export type ItemShape = Exclude<MediaShape, 'banner'>

export const MEDIA_COLOURS = [
  'white',
  'black',
  'stainless',
  'silver',
  'red',
  'cream',
  'graphite',
  'blue',
  'green',
  'orange',
  'teal',
  'neutral',
] as const
export type MediaColour = (typeof MEDIA_COLOURS)[number]

export interface IllustrationSpec {
  shape: MediaShape
  colour: MediaColour
  key: string
  width: number
  height: number
}

/** Standard sizes from the spec (Images section). */
export const MEDIA_SIZES = {
  gallery: { width: 600, height: 744 },
  thumbnail: { width: 310, height: 300 },
  cart: { width: 150, height: 150 },
  banner: { width: 1200, height: 500 },
} as const

export const MIN_MEDIA_SIZE = 16
export const MAX_MEDIA_SIZE = 2000

const SHAPE_NAMES: Record<MediaShape, string> = {
  fridge: 'Fridge',
  combifridge: 'Fridge with bottom freezer',
  sidebyside: 'Side-by-side fridge',
  barfridge: 'Bar fridge',
  freezer: 'Chest freezer',
  uprightfreezer: 'Upright freezer',
  washer: 'Washing machine',
  toploader: 'Top loader washing machine',
  dryer: 'Tumble dryer',
  dishwasher: 'Dishwasher',
  slimdishwasher: 'Slimline dishwasher',
  stove: 'Stove',
  oven: 'Built-in oven',
  doubleoven: 'Built-in double oven',
  hob: 'Hob',
  gashob: 'Gas hob',
  extractor: 'Extractor hood',
  slimextractor: 'Slimline extractor hood',
  microwave: 'Microwave',
  kettle: 'Kettle',
  glasskettle: 'Glass kettle',
  toaster: 'Toaster',
  fourslicetoaster: '4-slice toaster',
  longslottoaster: 'Long-slot toaster',
  coffee: 'Coffee machine',
  filtercoffee: 'Filter coffee maker',
  capsulecoffee: 'Capsule coffee machine',
  blender: 'Blender',
  personalblender: 'Personal blender',
  stickblender: 'Stick blender',
  airfryer: 'Air fryer',
  dualairfryer: 'Dual-basket air fryer',
  airfryeroven: 'Air fryer oven',
  processor: 'Food processor',
  standmixer: 'Stand mixer',
  chopper: 'Mini chopper',
  iron: 'Steam iron',
  steamgenerator: 'Steam generator iron',
  vacuum: 'Vacuum cleaner',
  stickvacuum: 'Stick vacuum',
  robotvacuum: 'Robot vacuum',
  wetdryvacuum: 'Wet and dry vacuum',
  heater: 'Oil heater',
  fanheater: 'Fan heater',
  panelheater: 'Panel heater',
  gasheater: 'Gas heater',
  fan: 'Pedestal fan',
  towerfan: 'Tower fan',
  deskfan: 'Desk fan',
  part: 'Spare part',
  cartridge: 'Water filter cartridge',
  pleatedfilter: 'Filter',
  meshfilter: 'Limescale filter',
  element: 'Heating element',
  hotplate: 'Hotplate',
  hose: 'Hose',
  seal: 'Door seal',
  ringseal: 'Door seal',
  dustbag: 'Dust bags',
  warranty: 'Extended warranty',
  ebook: 'E-book',
  bundle: 'Bundle',
  set: 'Appliance set',
  laundryset: 'Washing machine and tumble dryer',
  cookingset: 'Oven, hob and extractor',
  prepset: 'Blender and food processor',
  homecareset: 'Vacuum cleaner and iron',
  winterset: 'Heater and kettle',
  pricetag: 'Price tag',
  banner: 'Decorative banner',
}

const BASE_COLOURS: Record<MediaColour, string> = {
  white: '#f5f5f3',
  black: '#2b2d31',
  stainless: '#c9ced3',
  silver: '#b9bec4',
  red: '#c83c3a',
  cream: '#eee3c8',
  graphite: '#4b5058',
  blue: '#3f6fb5',
  green: '#4e8a5a',
  orange: '#e07b39',
  teal: '#2a8a8a',
  neutral: '#d8d3cb',
}

const TINTS = ['#f3f5f7', '#f6f3ee', '#eff5f1', '#f5f0f3', '#eef3f8', '#f6f4ec']
const GLASS = '#34414d'
const WATER = '#8cc8e6'

const isShape = (value: string): value is MediaShape => (MEDIA_SHAPES as readonly string[]).includes(value)
const isColour = (value: string): value is MediaColour => (MEDIA_COLOURS as readonly string[]).includes(value)

/** A colour name we do not know is drawn as `neutral`, not refused. */
export function normaliseColour(value: string): MediaColour {
  return isColour(value) ? value : 'neutral'
}

export function illustrationTitle(shape: MediaShape, colour: MediaColour): string {
  const name = SHAPE_NAMES[shape]
  return colour === 'neutral' ? name : `${name}, ${colour}`
}

// ---------------------------------------------------------------- helpers

/** FNV-1a, 32 bit: a small stable hash for seeding variations. */
function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const num = (value: number) => String(Math.round(value * 100) / 100)

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex)
  const b = rgb(other)
  return (
    '#' +
    a
      .map((c, i) =>
        Math.round(c + (b[i] - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex)
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255
}

interface Palette {
  /** Body fill (a gradient reference). */
  f: string
  base: string
  light: string
  dark: string
  stroke: string
  /** Handles, knobs and trim. */
  trim: string
  isLight: boolean
}

function palette(colour: MediaColour, gradientId: string): Palette {
  const base = BASE_COLOURS[colour]
  const isLight = luminance(base) > 0.62
  return {
    f: `url(#${gradientId})`,
    base,
    light: mix(base, '#ffffff', colour === 'stainless' || colour === 'silver' ? 0.7 : 0.3),
    dark: mix(base, '#000000', isLight ? 0.14 : 0.3),
    stroke: mix(base, '#1d232b', isLight ? 0.38 : 0.45),
    trim: isLight ? '#8b939c' : mix(base, '#ffffff', 0.55),
    isLight,
  }
}

type Attrs = Record<string, string | number | undefined>

function attrs(extra: Attrs): string {
  let out = ''
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined) out += ` ${name}="${typeof value === 'number' ? num(value) : value}"`
  }
  return out
}

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Attrs = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`
const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`
/** An open stroked line: no fill. */
const line = (d: string, stroke?: string, width?: number, extra: Attrs = {}) => path(d, 'none', { stroke, 'stroke-width': width, ...extra })

const NO_STROKE: Attrs = { stroke: 'none' }
const shine = (d: string, width = 6) => line(d, '#fff', width, { 'stroke-opacity': 0.28 })
/** A dark glass panel with a diagonal reflection. */
const glass = (x: number, y: number, w: number, h: number, rx: number) =>
  rect(x, y, w, h, rx, GLASS) + shine(`M${x + 10} ${y + h - 8}L${x + Math.min(w, h) * 0.55} ${y + 8}`)

// ---------------------------------------------------------------- drawings (200 x 200 box)

type Draw = (p: Palette) => string

/** A fan's guard and blades around (cx, cy): shared by the pedestal and the desk fan. */
function fanHead(p: Palette, cx: number, cy: number, r: number): string {
  const k = r / 56
  return (
    circle(cx, cy, r, '#fff', { 'fill-opacity': 0.45, stroke: p.trim, 'stroke-width': 4 }) +
    [0, 120, 240].map((a) => ellipse(cx, cy - 26 * k, 13 * k, 24 * k, p.f, { transform: `rotate(${a} ${cx} ${cy})` })).join('') +
    line(`M${cx} ${cy - r}v${2 * r}M${cx - r} ${cy}h${2 * r}`, p.trim, 1.5, { 'stroke-opacity': 0.6 }) +
    circle(cx, cy, 10 * k, p.dark)
  )
}

/** A steam iron standing on its soleplate, without the steam. */
const ironBody = (p: Palette) =>
  line('M88 110q4-44 40-48h36q10 0 10 10v38', p.dark, 12) +
  path('M20 150h160v-38H74q-40 0-54 38z', p.f) +
  rect(16, 150, 168, 9, 4, p.trim) +
  path('M60 134q8-12 26-12h20v12z', WATER, { 'fill-opacity': 0.8 }) +
  circle(150, 130, 7, p.trim)

/** A worktop hob seen from the front, in perspective: its plate and front edge (electric and gas alike). */
const hobTop = (p: Palette) => path('M14 150h172v9H14z', p.dark) + path('M38 64h124l24 86H14z', p.f)

const JUG = '#dcedf6'
const JUG_EDGE = '#9cb9c9'
const STEEL = '#c9ced3'
const GLOW = '#f3a35a'
const COFFEE = '#5a3a24'

/** A tall two-door fridge split at `split` (y); each door's handle as [y, height]. */
function uprightFridge(p: Palette, split: number, upper: [number, number], lower: [number, number]): string {
  return (
    rect(50, 6, 100, 184, 10, p.f) +
    line(`M50 ${split}H150`) +
    rect(134, upper[0], 7, upper[1], 3.5, p.trim) +
    rect(134, lower[0], 7, lower[1], 3.5, p.trim) +
    rect(58, 178, 84, 8, 3, p.dark, NO_STROKE)
  )
}

const drawings: Record<ItemShape, Draw> = {
  fridge: (p) => uprightFridge(p, 68, [24, 30], [82, 50]),

  sidebyside: (p) =>
    rect(30, 6, 140, 184, 10, p.f) +
    line('M100 6V180') +
    rect(88, 40, 6, 60, 3, p.trim) +
    rect(106, 40, 6, 60, 3, p.trim) +
    rect(46, 36, 30, 40, 4, GLASS) +
    rect(55, 58, 12, 10, 2, '#8cc8e6', NO_STROKE) +
    rect(38, 178, 124, 8, 3, p.dark, NO_STROKE),

  barfridge: (p) =>
    rect(56, 78, 88, 108, 10, p.f) +
    rect(128, 92, 7, 36, 3.5, p.trim) +
    line('M64 90H120', p.dark, 2, { 'stroke-opacity': 0.35 }) +
    rect(64, 178, 72, 6, 3, p.dark, NO_STROKE),

  freezer: (p) =>
    rect(20, 80, 160, 100, 10, p.f) +
    rect(16, 64, 168, 24, 8, p.f) +
    rect(84, 94, 32, 8, 4, p.trim) +
    circle(160, 106, 4, '#5cbf73', NO_STROKE) +
    line('M100 118V154M85 127l30 18M85 145l30-18', p.trim, 4) +
    rect(28, 176, 144, 8, 3, p.dark),

  uprightfreezer: (p) =>
    rect(52, 8, 96, 182, 10, p.f) +
    rect(132, 30, 7, 56, 3.5, p.trim) +
    line('M60 18H140', p.dark, 2) +
    line('M100 60V96M84 69l32 18M84 87l32-18', p.trim, 4) +
    [112, 136, 160].map((y) => line(`M64 ${y}H122`, p.dark, 2, { 'stroke-opacity': 0.35 })).join('') +
    circle(128, 20, 3, '#5cbf73', NO_STROKE) +
    rect(60, 178, 80, 8, 3, p.dark, NO_STROKE),

  toploader: (p) =>
    rect(34, 52, 132, 132, 10, p.f) +
    rect(34, 30, 132, 26, 8, p.f) +
    rect(46, 37, 36, 12, 3, GLASS) +
    circle(146, 43, 8, p.trim) +
    circle(118, 43, 3, p.dark, NO_STROKE) +
    ellipse(100, 60, 58, 9, p.dark) +
    ellipse(100, 60, 44, 6, GLASS) +
    rect(80, 70, 40, 7, 3.5, p.trim) +
    line('M48 170H152', p.dark, 2) +
    rect(42, 184, 116, 5, 2, p.dark, NO_STROKE),

  washer: (p) =>
    rect(28, 16, 144, 168, 12, p.f) +
    line('M28 50H172') +
    rect(38, 26, 36, 15, 3, p.dark) +
    circle(150, 33, 9, p.trim) +
    circle(118, 33, 3, p.dark, NO_STROKE) +
    circle(128, 33, 3, p.dark, NO_STROKE) +
    circle(100, 116, 50, p.trim) +
    circle(100, 116, 38, GLASS) +
    path('M62 122q19-12 38 0t38 0a38 38 0 0 1-76 0z', WATER, { stroke: 'none', 'fill-opacity': 0.85 }) +
    shine('M76 104a28 28 0 0 1 20-18', 5),

  dryer: (p) =>
    rect(28, 16, 144, 168, 12, p.f) +
    line('M28 50H172') +
    circle(48, 33, 9, p.trim) +
    rect(104, 26, 52, 15, 3, GLASS) +
    circle(100, 116, 52, p.light) +
    circle(100, 116, 40, p.trim) +
    circle(100, 116, 32, GLASS) +
    // Tumbling laundry and warm air, not water: a dryer must not read as a washing machine.
    path('M76 128q4-16 22-14 10-12 24-2 8 10 0 20-14 8-26 4-16 4-20-8z', '#e7b45b', { stroke: 'none' }) +
    path('M84 126q10-6 20 0t18-2', 'none', { stroke: '#b97f2a', 'stroke-width': 2.5 }) +
    line('M82 98q4-6 0-12M100 96q4-6 0-12M118 98q4-6 0-12', '#f3a35a', 3) +
    line('M64 174h72', p.dark, 3),

  dishwasher: (p) =>
    rect(34, 14, 132, 172, 8, p.f) +
    line('M34 42H166') +
    rect(44, 23, 34, 10, 3, GLASS) +
    circle(124, 28, 3.5, p.trim, NO_STROKE) +
    circle(136, 28, 3.5, p.trim, NO_STROKE) +
    circle(148, 28, 3.5, '#5cbf73', NO_STROKE) +
    rect(66, 52, 68, 8, 4, p.trim) +
    rect(46, 70, 108, 98, 6, 'none', { stroke: p.dark }) +
    rect(40, 176, 120, 7, 3, p.dark, NO_STROKE),

  stove: (p) =>
    rect(40, 24, 40, 8, 3, p.dark) +
    rect(120, 24, 40, 8, 3, p.dark) +
    rect(26, 30, 148, 10, 4, p.f) +
    rect(30, 40, 140, 148, 8, p.f) +
    line('M30 64H170M30 162H170') +
    [52, 76, 124, 148].map((x) => circle(x, 52, 6, p.trim)).join('') +
    circle(100, 52, 3, '#e8833a', NO_STROKE) +
    rect(50, 72, 100, 7, 3.5, p.trim) +
    glass(48, 88, 104, 64, 6) +
    rect(80, 170, 40, 6, 3, p.trim),

  oven: (p) =>
    rect(24, 26, 152, 152, 8, p.f) +
    line('M24 60H176') +
    rect(78, 36, 44, 15, 3, GLASS) +
    circle(92, 43.5, 2.5, '#f0a050', NO_STROKE) +
    circle(102, 43.5, 2.5, '#f0a050', NO_STROKE) +
    circle(46, 43, 8, p.trim) +
    circle(154, 43, 8, p.trim) +
    rect(46, 70, 108, 8, 4, p.trim) +
    glass(40, 88, 120, 76, 8),

  hob: (p) =>
    hobTop(p) +
    [
      [70, 86, 17, 6],
      [132, 86, 15, 5.5],
      [62, 124, 25, 9],
      [138, 124, 22, 8],
    ]
      .map(
        ([x, y, rx, ry]) =>
          ellipse(x, y, rx, ry, 'none', { stroke: p.trim, 'stroke-width': 3 }) + ellipse(x, y, rx * 0.45, ry * 0.45, p.dark, NO_STROKE),
      )
      .join('') +
    [84, 94, 104, 114].map((x) => circle(x, 142, 2.5, p.trim, NO_STROKE)).join(''),

  extractor: (p) =>
    path('M60 162l-14 28h52l-14-28z', '#fff3c4', { stroke: 'none', 'fill-opacity': 0.7 }) +
    rect(84, 6, 32, 84, 3, p.f) +
    path('M70 88h60l42 56H28z', p.f) +
    rect(24, 142, 152, 16, 4, p.f) +
    circle(70, 158, 4, '#ffd86b', NO_STROKE) +
    circle(130, 158, 4, '#ffd86b', NO_STROKE) +
    [134, 144, 154].map((x) => circle(x, 150, 2.5, p.trim, NO_STROKE)).join(''),

  microwave: (p) =>
    rect(14, 50, 172, 106, 8, p.f) +
    glass(26, 62, 112, 82, 6) +
    line('M146 54V152') +
    rect(152, 64, 26, 11, 2, GLASS) +
    [90, 102, 114].map((y) => circle(159, y, 3, p.trim, NO_STROKE) + circle(171, y, 3, p.trim, NO_STROKE)).join('') +
    circle(165, 134, 8, p.trim) +
    rect(26, 156, 16, 5, 2, p.dark) +
    rect(158, 156, 16, 5, 2, p.dark),

  kettle: (p) =>
    line('M132 72q38 0 38 42t-30 40', p.dark, 12) +
    path('M66 80Q44 76 30 56l-7 4q12 32 41 44z', p.f) +
    path('M60 164l8-100q2-12 16-12h32q14 0 16 12l8 100z', p.f) +
    rect(80, 42, 40, 11, 4, p.dark) +
    rect(92, 33, 16, 10, 4, p.trim) +
    rect(76, 88, 10, 56, 5, WATER, { 'fill-opacity': 0.8 }) +
    rect(52, 162, 96, 18, 6, p.dark) +
    circle(135, 154, 3, '#e8533f', NO_STROKE),

  toaster: (p) =>
    rect(60, 36, 34, 46, 10, '#e8c07e', { stroke: '#b5834a' }) +
    rect(106, 42, 34, 40, 10, '#e8c07e', { stroke: '#b5834a' }) +
    rect(28, 66, 144, 104, 26, p.f) +
    rect(58, 66, 38, 5, 2.5, p.dark, NO_STROKE) +
    rect(104, 66, 38, 5, 2.5, p.dark, NO_STROKE) +
    rect(166, 90, 12, 16, 3, p.trim) +
    circle(100, 126, 9, p.trim) +
    line('M42 150H158', p.dark, 2) +
    rect(40, 170, 20, 6, 2, p.dark) +
    rect(140, 170, 20, 6, 2, p.dark),

  coffee: (p) =>
    rect(40, 18, 120, 166, 10, p.f) +
    rect(54, 72, 92, 88, 6, p.dark) +
    circle(62, 44, 7, p.trim) +
    rect(80, 37, 40, 14, 3, GLASS) +
    circle(138, 44, 7, p.trim) +
    rect(78, 72, 44, 12, 4, p.trim) +
    rect(84, 84, 32, 10, 4, '#2e2f33') +
    rect(114, 86, 42, 6, 3, '#2e2f33') +
    line('M98 124q-4-6 0-12', '#fff', 2.5, { 'stroke-opacity': 0.7 }) +
    line('M118 136h4q6 0 6 6t-6 6h-4', '#fff', 3) +
    path('M84 130h36v16q0 8-8 8H92q-8 0-8-8z', '#fff') +
    rect(60, 156, 80, 6, 2, p.trim),

  blender: (p) =>
    line('M142 44h10q8 0 8 8v44q0 8-8 8h-14', '#9cb9c9', 6) +
    path('M56 32h88l-10 110H66z', '#dcedf6', { stroke: '#9cb9c9', 'fill-opacity': 0.8 }) +
    path('M62 92h76l-4.5 50h-67z', '#f2a65a', { stroke: 'none', 'fill-opacity': 0.85 }) +
    line('M86 136l14-6 14 6', p.trim, 3) +
    rect(52, 24, 96, 12, 4, p.dark) +
    path('M62 142h76l10 42H52z', p.f) +
    circle(100, 164, 8, p.trim),

  airfryer: (p) =>
    rect(40, 30, 120, 152, 34, p.f) +
    circle(100, 62, 19, 'none', { stroke: p.trim, 'stroke-width': 3 }) +
    circle(100, 62, 13, GLASS) +
    path('M48 96h104v52q0 26-26 26H74q-26 0-26-26z', p.f) +
    rect(70, 122, 60, 12, 6, p.trim) +
    rect(56, 180, 16, 6, 2, p.dark) +
    rect(128, 180, 16, 6, 2, p.dark),

  processor: (p) =>
    line('M54 72H42q-6 0-6 6v34q0 6 6 6h14', '#9cb9c9', 6) +
    rect(118, 28, 22, 34, 4, '#dcedf6', { stroke: '#9cb9c9' }) +
    rect(121, 18, 16, 14, 3, p.dark) +
    path('M50 64h100l-8 68H58z', '#dcedf6', { stroke: '#9cb9c9', 'fill-opacity': 0.8 }) +
    line('M100 82v44M78 98l44 10', p.trim, 4) +
    rect(46, 56, 108, 10, 4, p.dark) +
    rect(42, 130, 116, 52, 12, p.f) +
    [82, 100, 118].map((x) => circle(x, 156, 5, p.trim)).join(''),

  iron: (p) => ironBody(p) + line('M40 172v10M70 172v12M100 172v10', '#9cb9c9', 3),

  vacuum: (p) =>
    line('M98 138C60 128 112 64 86 44', p.dark, 8) +
    line('M82 40L40 170', p.trim, 7) +
    rect(72, 32, 18, 12, 4, p.dark) +
    rect(14, 166, 56, 14, 6, p.dark) +
    path('M88 178q0-66 50-66h6q38 0 38 46v20z', p.f) +
    circle(150, 134, 5, p.trim) +
    circle(114, 176, 14, p.dark) +
    circle(114, 176, 5, p.trim),

  heater: (p) =>
    line('M72 38q0-14 28-14t28 14', p.trim, 5) +
    rect(38, 170, 124, 6, 3, p.dark) +
    [0, 1, 2, 3, 4, 5, 6].map((i) => rect(36 + i * 18, 36, 14, 138, 7, p.f)).join('') +
    rect(162, 66, 22, 44, 5, p.dark) +
    circle(173, 80, 5, p.trim) +
    circle(173, 98, 3, '#e8533f', NO_STROKE) +
    circle(48, 184, 7, p.dark) +
    circle(152, 184, 7, p.dark),

  fan: (p) => ellipse(100, 182, 42, 8, p.dark) + rect(96, 96, 8, 86, 3, p.trim) + fanHead(p, 100, 72, 56),

  part: (p) => {
    let d = ''
    for (let i = 0; i < 10; i++) {
      const a = (i * 36 * Math.PI) / 180
      for (const [da, r] of [
        [-11, 58],
        [-6, 76],
        [6, 76],
        [11, 58],
      ] as const) {
        const t = a + (da * Math.PI) / 180
        d += `${d ? 'L' : 'M'}${num(100 + r * Math.cos(t))} ${num(100 + r * Math.sin(t))}`
      }
    }
    return (
      path(d + 'z', p.f) +
      circle(100, 100, 40, 'none', { stroke: p.dark, 'stroke-width': 3 }) +
      circle(100, 100, 22, '#fff', { 'fill-opacity': 0.9 })
    )
  },

  warranty: (p) =>
    path('M100 14l66 24v56q0 56-66 90-66-34-66-90V38z', p.f) +
    path('M100 30l50 18v46q0 44-50 72-50-28-50-72V48z', 'none', { stroke: p.isLight ? p.trim : p.light, 'stroke-width': 3 }) +
    line('M72 98l20 20 38-42', p.isLight ? '#2f8f5b' : '#fff', 12),

  ebook: (p) =>
    rect(60, 26, 98, 154, 5, '#fffaf0') +
    line('M152 40v126M146 36v134', '#d9d2c2', 1.5) +
    rect(42, 18, 104, 154, 6, p.f) +
    rect(42, 18, 14, 154, 4, p.dark) +
    rect(72, 52, 56, 7, 3.5, p.trim, NO_STROKE) +
    rect(80, 66, 40, 4, 2, p.trim, NO_STROKE) +
    // A steaming bowl on the cover says recipes; a ring there looked like a play button.
    line('M90 104q-5-7 0-14M102 104q-5-7 0-14M114 104q-5-7 0-14', p.trim, 3) +
    path('M74 112h54q0 28-27 28t-27-28z', p.trim, NO_STROKE),

  bundle: (p) => {
    const ribbon = p.base === BASE_COLOURS.red || p.base === BASE_COLOURS.orange ? '#f2c14e' : '#d9514a'
    return (
      path('M100 64C82 30 54 42 68 58q8 8 32 6zM100 64c18-34 46-22 32-6q-8 8-32 6z', ribbon) +
      rect(40, 84, 120, 96, 6, p.f) +
      rect(32, 64, 136, 26, 6, p.f) +
      rect(91, 64, 18, 116, 0, ribbon) +
      circle(100, 63, 7, ribbon)
    )
  },

  // The freezer below the fridge: the doors split low.
  combifridge: (p) => uprightFridge(p, 122, [24, 76], [134, 30]),

  doubleoven: (p) =>
    rect(34, 8, 132, 182, 8, p.f) +
    line('M34 36H166') +
    rect(80, 15, 40, 13, 3, GLASS) +
    circle(54, 22, 7, p.trim) +
    circle(146, 22, 7, p.trim) +
    rect(52, 44, 96, 7, 3.5, p.trim) +
    glass(48, 58, 104, 42, 6) +
    line('M34 110H166') +
    rect(52, 118, 96, 7, 3.5, p.trim) +
    glass(48, 132, 104, 50, 6),

  // Burners under cast-iron pan supports and knobs on the top: a gas hob, not a ceramic one.
  gashob: (p) =>
    hobTop(p) +
    [
      [70, 84, 15, 5.5],
      [132, 84, 14, 5],
      [62, 118, 20, 7.5],
      [138, 118, 18, 7],
    ]
      .map(
        ([x, y, rx, ry]) =>
          ellipse(x, y, rx, ry, '#4f8fe0', { 'fill-opacity': 0.5 }) + ellipse(x, y, rx * 0.55, ry * 0.55, '#2e2f33', NO_STROKE),
      )
      .join('') +
    line('M44 70h52v62H28zM104 70h52l16 62H104zM36 101h62M104 101h62', '#2e2f33', 4) +
    [76, 92, 108, 124].map((x) => ellipse(x, 140, 5, 3, p.dark)).join(''),

  // Under a wall cupboard: a flat hood with a pull-out visor and lights below.
  slimextractor: (p) =>
    path('M52 130l-14 52h40l-10-52zM132 130l-10 52h40l-14-52z', '#fff3c4', { stroke: 'none', 'fill-opacity': 0.7 }) +
    rect(24, 14, 152, 80, 4, '#efe9df', { stroke: '#c9c0b2' }) +
    line('M100 14V94', '#c9c0b2') +
    rect(22, 94, 156, 26, 5, p.f) +
    rect(26, 120, 148, 9, 3, p.dark) +
    circle(60, 129, 3.5, '#ffd86b', NO_STROKE) +
    circle(140, 129, 3.5, '#ffd86b', NO_STROKE),

  filtercoffee: (p) =>
    rect(126, 22, 36, 160, 8, p.f) +
    rect(132, 40, 22, 80, 5, WATER, { 'fill-opacity': 0.7 }) +
    path('M36 22h126v36H48q-12 0-12-12z', p.f) +
    path('M62 58h56l-8 16H70z', p.dark) +
    line('M58 118h-10q-10 0-10 12v14q0 12 12 12h8', p.dark, 7) +
    path('M64 86h52l6 76q0 10-10 10H68q-10 0-10-10z', JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    path('M61 124h58l3 38q0 10-10 10H68q-10 0-10-10z', COFFEE, { stroke: 'none', 'fill-opacity': 0.9 }) +
    rect(60, 80, 60, 10, 4, p.dark) +
    rect(30, 172, 134, 12, 5, p.f),

  capsulecoffee: (p) =>
    rect(126, 44, 26, 124, 8, JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    rect(132, 90, 14, 72, 5, WATER, { stroke: 'none', 'fill-opacity': 0.7 }) +
    path('M62 184V48q0-22 22-22h18q22 0 22 22v136z', p.f) +
    rect(66, 20, 54, 12, 6, p.dark) +
    rect(84, 62, 20, 12, 3, p.dark) +
    path('M80 124h28v18q0 10-10 10h-8q-10 0-10-10z', '#fff') +
    line('M108 130h4q5 0 5 5t-5 5h-4', '#fff', 3) +
    rect(70, 152, 48, 7, 2, p.trim),

  personalblender: (p) =>
    path('M76 132L72 44q0-14 14-14h28q14 0 14 14l-4 88z', JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    path('M73.8 84h52.4l-2.2 48H76z', '#7fbf5a', { stroke: 'none', 'fill-opacity': 0.85 }) +
    rect(70, 126, 60, 16, 5, p.dark) +
    path('M66 184l6-42h56l6 42z', p.f) +
    rect(92, 160, 16, 8, 4, p.trim),

  // A hand blender stands in its beaker: the wand shows through the glass.
  stickblender: (p) =>
    line('M100 12q0-8 10-8', p.dark, 4) +
    rect(82, 12, 36, 92, 16, p.f) +
    rect(94, 30, 12, 22, 6, p.trim) +
    rect(95, 104, 10, 50, 3, STEEL) +
    path('M80 176q0-24 20-24t20 24z', STEEL) +
    path('M64 110h72l-4 76H68z', JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.45 }) +
    path('M65.6 150h68.8l-2.4 36H68z', '#f2a65a', { stroke: 'none', 'fill-opacity': 0.55 }) +
    line('M136 122h8q6 0 6 6v30q0 6-6 6h-10', JUG_EDGE, 5),

  standmixer: (p) =>
    rect(30, 172, 146, 14, 6, p.f) +
    path('M36 176V92q0-16 16-16h24v100z', p.f) +
    rect(126, 90, 8, 30, 3, p.trim) +
    path('M92 118h76l-8 42q-2 14-16 14h-28q-14 0-16-14z', STEEL) +
    rect(86, 112, 88, 8, 4, STEEL) +
    path('M32 62q0-28 30-28h78q34 0 38 30v8q0 14-14 14H46q-14 0-14-14z', p.f) +
    rect(170, 56, 12, 20, 4, p.trim),

  chopper: (p) =>
    rect(84, 50, 32, 16, 8, p.trim) +
    path('M62 78q0-14 14-14h48q14 0 14 14v6H62z', p.dark) +
    path('M66 84h68l-6 54H72z', JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    line('M100 92v40M82 114l36-6', p.trim, 4) +
    path('M64 136h72l6 46H58z', p.f),

  dualairfryer: (p) =>
    rect(18, 30, 164, 152, 30, p.f) +
    rect(74, 46, 52, 20, 6, GLASS) +
    [22, 102].map((x) => path(`M${x + 4} 82h68v60q0 24-24 24h-20q-24 0-24-24z`, p.f) + rect(x + 18, 110, 40, 11, 5.5, p.trim)).join('') +
    rect(40, 180, 16, 6, 2, p.dark) +
    rect(144, 180, 16, 6, 2, p.dark),

  // A countertop oven with a basket of chips behind the glass: not a microwave (no side panel).
  airfryeroven: (p) =>
    rect(24, 30, 152, 148, 16, p.f) +
    rect(40, 40, 44, 14, 3, GLASS) +
    circle(152, 47, 9, p.trim) +
    line('M24 64H176') +
    rect(54, 72, 92, 7, 3.5, p.trim) +
    rect(38, 88, 124, 76, 8, GLASS) +
    path('M58 150h84l-6-22H64z', '#9aa1a8') +
    line('M72 130l8-18M88 128l4-20M104 130l2-22M120 128l-2-18M130 130l-6-16', '#e8b04e', 5) +
    rect(40, 176, 16, 6, 2, p.dark) +
    rect(144, 176, 16, 6, 2, p.dark),

  // The iron rests on its water station; a hose joins them.
  steamgenerator: (p) =>
    line('M170 150q26-50-24-78', p.dark, 6) +
    path('M12 188l8-36q3-12 16-12h128q13 0 16 12l8 36z', p.f) +
    rect(34, 156, 110, 22, 6, WATER, { 'fill-opacity': 0.7 }) +
    `<g transform="translate(32 36) scale(.66)">${ironBody(p)}</g>`,

  stickvacuum: (p) =>
    path('M56 170h74q10 0 10 8v8H46v-8q0-8 10-8z', p.dark) +
    rect(88, 156, 18, 16, 4, p.dark) +
    rect(93, 88, 8, 70, 3, '#aab2ba') +
    rect(84, 46, 28, 46, 10, JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    rect(86, 68, 24, 22, 8, '#b5aa9a', { stroke: 'none', 'fill-opacity': 0.6 }) +
    rect(100, 22, 36, 34, 12, p.f) +
    line('M130 30l14-16 12 8-16 46', p.dark, 9) +
    rect(132, 54, 18, 24, 5, p.dark),

  robotvacuum: (p) =>
    path('M20 116v22q0 30 80 30t80-30v-22z', p.dark) +
    ellipse(100, 116, 80, 30, p.f) +
    ellipse(100, 116, 62, 21, 'none', { stroke: p.trim, 'stroke-width': 2, 'stroke-opacity': 0.5 }) +
    ellipse(100, 106, 16, 7, p.dark) +
    rect(84, 126, 32, 6, 3, p.trim) +
    line('M40 162l-16 8M40 162l-6 16M40 162l-18-2', p.trim, 2.5),

  wetdryvacuum: (p) =>
    line('M150 170L176 50q2-16-14-26-26-14-44 18', p.dark, 9) +
    line('M176 50q2-16-14-26-26-14-44 18', '#fff', 9, { 'stroke-dasharray': '2 5', 'stroke-opacity': 0.35 }) +
    rect(132, 168, 44, 14, 5, p.dark) +
    path('M40 92h96l-8 84H48z', p.f) +
    path('M34 96q0-40 54-40t54 40z', p.dark) +
    rect(72, 42, 32, 12, 6, p.trim) +
    circle(56, 182, 7, p.dark) +
    circle(120, 182, 7, p.dark),

  towerfan: (p) =>
    ellipse(100, 182, 40, 8, p.dark) +
    rect(92, 168, 16, 12, 2, p.dark) +
    rect(76, 10, 48, 160, 24, p.f) +
    rect(86, 40, 28, 116, 10, p.dark) +
    [50, 62, 74, 86, 98, 110, 122, 134, 146].map((y) => line(`M90 ${y}H110`, p.trim, 3)).join('') +
    rect(90, 20, 20, 8, 4, p.trim),

  deskfan: (p) => rect(50, 170, 100, 16, 8, p.f) + rect(92, 126, 16, 46, 5, p.f) + fanHead(p, 100, 84, 60),

  // A box with a glowing grille and warm air rising: a fan heater is no fan.
  fanheater: (p) =>
    line('M78 44q-6-8 0-16t0-16M100 44q-6-8 0-16t0-16M122 44q-6-8 0-16t0-16', GLOW, 4) +
    rect(46, 52, 108, 124, 18, p.f) +
    rect(60, 72, 80, 70, 10, GLASS) +
    [84, 96, 108, 120, 132].map((y) => line(`M68 ${y}H132`, GLOW, 4)).join('') +
    circle(100, 158, 7, p.trim) +
    rect(56, 176, 88, 8, 3, p.dark),

  panelheater: (p) =>
    line('M66 40q-6-8 0-16t0-16M100 40q-6-8 0-16t0-16M134 40q-6-8 0-16t0-16', GLOW, 4) +
    rect(14, 48, 172, 110, 8, p.f) +
    [28, 40, 52, 64, 76, 88, 100, 112, 124, 136, 148, 160, 172].map((x) => line(`M${x} 58v12`, p.dark, 3)).join('') +
    rect(40, 156, 10, 20, 2, p.dark) +
    rect(150, 156, 10, 20, 2, p.dark) +
    rect(26, 176, 38, 8, 4, p.dark) +
    rect(136, 176, 38, 8, 4, p.dark),

  // Three glowing ceramic plates above the cupboard that holds the gas bottle.
  gasheater: (p) =>
    rect(44, 14, 112, 166, 14, p.f) +
    rect(56, 28, 88, 84, 6, p.dark) +
    [30, 58, 86].map((y) => rect(60, y + 2, 80, 22, 3, '#e8533f') + line(`M66 ${y + 13}h68`, '#f7c35a', 4)).join('') +
    rect(56, 122, 88, 46, 6, 'none', { stroke: p.dark }) +
    rect(92, 134, 16, 6, 3, p.trim) +
    circle(64, 186, 6, p.dark) +
    circle(136, 186, 6, p.dark),

  // Spare parts: each drawn as the part itself, not a generic cog.
  // Two ports on the head (in and out): a filter cartridge, not a drinking bottle.
  cartridge: (p) =>
    rect(82, 8, 12, 18, 3, p.dark) +
    rect(106, 8, 12, 18, 3, p.dark) +
    rect(80, 22, 40, 24, 6, p.dark) +
    rect(70, 42, 60, 140, 14, p.f) +
    [62, 162].map((y) => line(`M70 ${y}H130`, p.dark, 3)).join('') +
    path('M100 92q-16 22-16 34a16 16 0 0 0 32 0q0-12-16-34z', WATER),

  pleatedfilter: (p) =>
    rect(26, 40, 148, 124, 8, p.f) +
    rect(38, 52, 124, 100, 4, '#6b7078') +
    line('M38 52l12 100 12-100 12 100 12-100 12 100 12-100 12 100 12-100 12 100 12-100', '#9aa1a8', 3),

  meshfilter: (p) =>
    rect(90, 28, 20, 18, 4, p.dark) +
    rect(62, 42, 76, 132, 16, p.f) +
    rect(74, 56, 52, 104, 10, '#fff') +
    line('M74 72h52M74 88h52M74 104h52M74 120h52M74 136h52M87 56v104M100 56v104M113 56v104', '#9aa1a8', 2),

  element: (p) =>
    rect(22, 56, 26, 108, 5, p.dark) +
    line('M48 70H150q18 0 18 18t-18 18H70q-16 0-16 16t16 16H150q18 0 18 18', '#9aa1a8', 10) +
    line('M48 154H150q18 0 18-16', '#9aa1a8', 10) +
    line('M22 84h-10M22 136h-10', p.trim, 6),

  hotplate: (p) =>
    path('M20 110v12q0 34 80 34t80-34v-12z', '#6b7078') +
    ellipse(100, 110, 80, 34, '#4a4e55') +
    [66, 50, 34, 18].map((rx) => ellipse(100, 110, rx, rx * 0.42, 'none', { stroke: '#7b8088', 'stroke-width': 3 })).join('') +
    ellipse(100, 110, 80, 34, 'none', { stroke: STEEL, 'stroke-width': 5 }) +
    rect(86, 152, 10, 26, 2, p.trim) +
    rect(104, 152, 10, 26, 2, p.trim),

  hose: (p) =>
    [0, 1, 2, 3].map((i) => ellipse(92 + i * 6, 96 + i * 4, 62, 46, 'none', { stroke: '#8b939c', 'stroke-width': 9 })).join('') +
    line('M170 112q14 30-10 56', '#8b939c', 9) +
    rect(148, 164, 26, 18, 4, p.f) +
    line('M30 96q-14 30 10 62', '#8b939c', 9) +
    rect(28, 156, 26, 18, 4, p.f),

  seal: () =>
    rect(42, 16, 116, 168, 18, 'none', { stroke: '#5f646b', 'stroke-width': 16 }) +
    rect(42, 16, 116, 168, 18, 'none', { stroke: '#8b939c', 'stroke-width': 3 }),

  ringseal: () =>
    circle(100, 100, 70, 'none', { stroke: '#5f646b', 'stroke-width': 22 }) +
    circle(100, 100, 70, 'none', { stroke: '#8b939c', 'stroke-width': 3 }) +
    circle(100, 100, 54, 'none', { stroke: '#4a4e55', 'stroke-width': 6 }),

  // Two paper dust bags of a multi-pack, each with its cardboard collar.
  dustbag: (p) =>
    [
      [30, 30],
      [78, 48],
    ]
      .map(
        ([x, y]) =>
          path(`M${x + 6} ${y + 20}h80q8 0 8 10l-4 96q0 10-10 10h-68q-10 0-10-10l-4-96q0-10 8-10z`, '#efe6d2') +
          rect(x + 16, y, 60, 30, 5, p.f) +
          ellipse(x + 46, y + 15, 12, 9, '#8b939c'),
      )
      .join(''),

  slimdishwasher: (p) =>
    rect(56, 14, 88, 172, 8, p.f) +
    line('M56 42H144') +
    rect(64, 23, 26, 10, 3, GLASS) +
    circle(120, 28, 3.5, p.trim, NO_STROKE) +
    circle(132, 28, 3.5, '#5cbf73', NO_STROKE) +
    rect(76, 52, 48, 8, 4, p.trim) +
    rect(66, 70, 68, 98, 6, 'none', { stroke: p.dark }) +
    rect(60, 176, 80, 7, 3, p.dark, NO_STROKE),

  // See-through body with the water inside: a glass kettle.
  glasskettle: (p) =>
    line('M132 72q38 0 38 42t-30 40', p.dark, 12) +
    path('M66 80Q44 76 30 56l-7 4q12 32 41 44z', JUG, { stroke: JUG_EDGE }) +
    path('M60 164l8-100q2-12 16-12h32q14 0 16 12l8 100z', JUG, { stroke: JUG_EDGE, 'fill-opacity': 0.8 }) +
    path('M64.4 108h71.2l4.4 56H60z', WATER, { stroke: 'none', 'fill-opacity': 0.75 }) +
    line('M88 150q-4-8 2-14M108 146q-4-8 2-14', '#fff', 3, { 'stroke-opacity': 0.8 }) +
    rect(80, 42, 40, 11, 4, p.dark) +
    rect(92, 33, 16, 10, 4, p.trim) +
    rect(52, 162, 96, 18, 6, p.dark),

  fourslicetoaster: (p) =>
    [22, 56, 112, 146].map((x) => rect(x, 42, 32, 40, 9, '#e8c07e', { stroke: '#b5834a' })).join('') +
    rect(10, 66, 180, 104, 26, p.f) +
    [20, 54, 110, 144].map((x) => rect(x, 66, 36, 5, 2.5, p.dark, NO_STROKE)).join('') +
    circle(100, 126, 9, p.trim) +
    line('M26 150H174', p.dark, 2) +
    rect(24, 170, 20, 6, 2, p.dark) +
    rect(156, 170, 20, 6, 2, p.dark),

  // One long slot holding two slices end to end.
  longslottoaster: (p) =>
    rect(30, 54, 66, 40, 9, '#e8c07e', { stroke: '#b5834a' }) +
    rect(104, 54, 66, 40, 9, '#e8c07e', { stroke: '#b5834a' }) +
    rect(12, 84, 176, 86, 26, p.f) +
    rect(26, 84, 148, 5, 2.5, p.dark, NO_STROKE) +
    rect(182, 104, 10, 14, 3, p.trim) +
    circle(100, 132, 8, p.trim) +
    line('M26 154H174', p.dark, 2) +
    rect(26, 170, 20, 6, 2, p.dark) +
    rect(154, 170, 20, 6, 2, p.dark),

  // The sale's own picture: a price tag on its string.
  pricetag: () =>
    line('M62 58Q36 20 70 14', '#6b7078', 3) +
    path('M56 44l54-10 70 70-66 66-70-70z', '#f2c14e', { stroke: '#b58a1e' }) +
    circle(72, 58, 8, '#fff', { stroke: '#b58a1e' }) +
    line('M96 110l40-40M108 122l40-40', '#b58a1e', 4, { 'stroke-opacity': 0.5 }),

  // A set is sold as matching appliances, so it shows them together: the breakfast set is kettle, coffee machine and toaster.
  set: (p) => at(p, 'coffee', 52, 30, 0.55) + at(p, 'kettle', -4, 82, 0.52) + at(p, 'toaster', 100, 92, 0.5),
  laundryset: (p) => at(p, 'washer', -2, 40, 0.6) + at(p, 'dryer', 82, 40, 0.6),
  cookingset: (p) => at(p, 'extractor', 42, -6, 0.58) + at(p, 'hob', 22, 70, 0.56) + at(p, 'oven', 60, 92, 0.5),
  prepset: (p) => at(p, 'blender', -2, 34, 0.62) + at(p, 'processor', 78, 64, 0.58),
  homecareset: (p) => at(p, 'vacuum', -6, 46, 0.6) + at(p, 'iron', 86, 82, 0.52),
  winterset: (p) => at(p, 'heater', -2, 40, 0.62) + at(p, 'kettle', 90, 74, 0.56),
}

/** One drawing scaled into another, for the sets. */
function at(p: Palette, shape: ItemShape, x: number, y: number, k: number): string {
  return `<g transform="translate(${x} ${y}) scale(${k})" stroke-width="${num(2 / k)}">${drawings[shape](p)}</g>`
}

// ---------------------------------------------------------------- composition

/** A banner shows a main appliance in the middle and up to two smaller ones beside it. */
export type BannerMotif = readonly [main: ItemShape, left?: ItemShape, right?: ItemShape]

/**
 * What a banner shows follows the words of its key (`hero-fridges`, `small-airfryers`), so that
 * a banner for fridges shows fridges and nothing from another department. The first rule whose
 * word occurs in the key wins; a key without a known word shows a general kitchen scene.
 */
export const BANNER_MOTIFS: ReadonlyArray<readonly [word: string, motif: BannerMotif]> = [
  ['fridge', ['fridge', 'uprightfreezer', 'sidebyside']],
  ['freezer', ['uprightfreezer', 'freezer', 'fridge']],
  ['laundry', ['washer', 'dryer', 'toploader']],
  ['wash', ['washer', 'toploader', 'washer']],
  ['dryer', ['dryer', 'washer', 'dryer']],
  ['dishwasher', ['dishwasher']],
  ['stove', ['stove', 'hob', 'oven']],
  ['oven', ['oven', 'hob', 'stove']],
  ['kettle', ['kettle', 'kettle', 'kettle']],
  ['toaster', ['toaster', 'toaster', 'toaster']],
  ['coffee', ['coffee', 'capsulecoffee', 'filtercoffee']],
  ['blender', ['blender', 'personalblender', 'stickblender']],
  ['airfryer', ['airfryer', 'airfryer', 'airfryer']],
  ['microwave', ['microwave']],
  ['vacuum', ['vacuum', 'stickvacuum', 'robotvacuum']],
  ['heater', ['heater', 'fanheater', 'panelheater']],
  ['fan', ['fan', 'towerfan', 'deskfan']],
  ['bundle', ['bundle', 'kettle', 'toaster']],
  ['warrant', ['warranty', 'washer', 'fridge']],
  ['recipe', ['ebook', 'airfryer', 'blender']],
  ['ebook', ['ebook', 'airfryer', 'blender']],
  ['part', ['cartridge', 'hose', 'seal']],
  // The sale banner names fridges, kettles and air fryers.
  ['sale', ['fridge', 'kettle', 'airfryer']],
]

const DEFAULT_MOTIF: BannerMotif = ['fridge', 'kettle', 'toaster']

export function bannerMotif(key: string): BannerMotif {
  return BANNER_MOTIFS.find(([word]) => key.includes(word))?.[1] ?? DEFAULT_MOTIF
}

function bannerAccent(colour: MediaColour): string {
  switch (colour) {
    case 'white':
      return '#8fb3c9'
    case 'cream':
      return '#d4ad72'
    case 'stainless':
    case 'silver':
      return '#92a1ae'
    case 'neutral':
      return '#b8a690'
    default:
      return BASE_COLOURS[colour]
  }
}

function gradient(id: string, colour: MediaColour, base: string, light: string, angle: number): string {
  const rad = (angle * Math.PI) / 180
  const dx = Math.cos(rad) / 2
  const dy = Math.sin(rad) / 2
  const metal = colour === 'stainless' || colour === 'silver'
  const stops = metal
    ? `<stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${mix(base, '#ffffff', 0.35)}"/>`
    : `<stop offset="0" stop-color="${light}"/><stop offset=".6" stop-color="${base}"/>`
  return `<linearGradient id="${id}"${attrs({ x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy })}>${stops}</linearGradient>`
}

const strokeGroup = (p: Palette, transform: string, body: string) =>
  `<g transform="${transform}" stroke="${p.stroke}" stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${body}</g>`

function renderBanner(p: Palette, colour: MediaColour, key: string, seed: number, w: number, h: number, bgId: string): string {
  const accent = bannerAccent(colour)
  const tint = TINTS[seed % TINTS.length]
  const [main, left, right] = bannerMotif(key)
  const shift = (((seed >>> 8) % 9) - 4) / 100
  // The appliances stand on a 400 x 200 stage on the right; the page lays its own text over the left.
  // At most half the width: the leftmost appliance starts after 47% of it, beside the home hero's text.
  const k = Math.min((h * 0.82) / 200, (w * 0.5) / 400)
  const stageX = w * (0.96 + shift / 2) - 400 * k
  const stageY = h * 0.88 - 190 * k
  const item = (shape: ItemShape | undefined, centre: number, scale: number) =>
    shape === undefined
      ? ''
      : `<g transform="translate(${num(centre - 100 * scale)} ${num(190 - 190 * scale)}) scale(${scale})" stroke-width="${num(1.7 / scale)}">${drawings[shape](p)}</g>`
  return (
    `<defs><linearGradient id="${bgId}" x2="1" y2=".4"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${tint}"/></linearGradient></defs>` +
    rect(0, 0, w, h, 0, `url(#${bgId})`) +
    circle(stageX + 200 * k, h * 0.5, h * 0.44, accent, { 'fill-opacity': 0.18 }) +
    circle(w * (0.92 + shift), h * 0.14, h * 0.2, accent, { 'fill-opacity': 0.12 }) +
    circle(w * 0.38, h * 1.05, h * 0.3, accent, { 'fill-opacity': 0.08 }) +
    path(
      `M0 ${num(h * 0.86)}Q${num(w * 0.3)} ${num(h * 0.74)} ${num(w * 0.6)} ${num(h * 0.88)}T${num(w)} ${num(h * 0.84)}V${num(h)}H0z`,
      accent,
      { 'fill-opacity': 0.12 },
    ) +
    strokeGroup(
      p,
      `translate(${num(stageX)} ${num(stageY)}) scale(${num(k)})`,
      ellipse(200, 190, 190, 6, '#000', { 'fill-opacity': 0.07, stroke: 'none' }) +
        item(left, 78, 0.48) +
        item(right, 322, 0.52) +
        item(main, 200, 0.85),
    )
  )
}

function renderItem(p: Palette, shape: Exclude<MediaShape, 'banner'>, seed: number, width: number, height: number): string {
  const min = Math.min(width, height)
  const tint = TINTS[seed % TINTS.length]
  const scale = (min * 0.8) / 200
  const left = (width - 200 * scale) / 2
  const top = (height - 200 * scale) / 2
  const haloX = width / 2 + ((((seed >>> 12) % 13) - 6) / 100) * min
  const haloY = height / 2 + ((((seed >>> 17) % 13) - 6) / 100) * min
  return (
    rect(0, 0, width, height, 0, tint) +
    circle(haloX, haloY, min * 0.42, '#fff', { 'fill-opacity': 0.7 }) +
    strokeGroup(
      p,
      `translate(${num(left)} ${num(top)}) scale(${num(scale)})`,
      ellipse(100, 190, 76, 6, '#000', { 'fill-opacity': 0.07, stroke: 'none' }) + drawings[shape](p),
    )
  )
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)

/** Renders one illustration as a standalone SVG document (no XML prolog). */
export function renderIllustration({ shape, colour, key, width, height }: IllustrationSpec): string {
  const safeColour = normaliseColour(colour)
  const seed = hash32(key)
  // Ids only need to be unique when several SVGs are inlined into one page.
  const idSuffix = hash32(`${shape}/${safeColour}/${key}/${width}x${height}`).toString(36)
  const titleId = `t${idSuffix}`
  const gradientId = `g${idSuffix}`
  const p = palette(safeColour, gradientId)
  const angle = 20 + ((seed >>> 3) % 51)
  const defs = `<defs>${gradient(gradientId, safeColour, p.base, p.light, angle)}</defs>`
  const body =
    shape === 'banner' ? renderBanner(p, safeColour, key, seed, width, height, `b${idSuffix}`) : renderItem(p, shape, seed, width, height)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width, height, viewBox: `0 0 ${width} ${height}` })} role="img" aria-labelledby="${titleId}">` +
    `<title id="${titleId}">${escapeXml(illustrationTitle(shape, safeColour))}</title>` +
    defs +
    body +
    '</svg>'
  )
}

// ---------------------------------------------------------------- request parsing

const KEY_PATTERN = /^[a-z0-9-]{1,80}$/
const COLOUR_PATTERN = /^[a-z]{1,24}$/
const SIZE_PATTERN = /^[0-9]{1,4}$/

function readSize(search: URLSearchParams, name: string): number | null | undefined {
  const values = search.getAll(name)
  if (values.length === 0) return undefined
  if (values.length > 1 || !SIZE_PATTERN.test(values[0])) return null
  const value = Number(values[0])
  return value >= MIN_MEDIA_SIZE && value <= MAX_MEDIA_SIZE ? value : null
}

const clampSize = (value: number) => Math.min(MAX_MEDIA_SIZE, Math.max(MIN_MEDIA_SIZE, Math.round(value)))

/**
 * Reads `{shape}/{colour}/{key}.svg` and `?w=&h=`. Returns null for anything
 * malformed (the route answers 404). A well-formed but unknown colour becomes
 * `neutral`. With one side given, the other keeps the default aspect ratio.
 */
export function parseMediaPath(splat: string, search: URLSearchParams): IllustrationSpec | null {
  const parts = splat.split('/')
  if (parts.length !== 3) return null
  const [shape, colour, file] = parts
  if (!isShape(shape) || !COLOUR_PATTERN.test(colour) || !file.endsWith('.svg')) return null
  const key = file.slice(0, -4)
  if (!KEY_PATTERN.test(key)) return null

  const w = readSize(search, 'w')
  const h = readSize(search, 'h')
  if (w === null || h === null) return null
  const fallback = shape === 'banner' ? MEDIA_SIZES.banner : MEDIA_SIZES.gallery
  const width = w ?? (h === undefined ? fallback.width : clampSize((h * fallback.width) / fallback.height))
  const height = h ?? (w === undefined ? fallback.height : clampSize((w * fallback.height) / fallback.width))
  return { shape, colour: normaliseColour(colour), key, width, height }
}

// ---------------------------------------------------------------- memoised rendering

export interface RenderedIllustration {
  svg: string
  /** Strong validator: a quoted hash of the SVG bytes. */
  etag: string
}

const CACHE_LIMIT = 2000
const cache = new Map<string, RenderedIllustration>()

/** Renders through a small LRU: catalogue pages ask for the same images again and again. */
export function getIllustration(spec: IllustrationSpec): RenderedIllustration {
  const cacheKey = `${spec.shape}/${spec.colour}/${spec.key}/${spec.width}x${spec.height}`
  const hit = cache.get(cacheKey)
  if (hit) {
    // Re-insert so that Map order tracks recency.
    cache.delete(cacheKey)
    cache.set(cacheKey, hit)
    return hit
  }
  const svg = renderIllustration(spec)
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
  const rendered = { svg, etag }
  cache.set(cacheKey, rendered)
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return rendered
}

export function illustrationCacheSize(): number {
  return cache.size
}
