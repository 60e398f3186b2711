/**
 * Product attributes as the shop shows them: option labels and the specification list of a product page.
 */

/** What the rules need to know of an attribute (the catalog's AttributeMeta has this shape and more). */
export interface AttributeInfo {
  label: string
  isVisible: boolean
  position: number
  options: Map<string, { label: string }>
}

/** The label of an attribute value; a value without an option (free text) is shown as stored. */
export function optionLabel(attributes: Map<string, AttributeInfo>, code: string, value: string): string {
  return attributes.get(code)?.options.get(value)?.label ?? value
}

export interface SpecRow {
  code: string
  label: string
  value: string
}

/**
 * The specification list: the chosen variant's values first, then the product's own for attributes the variant
 * does not set; only visible attributes, in attribute order.
 */
export function productSpecs(
  attributes: Map<string, AttributeInfo>,
  own: Record<string, string>,
  variant: Record<string, string> = {},
): SpecRow[] {
  return Object.entries(variant)
    .concat(Object.entries(own))
    .filter(([code], index, all) => all.findIndex(([c]) => c === code) === index)
    .filter(([code]) => attributes.get(code)?.isVisible)
    .sort(([a], [b]) => (attributes.get(a)?.position ?? 0) - (attributes.get(b)?.position ?? 0))
    .map(([code, value]) => ({ code, label: attributes.get(code)?.label ?? code, value: optionLabel(attributes, code, value) }))
}
