/**
 * The store has no photographs: every product, category, blog and banner image
 * is a small flat SVG drawn here from its path `/media/{shape}/{colour}/{key}.svg`.
 * Drawings are made in a 200 x 200 design box and centred in a viewBox with the
 * requested aspect ratio. The key only seeds small variations (background tint,
 * highlight angle) so the gallery images of one product differ a little. Nothing is
 * drawn beside the appliance: a star or leaf in a corner looked like a wishlist button.
 * No text, fonts, scripts or external references: output is a pure function of input.
 */
import { createHash } from 'node:crypto'

export const MEDIA_SHAPES = [
  'fridge', 'sidebyside', 'barfridge', 'freezer', 'uprightfreezer', 'washer', 'toploader', 'dryer', 'dishwasher', 'stove', 'oven', 'hob',
  'extractor', 'microwave', 'kettle', 'toaster', 'coffee', 'blender', 'airfryer',
  'processor', 'iron', 'vacuum', 'heater', 'fan', 'part', 'warranty', 'ebook',
  'bundle', 'set', 'banner',
] as const
export type MediaShape = (typeof MEDIA_SHAPES)[number]

export const MEDIA_COLOURS = [
  'white', 'black', 'stainless', 'silver', 'red', 'cream', 'graphite', 'blue',
  'green', 'orange', 'teal', 'neutral',
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
  fridge: 'Fridge', sidebyside: 'Side-by-side fridge', barfridge: 'Bar fridge', freezer: 'Chest freezer', uprightfreezer: 'Upright freezer', washer: 'Washing machine',
  toploader: 'Top loader washing machine', dryer: 'Tumble dryer',
  dishwasher: 'Dishwasher', stove: 'Stove', oven: 'Built-in oven', hob: 'Hob',
  extractor: 'Extractor hood', microwave: 'Microwave', kettle: 'Kettle', toaster: 'Toaster',
  coffee: 'Coffee machine', blender: 'Blender', airfryer: 'Air fryer', processor: 'Food processor',
  iron: 'Steam iron', vacuum: 'Vacuum cleaner', heater: 'Heater', fan: 'Fan', part: 'Spare part',
  warranty: 'Extended warranty', ebook: 'E-book', bundle: 'Bundle', set: 'Appliance set',
  banner: 'Decorative banner',
}

