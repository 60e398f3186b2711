/**
 * The natural order of attribute values that have one (decision record 0035): energy classes best
 * first (A+++, A++, A+, A, B ... G), clothing-style sizes (XS, S, M, L, XL), and amounts with a unit
 * by amount ("7 kg" before "10 kg", "0.5 L" before "2 L"; "1,5 L" reads as 1.5). Works on option
 * values ("a++", "7kg", "0.5l") and on labels alike.
 */

type NaturalKey = { kind: 0; rank: number } | { kind: 1; rank: number } | { kind: 2; unit: string; rank: number }

const SIZES = ['xxxs', 'xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'] as const

/** The sort key of one value, or null when the value has no natural order. */
export function naturalKey(raw: string): NaturalKey | null {
  const value = raw.trim().toLowerCase()
  const energy = /^([a-g])(\+{0,3})$/.exec(value)
  if (energy) return { kind: 0, rank: (energy[1].charCodeAt(0) - 97) * 4 - energy[2].length }
  const size = (SIZES as readonly string[]).indexOf(value)
  if (size >= 0) return { kind: 1, rank: size }
  const amount = /^(\d+(?:[.,]\d+)?)\s*([\p{L}µ][\p{L}\s.]*)?$/u.exec(value)
  if (amount) return { kind: 2, unit: (amount[2] ?? '').trim(), rank: Number(amount[1].replace(',', '.')) }
  return null
}

/** Compares two values with a natural order; values without one come last, by their text. */
export function compareNatural(a: string, b: string): number {
  const ka = naturalKey(a)
  const kb = naturalKey(b)
  if (ka && kb) {
    if (ka.kind !== kb.kind) return ka.kind - kb.kind
    if (ka.kind === 2 && kb.kind === 2 && ka.unit !== kb.unit) return ka.unit < kb.unit ? -1 : 1
    return ka.rank - kb.rank
  }
  if (ka) return -1
  if (kb) return 1
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })
}

/**
 * The items in natural order when every item's value has one; otherwise unchanged (colours and
 * brands keep the order they came in: by count in facets, by option position on product pages).
 */
export function sortNaturally<T>(items: readonly T[], valueOf: (item: T) => string): T[] {
  if (items.length === 0 || !items.every((item) => naturalKey(valueOf(item)) !== null)) return [...items]
  return [...items].sort((a, b) => compareNatural(valueOf(a), valueOf(b)))
}
