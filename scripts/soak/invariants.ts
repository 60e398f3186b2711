/**
 * The soak's invariants as pure functions over rows read from the database (and over what the shoppers
 * saw), so that they are tested without a server: each returns the broken cases as sentences, none when
 * the invariant holds.
 */

export interface OrderRow {
  id: string
  number: string
  idempotency_key: string
  subtotal: number
  discount: number
  shipping_amount: number
  grand_total: number
}

export interface OrderLineRow {
  order_id: string
  product_id: number
  qty: number
  row_total: number
}

export interface StockRow {
  product_id: number
  qty: number
  manage_stock: number
}

export interface MailRow {
  kind: string
  dedupe_key: string
  status: string
  payload: string
}

/** What the shoppers were told: for each idempotency key, the order numbers (or status pages) answers named. */
export type PlacedByKey = ReadonlyMap<string, ReadonlySet<string>>

export interface Snapshot {
  orders: OrderRow[]
  lines: OrderLineRow[]
  stock: StockRow[]
  mail: MailRow[]
}

const n = (value: number | string): number => Number(value)

/** An order has lines, and its subtotal is the sum of its lines; its total is subtotal - discount + delivery. */
export function orderTotals(orders: readonly OrderRow[], lines: readonly OrderLineRow[]): string[] {
  const sums = new Map<string, { count: number; total: number }>()
  for (const line of lines) {
    const sum = sums.get(line.order_id) ?? { count: 0, total: 0 }
    sum.count += 1
    sum.total += n(line.row_total)
    sums.set(line.order_id, sum)
  }
  const broken: string[] = []
  for (const order of orders) {
    const sum = sums.get(order.id)
    if (!sum) {
      broken.push(`order ${order.number} has no lines`)
      continue
    }
    if (sum.total !== n(order.subtotal))
      broken.push(`order ${order.number}: subtotal ${order.subtotal} but its lines add up to ${sum.total}`)
    const expected = n(order.subtotal) - n(order.discount) + n(order.shipping_amount)
    if (expected !== n(order.grand_total))
      broken.push(`order ${order.number}: total ${order.grand_total}, not subtotal - discount + delivery = ${expected}`)
  }
  const known = new Set(orders.map((order) => order.id))
  for (const orderId of sums.keys()) if (!known.has(orderId)) broken.push(`lines of order id ${orderId}, which does not exist`)
  return broken
}

/** No managed stock below zero. */
export function negativeStock(stock: readonly StockRow[]): string[] {
  return stock.filter((row) => n(row.manage_stock) === 1 && n(row.qty) < 0).map((row) => `product ${row.product_id}: stock ${row.qty}`)
}

/**
 * Stock taken equals units ordered: for every managed product, what it held before the run minus what it
 * holds now is the quantity of its order lines placed during the run (no stock taken without an order, no
 * order without its stock). `before` is read when the run starts, with no order yet in `lines`.
 */
export function stockConservation(before: readonly StockRow[], after: readonly StockRow[], lines: readonly OrderLineRow[]): string[] {
  const ordered = new Map<number, number>()
  for (const line of lines) ordered.set(n(line.product_id), (ordered.get(n(line.product_id)) ?? 0) + n(line.qty))
  const now = new Map(after.map((row) => [n(row.product_id), row]))
  const broken: string[] = []
  for (const row of before) {
    if (n(row.manage_stock) !== 1) continue
    const later = now.get(n(row.product_id))
    if (!later) continue
    const taken = n(row.qty) - n(later.qty)
    const units = ordered.get(n(row.product_id)) ?? 0
    if (taken !== units) broken.push(`product ${row.product_id}: ${taken} units taken from stock, ${units} ordered`)
  }
  return broken
}

/** Each idempotency key made one order, and every order a shopper was told about exists. */
export function ordersByKey(orders: readonly OrderRow[], placed: PlacedByKey): string[] {
  const byKey = new Map<string, OrderRow[]>()
  for (const order of orders) byKey.set(order.idempotency_key, [...(byKey.get(order.idempotency_key) ?? []), order])
  const broken: string[] = []
  for (const [key, rows] of byKey) {
    if (rows.length > 1) broken.push(`key ${key}: ${rows.length} orders (${rows.map((row) => row.number).join(', ')})`)
  }
  for (const [key, answers] of placed) {
    if (answers.size > 1) broken.push(`key ${key}: answered with ${answers.size} different orders (${[...answers].join(', ')})`)
    if (!byKey.has(key)) broken.push(`key ${key}: the shopper was told the order was placed, but it is not in the database`)
  }
  return broken
}

/** Exactly one confirmation queued per order; with `sent`, every one of them sent. */
export function confirmationMail(orders: readonly OrderRow[], mail: readonly MailRow[], options: { sent: boolean }): string[] {
  const perOrder = new Map<string, MailRow[]>()
  for (const row of mail) {
    if (row.kind !== 'order_confirmation') continue
    let orderId: string | undefined
    try {
      orderId = (JSON.parse(row.payload) as { orderId?: string }).orderId
    } catch {
      orderId = undefined
    }
    if (!orderId) continue
    perOrder.set(orderId, [...(perOrder.get(orderId) ?? []), row])
  }
  const broken: string[] = []
  for (const order of orders) {
    const rows = perOrder.get(order.id) ?? []
    if (rows.length !== 1) broken.push(`order ${order.number}: ${rows.length} confirmations queued`)
    else if (options.sent && rows[0].status !== 'sent') broken.push(`order ${order.number}: confirmation ${rows[0].status}, not sent`)
  }
  return broken
}

/** Messages a mail server received more than once for the same order number (from the sink's texts). */
export function mailedTwice(messages: readonly string[], orderNumbers: readonly string[]): string[] {
  const broken: string[] = []
  for (const number of orderNumbers) {
    const count = messages.filter((message) => message.includes(number)).length
    if (count > 1) broken.push(`order ${number}: its confirmation arrived ${count} times`)
  }
  return broken
}

/**
 * RSS is flat after warm-up when the median of the last third of the samples is at most `ratio` times
 * the median of the first third plus `slackBytes` (a garbage collector's swing). Samples are bytes, taken
 * after the warm-up, in order.
 */
export function rssFlat(
  samples: readonly number[],
  ratio = 1.25,
  slackBytes = 24 * 1024 * 1024,
): { flat: boolean; first: number; last: number } {
  if (samples.length < 3) return { flat: true, first: samples[0] ?? 0, last: samples.at(-1) ?? 0 }
  const third = Math.floor(samples.length / 3)
  const first = median(samples.slice(0, third))
  const last = median(samples.slice(samples.length - third))
  return { flat: last <= first * ratio + slackBytes, first, last }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Every invariant over one snapshot of the database; each broken one as a sentence. */
export function checkSnapshot(before: readonly StockRow[], after: Snapshot, placed: PlacedByKey, options: { mailSent: boolean }): string[] {
  return [
    ...orderTotals(after.orders, after.lines),
    ...negativeStock(after.stock),
    ...stockConservation(before, after.stock, after.lines),
    ...ordersByKey(after.orders, placed),
    ...confirmationMail(after.orders, after.mail, { sent: options.mailSent }),
  ]
}
