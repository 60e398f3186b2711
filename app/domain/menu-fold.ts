/**
 * Which categories of the desktop menu row stay inline at which screen widths, and which fold into its
 * "More" disclosure. Decided on the server, where no text can be measured: the names' widths are
 * estimated from the widths of bold DejaVu Sans, one of the widest system fonts (the sans-serif of most
 * Linux desktops), so in a narrower font the row only has room to spare. The menu keeps its order:
 * at each width the inline items are a leading run of it, the tail goes into More, and CSS media
 * queries (app/styles/app.css, "menu-from-N") pick the plan for the width at hand.
 */

/**
 * The viewport widths (px) from which each plan holds; the menu row shows from the first one. From the
 * last one on, the page is as wide as it gets (--max) even beside a scroll bar.
 */
export const MENU_TIERS = [900, 1024, 1100, 1220] as const

/** The menu's geometry in px, as app/styles/app.css lays it out. */
const FONT_PX = 14.4 // .9rem
const GAP_PX = 14.4 // .9rem between items
const PAGE_MAX_PX = 1200 // --max
const PAGE_PADDING_PX = 16 // --gap on either side
/** A desktop browser's scroll bar takes this much of the viewport a media query measures. */
const SCROLLBAR_PX = 17
/** The summary's caret and its spacing, besides the label. */
const MORE_EXTRA_PX = 20
/** The estimate may be off by a few per cent in some font: that much room stays free. */
const SAFETY = 1.02

/** Advance widths in em, rounded up from bold DejaVu Sans. */
function charEm(char: string): number {
  const base = char.normalize('NFD')[0] ?? char
  if (base === ' ') return 0.35
  if ("iljIJ.,:;'!|".includes(base)) return 0.38
  if ('ftr-()/'.includes(base)) return 0.5
  if (base === 'm' || base === 'w') return 1.05
  if (base === 'M' || base === 'W' || base === '%') return 1.1
  if (base === '&') return 0.88
  if ('EFLT'.includes(base)) return 0.7
  if (/[A-Z]/.test(base)) return 0.86
  if ('csz'.includes(base)) return 0.61
  if ('aekvxy'.includes(base)) return 0.7
  if (/[a-z0-9ß]/.test(base)) return 0.73
  // CJK, kana and full-width forms are square; other scripts (Cyrillic, Greek) about a capital's width.
  return base.codePointAt(0)! >= 0x2e80 ? 1 : 0.86
}

/** The estimated width of a menu label in px. */
export function estimateLabelWidth(text: string): number {
  let em = 0
  for (const char of text) em += charEm(char)
  return em * FONT_PX
}

/** How many leading items fit a row of `room` px, leaving room for More when not all of them do. */
function inlineCount(widths: number[], room: number, moreWidth: number): number {
  const rowWidth = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width * SAFETY + GAP_PX, 0)
  if (rowWidth(widths.length) <= room) return widths.length
  let count = widths.length - 1
  while (count > 0 && rowWidth(count) + moreWidth > room) count--
  return count
}

/**
 * For each menu label, the index into MENU_TIERS from which it is inline; MENU_TIERS.length means it is
 * in More at every desktop width. Non-decreasing along the menu, apart from the last `pinned` labels
 * (the blog, which is content rather than a category): those stay inline at every width.
 */
export function menuFoldTiers(labels: readonly string[], moreLabel: string, pinned = 0): number[] {
  const foldable = labels.slice(0, labels.length - pinned).map(estimateLabelWidth)
  const reserved = labels.slice(foldable.length).reduce((sum, label) => sum + estimateLabelWidth(label) * SAFETY + GAP_PX, 0)
  const moreWidth = estimateLabelWidth(moreLabel) * SAFETY + MORE_EXTRA_PX + GAP_PX
  const counts = MENU_TIERS.map((viewport) =>
    inlineCount(foldable, Math.min(viewport - SCROLLBAR_PX, PAGE_MAX_PX) - 2 * PAGE_PADDING_PX - reserved, moreWidth),
  )
  return labels.map((_, index) => {
    if (index >= foldable.length) return 0
    const tier = counts.findIndex((count) => count > index)
    return tier === -1 ? MENU_TIERS.length : tier
  })
}
