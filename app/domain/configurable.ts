/**
 * Choosing a variant of a configurable product: an exact sku first, then the child
 * matching the most selected attributes, the lower price on a tie.
 *
 * What "match" means here:
 * - A selected attribute is one with a non-empty value in `selection.attributes`,
 *   leaving out price attributes ('price' by default), which never take part.
 * - A child's score is how many selected attributes it carries with the same value
 *   (values compare as strings). A child matches when its score is at least 1, so
 *   a partial match counts: the child matching the most selected attributes wins,
 *   then the lower price, then the earlier child in the list.
 * - An empty selection (nothing selected, or only price attributes) matches no
 *   child. With `fallbackToDefault` the default child is returned: the first
 *   available child in list order (the catalogue's position order). Without it
 *   the result is null with the no-such-configuration warning.
 */
import { NO_SUCH_CONFIGURATION } from '~/domain/messages'
import { isChildAvailable } from '~/domain/product-rules'
import type { StockStatus } from '~/domain/stock'

export interface ConfigurableChild {
  sku: string
  status: number
  stockStatus: StockStatus
  price: number
  attributes: Record<string, string>
}

export interface VariantSelection {
  sku?: string
  attributes: Record<string, string>
}

export interface SelectChildOptions {
  allowOutOfStock: boolean
  fallbackToDefault: boolean
  /** Attribute codes ignored when matching. Default ['price']. */
  priceAttributes?: string[]
}

export type ChildMatch = 'sku' | 'attributes' | 'default'

export function selectChild<T extends ConfigurableChild>(
  children: T[],
  selection: VariantSelection,
  opts: SelectChildOptions,
): { child: T | null; warning?: string; matchedBy?: ChildMatch } {
  const candidates = children.filter((child) => isChildAvailable(child, opts))

  if (selection.sku) {
    const bySku = candidates.find((child) => child.sku === selection.sku)
    if (bySku) return { child: bySku, matchedBy: 'sku' }
  }

  const wanted = selectedAttributes(selection.attributes, opts.priceAttributes ?? ['price'])
  let best: T | null = null
  let bestScore = 0
  for (const child of candidates) {
    const score = wanted.filter(([code, value]) => child.attributes[code] === value).length
    if (score === 0) continue
    if (score > bestScore || (score === bestScore && best !== null && child.price < best.price)) {
      best = child
      bestScore = score
    }
  }
  if (best) return { child: best, matchedBy: 'attributes' }

  if (opts.fallbackToDefault && candidates.length > 0) {
    return { child: candidates[0], matchedBy: 'default' }
  }
  return { child: null, warning: NO_SUCH_CONFIGURATION }
}

function selectedAttributes(attributes: Record<string, string>, ignored: string[]): [string, string][] {
  return Object.entries(attributes)
    .filter(([code, value]) => !ignored.includes(code) && value !== undefined && value !== null && value !== '')
    .map(([code, value]) => [code, String(value)])
}

/** Whether a child carries exactly the selected value of every given attribute. */
export function isExactMatch(child: ConfigurableChild, attributes: Record<string, string>): boolean {
  return selectedAttributes(attributes, []).every(([code, value]) => child.attributes[code] === value)
}

export interface OptionValueState {
  value: string
  /**
   * Whether some available child has this value together with every value already
   * selected for the other attributes. False marks an impossible combination.
   */
  combinable: boolean
}

/**
 * For each configurable attribute, the values that exist among the available
 * children (in order of first appearance), each flagged whether it still combines
 * with the current partial selection. An attribute's own selected value does not
 * restrict its alternatives, so the shopper can always switch within one attribute.
 */
export function optionValuesFor(
  children: ConfigurableChild[],
  attributeCodes: string[],
  selection: Record<string, string> = {},
  opts: { allowOutOfStock: boolean } = { allowOutOfStock: false },
): Record<string, OptionValueState[]> {
  const available = children.filter((child) => isChildAvailable(child, opts))
  const chosen = selectedAttributes(selection, []).filter(([code]) => attributeCodes.includes(code))
  const result: Record<string, OptionValueState[]> = {}

  for (const code of attributeCodes) {
    const others = chosen.filter(([other]) => other !== code)
    const states = new Map<string, boolean>()
    for (const child of available) {
      const value = child.attributes[code]
      if (value === undefined || value === null || value === '') continue
      const fits = others.every(([other, wanted]) => child.attributes[other] === wanted)
      states.set(value, (states.get(value) ?? false) || fits)
    }
    result[code] = [...states].map(([value, combinable]) => ({ value, combinable }))
  }
  return result
}