const BASE_COLOURS: Record<MediaColour, string> = {
  white: '#f5f5f3', black: '#2b2d31', stainless: '#c9ced3', silver: '#b9bec4',
  red: '#c83c3a', cream: '#eee3c8', graphite: '#4b5058', blue: '#3f6fb5',
  green: '#4e8a5a', orange: '#e07b39', teal: '#2a8a8a', neutral: '#d8d3cb',
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
  return '#' + a.map((c, i) => Math.round(c + (b[i] - c) * amount).toString(16).padStart(2, '0')).join('')
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
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`
const path = (d: string, fill: string, extra: Attrs = {}) => `<path${attrs({ d, fill, ...extra })}/>`
/** An open stroked line: no fill. */
const line = (d: string, stroke?: string, width?: number, extra: Attrs = {}) =>
  path(d, 'none', { stroke, 'stroke-width': width, ...extra })

const NO_STROKE: Attrs = { stroke: 'none' }
const shine = (d: string, width = 6) => line(d, '#fff', width, { 'stroke-opacity': 0.28 })
/** A dark glass panel with a diagonal reflection. */
const glass = (x: number, y: number, w: number, h: number, rx: number) =>
  rect(x, y, w, h, rx, GLASS) + shine(`M${x + 10} ${y + h - 8}L${x + Math.min(w, h) * 0.55} ${y + 8}`)

// ---------------------------------------------------------------- drawings (200 x 200 box)

type Draw = (p: Palette) => string

const drawings: Record<Exclude<MediaShape, 'banner'>, Draw> = {
  fridge: (p) =>
    rect(50, 6, 100, 184, 10, p.f) +
    line('M50 68H150') +
    rect(134, 24, 7, 30, 3.5, p.trim) +
    rect(134, 82, 7, 50, 3.5, p.trim) +
    rect(58, 178, 84, 8, 3, p.dark, NO_STROKE),

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
    path('M14 150h172v9H14z', p.dark) +
    path('M38 64h124l24 86H14z', p.f) +
    [[70, 86, 17, 6], [132, 86, 15, 5.5], [62, 124, 25, 9], [138, 124, 22, 8]]
      .map(([x, y, rx, ry]) => ellipse(x, y, rx, ry, 'none', { stroke: p.trim, 'stroke-width': 3 }) + ellipse(x, y, rx * 0.45, ry * 0.45, p.dark, NO_STROKE))
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

  iron: (p) =>
    line('M88 110q4-44 40-48h36q10 0 10 10v38', p.dark, 12) +
    path('M20 150h160v-38H74q-40 0-54 38z', p.f) +
    rect(16, 150, 168, 9, 4, p.trim) +
    path('M60 134q8-12 26-12h20v12z', WATER, { 'fill-opacity': 0.8 }) +
    circle(150, 130, 7, p.trim) +
    line('M40 172v10M70 172v12M100 172v10', '#9cb9c9', 3),

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

  fan: (p) =>
    ellipse(100, 182, 42, 8, p.dark) +
    rect(96, 96, 8, 86, 3, p.trim) +
    circle(100, 72, 56, '#fff', { 'fill-opacity': 0.45, stroke: p.trim, 'stroke-width': 4 }) +
    [0, 120, 240].map((a) => ellipse(100, 46, 13, 24, p.f, { transform: `rotate(${a} 100 72)` })).join('') +
    line('M100 16v112M44 72h112', p.trim, 1.5, { 'stroke-opacity': 0.6 }) +
    circle(100, 72, 10, p.dark),

  part: (p) => {
    let d = ''
    for (let i = 0; i < 10; i++) {
      const a = (i * 36 * Math.PI) / 180
      for (const [da, r] of [[-11, 58], [-6, 76], [6, 76], [11, 58]] as const) {
        const t = a + (da * Math.PI) / 180
        d += `${d ? 'L' : 'M'}${num(100 + r * Math.cos(t))} ${num(100 + r * Math.sin(t))}`
      }
    }
    return path(d + 'z', p.f) + circle(100, 100, 40, 'none', { stroke: p.dark, 'stroke-width': 3 }) + circle(100, 100, 22, '#fff', { 'fill-opacity': 0.9 })
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
    circle(100, 116, 20, 'none', { stroke: p.trim, 'stroke-width': 3 }) +
    circle(100, 116, 7, p.trim, NO_STROKE),

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

  // A set is sold as matching appliances (the breakfast set): kettle, coffee machine and toaster together.
  set: (p) => {
    const at = (draw: Draw, x: number, y: number, k: number) => `<g transform="translate(${x} ${y}) scale(${k})" stroke-width="${num(2 / k)}">${draw(p)}</g>`
    return at(drawings.coffee, 52, 30, 0.55) + at(drawings.kettle, -4, 82, 0.52) + at(drawings.toaster, 100, 92, 0.5)
  },
}

// ---------------------------------------------------------------- composition

type ItemShape = Exclude<MediaShape, 'banner'>

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
  ['coffee', ['coffee', 'coffee', 'coffee']],
  ['blender', ['blender', 'blender', 'blender']],
  ['airfryer', ['airfryer', 'airfryer', 'airfryer']],
  ['microwave', ['microwave']],
  ['vacuum', ['vacuum']],
  ['heater', ['heater', 'fan', 'heater']],
  ['fan', ['fan', 'heater', 'fan']],
  ['bundle', ['bundle', 'kettle', 'toaster']],
  ['warrant', ['warranty', 'washer', 'fridge']],
  ['recipe', ['ebook', 'airfryer', 'blender']],
  ['ebook', ['ebook', 'airfryer', 'blender']],
  ['part', ['part']],
  // The sale banner names fridges, kettles and air fryers.
  ['sale', ['fridge', 'kettle', 'airfryer']],
]

const DEFAULT_MOTIF: BannerMotif = ['fridge', 'kettle', 'toaster']

export function bannerMotif(key: string): BannerMotif {
  return BANNER_MOTIFS.find(([word]) => key.includes(word))?.[1] ?? DEFAULT_MOTIF
}

function bannerAccent(colour: MediaColour): string {
  switch (colour) {
    case 'white': return '#8fb3c9'
    case 'cream': return '#d4ad72'
    case 'stainless':
    case 'silver': return '#92a1ae'
    case 'neutral': return '#b8a690'
    default: return BASE_COLOURS[colour]
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
  const k = Math.min((h * 0.82) / 200, (w * 0.55) / 400)
  const stageX = w * (0.96 + shift / 2) - 400 * k
  const stageY = h * 0.88 - 190 * k
  const item = (shape: ItemShape | undefined, centre: number, scale: number) =>
    shape === undefined
      ? ''
      : `<g transform="translate(${num(centre - 100 * scale)} ${num(190 - 190 * scale)}) scale(${scale})" stroke-width="${num(1.7 / scale)}">${drawings[shape](p)}</g>`
  let dots = ''
  for (let i = 0; i < 12; i++) dots += `M${num(w * 0.05 + (i % 4) * h * 0.05)} ${num(h * 0.1 + Math.floor(i / 4) * h * 0.05)}h0`
  return (
    `<defs><linearGradient id="${bgId}" x2="1" y2=".4"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${tint}"/></linearGradient></defs>` +
    rect(0, 0, w, h, 0, `url(#${bgId})`) +
    circle(stageX + 200 * k, h * 0.5, h * 0.44, accent, { 'fill-opacity': 0.18 }) +
    circle(w * (0.92 + shift), h * 0.14, h * 0.2, accent, { 'fill-opacity': 0.12 }) +
    circle(w * 0.38, h * 1.05, h * 0.3, accent, { 'fill-opacity': 0.08 }) +
    path(`M0 ${num(h * 0.86)}Q${num(w * 0.3)} ${num(h * 0.74)} ${num(w * 0.6)} ${num(h * 0.88)}T${num(w)} ${num(h * 0.84)}V${num(h)}H0z`, accent, { 'fill-opacity': 0.12 }) +
    line(dots, accent, h * 0.016, { 'stroke-linecap': 'round', 'stroke-opacity': 0.35 }) +
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
    shape === 'banner'
      ? renderBanner(p, safeColour, key, seed, width, height, `b${idSuffix}`)
      : renderItem(p, shape, seed, width, height)
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
