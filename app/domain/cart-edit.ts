/**
 * Editing a cart line: the shopper reopens a line to change its variant, its custom options or its
 * bundle choices, and its quantity. The edit state is nothing until a line is opened; it then holds the
 * line's product, quantity and choices keyed by the kind of option, and closing the line clears it.
 *
 * Pure rules only: which lines can be reopened, the form's starting values, which choices are missing,
 * the variant a choice of attribute values names, and how the edited line lands in the cart (in place, or
 * merged into an identical line the cart already has).
 */
import { isExactMatch, type ConfigurableChild } from './configurable'
import { FIELD_REQUIRED, MAX_QUANTITY, NO_SUCH_CONFIGURATION } from './messages'
import { isChildAvailable } from './product-rules'
import { validateQuantity } from './stock'

/** The choices of a line, keyed by the kind of option they belong to. */
export interface SelectedOptions {
  /** A configurable product's attribute code -> value (the variant). */
  configurable: Record<string, string>
  /** Custom option id -> value id. */
  custom: Record<string, string>
  /** Bundle option id -> chosen product id. */
  bundle: Record<string, string>
}

export interface CartEditState {
  lineId: string
  productId: number
  qty: number
  selectedOptions: SelectedOptions
}

/** What a line's option list says about it, as the cart shows lines. */
interface LineShape {
  parentSku: string | null
  typeId: string
  options: readonly { code: string }[]
}

/**
 * Whether a line offers "Edit": a variant of a configurable product, a bundle, or a line with custom
 * options chosen. Decided from what the cart already shows, so the cart page asks nothing more of the
 * database for it (a product whose optional custom options were all left empty offers none).
 */
export function lineHasChoices(line: LineShape): boolean {
  return line.parentSku !== null || line.typeId === 'bundle' || line.options.some((o) => o.code.startsWith('option:'))
}

/** A stored line's choices as the edit form starts with them. */
export function editStateOf(line: {
  id: string
  productId: number
  qty: number
  variantAttributes?: Record<string, string>
  selection: { options?: Record<string, number>; bundle?: Record<string, number> }
}): CartEditState {
  const asText = (record: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(record ?? {}).map(([id, value]) => [id, String(value)]))
  return {
    lineId: line.id,
    productId: line.productId,
    qty: line.qty,
    selectedOptions: {
      configurable: { ...(line.variantAttributes ?? {}) },
      custom: asText(line.selection.options),
      bundle: asText(line.selection.bundle),
    },
  }
}

/**
 * The form fields left empty although they must be chosen, each with 'Field is required': every attribute
 * of a configurable product (a variant needs all of them), and each required custom option and bundle
 * option. Field names are the form's: `attributes.<code>`, `options.<id>`, `bundle.<id>`.
 */
export function missingChoices(
  chosen: SelectedOptions,
  needs: {
    attributeCodes: readonly string[]
    customOptions: readonly { id: number; required: boolean }[]
    bundleOptions: readonly { id: number; required: boolean }[]
  },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const code of needs.attributeCodes) if (!chosen.configurable[code]) errors[`attributes.${code}`] = [FIELD_REQUIRED]
  for (const option of needs.customOptions)
    if (option.required && !chosen.custom[String(option.id)]) errors[`options.${option.id}`] = [FIELD_REQUIRED]
  for (const option of needs.bundleOptions)
    if (option.required && !chosen.bundle[String(option.id)]) errors[`bundle.${option.id}`] = [FIELD_REQUIRED]
  return errors
}

/**
 * The variant that carries exactly the chosen value of every attribute and can be bought (not out of stock,
 * status below 2). No such variant: the spec's no-such-configuration message. Unlike the product page,
 * editing never falls back to a near match: the shopper named every attribute, and gets that or is told.
 */
export function variantFor<T extends ConfigurableChild>(
  children: readonly T[],
  attributes: Record<string, string>,
): { ok: true; child: T } | { ok: false; message: string } {
  const child = children.find((c) => isChildAvailable(c, { allowOutOfStock: false }) && isExactMatch(c, attributes))
  return child ? { ok: true, child } : { ok: false, message: NO_SUCH_CONFIGURATION }
}

/** What to write for an edit: the line to keep with its quantity, and the line to delete (if any). */
export type LineEditPlan =
  { ok: true; keep: string; qty: number; remove: string | null } | { ok: false; message: string; params?: Record<string, number> }

/**
 * Where an edited line goes. With choices no other line has, the edited line itself changes (it keeps its
 * place in the cart). When the cart already has a line of the same product with the same choices (its
 * twin), the two become one: the twin takes the sum of both quantities and the edited line goes, as adding
 * the same thing twice raises one line. The quantity that stays may not exceed `maxQuantity` ('Only
 * {maxQuantity} products of this type are available!'); then nothing changes.
 */
export function planLineEdit(
  editedId: string,
  twin: { id: string; qty: number } | undefined,
  qty: number,
  cap: { maxQuantity: number | null },
): LineEditPlan {
  const merge = twin !== undefined && twin.id !== editedId
  const total = merge ? twin.qty + qty : qty
  const checked = validateQuantity(total, { available: cap.maxQuantity, maxSaleQty: 0 })
  if (!checked.ok) {
    return checked.message === MAX_QUANTITY
      ? { ok: false, message: MAX_QUANTITY, params: checked.params ?? { maxQuantity: cap.maxQuantity ?? 0 } }
      : { ok: false, message: checked.message, ...(checked.params ? { params: checked.params } : {}) }
  }
  return merge
    ? { ok: true, keep: twin.id, qty: checked.qty, remove: editedId }
    : { ok: true, keep: editedId, qty: checked.qty, remove: null }
}
