import { describe, expect, it } from 'vitest'
import { estimateLabelWidth, MENU_TIERS, menuFoldTiers } from '~/domain/menu-fold'

const NEVER = MENU_TIERS.length
const ITALIAN = [
  'Grandi elettrodomestici',
  'Piccoli elettrodomestici',
  'Riscaldamento e raffrescamento',
  'Ricambi',
  'Estensioni di garanzia',
  'E-book di ricette',
  'Bundle per la cucina',
  'Set',
  'Saldi',
  'Blog',
]

describe('estimateLabelWidth', () => {
  it('is at least what bold DejaVu Sans at .9rem takes (measured in Chromium), and not far above it', () => {
    for (const [label, measured] of [
      ['Large Appliances', 139],
      ['Garantieverlängerungen', 199],
      ['Riscaldamento e raffrescamento', 263],
      ['Küchen-Bundles', 131],
      ['Sets', 35],
    ] as const) {
      expect(estimateLabelWidth(label), label).toBeGreaterThanOrEqual(measured)
      expect(estimateLabelWidth(label), label).toBeLessThan(measured * 1.1)
    }
  })

  it('counts square characters a full em and wide letters wider than narrow ones', () => {
    expect(estimateLabelWidth('大型家電')).toBeCloseTo(4 * 14.4)
    expect(estimateLabelWidth('mmmm')).toBeGreaterThan(estimateLabelWidth('iiii') * 2)
  })
})

describe('menuFoldTiers', () => {
  it('keeps a short menu inline at every width, with no More', () => {
    expect(menuFoldTiers(['Fridges', 'Kettles', 'Sale', 'Blog'], 'More', 1)).toEqual([0, 0, 0, 0])
  })

  it('folds the tail of a long menu, more of it the narrower the screen; the pinned blog never folds', () => {
    const tiers = menuFoldTiers(ITALIAN, 'Altro', 1)
    // The leading categories show from the narrowest desktop on; the blog too.
    expect(tiers[0]).toBe(0)
    expect(tiers.at(-1)).toBe(0)
    // Along the menu an item never shows at a narrower width than the one before it.
    const categories = tiers.slice(0, -1)
    expect(categories).toEqual([...categories].sort((a, b) => a - b))
    // The Italian names are long: the tail is in More even on the widest page.
    expect(categories.at(-1)).toBe(NEVER)
    // And something folds in only below the widest plan.
    expect(categories.some((tier) => tier > 0 && tier < NEVER)).toBe(true)
  })

  it('fits what it keeps inline, with More, into the row of each width', () => {
    const tiers = menuFoldTiers(ITALIAN, 'Altro', 1)
    MENU_TIERS.forEach((viewport, tier) => {
      const inline = ITALIAN.filter((_, i) => tiers[i]! <= tier)
      const folds = inline.length < ITALIAN.length
      const row =
        inline.reduce((sum, label) => sum + estimateLabelWidth(label), 0) +
        14.4 * (inline.length - 1) +
        (folds ? 14.4 + estimateLabelWidth('Altro') + 20 : 0)
      expect(row, `${viewport} px`).toBeLessThanOrEqual(Math.min(viewport - 17, 1200) - 32)
    })
  })

  it('folds everything but the pinned item when not even one label fits', () => {
    expect(menuFoldTiers(['W'.repeat(200), 'Blog'], 'More', 1)).toEqual([NEVER, 0])
  })
})
