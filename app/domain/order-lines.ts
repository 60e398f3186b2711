/**
 * How an order line is named wherever a shopper reads it (the order page, every order mail): its chosen
 * options as "Label: value", or the bare value when the option has no label (older bundle lines were
 * stored that way), so a line never reads "(: Sondela …)".
 */

export interface LineOption {
  label: string
  value: string
}

/** One chosen option as the shopper reads it. */
export function optionText(option: LineOption): string {
  const label = option.label.trim()
  return label ? `${label}: ${option.value}` : option.value
}

/** A line's name followed by its options in brackets: "Kitchen Starter Bundle (Kettle: Sondela, Toaster: Vuka)". */
export function lineTitle(line: { name: string; options: readonly LineOption[] }): string {
  return line.options.length ? `${line.name} (${line.options.map(optionText).join(', ')})` : line.name
}

/** What an order asks of the shop once it is paid: something to ship, files to download, or neither. */
export interface OrderFulfilment {
  /** Goods go to an address (the order has a shipping method). */
  ships: boolean
  /** The order has downloadable files. */
  downloads: boolean
}

/**
 * Which sentence tells the shopper what happens next: "we'll let you know when it is on its way" only when
 * something is shipped; downloads are ready at once; virtual products and gift cards need no delivery.
 */
export type NextStep = 'ships' | 'downloads' | 'nothing_to_ship'

export function nextStep(fulfilment: OrderFulfilment): NextStep {
  if (fulfilment.ships) return 'ships'
  return fulfilment.downloads ? 'downloads' : 'nothing_to_ship'
}
