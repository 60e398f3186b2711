/**
 * The orders provider's entry: Orders: placing them, who may see one, their status, history, downloads and
 * invoices. Routes and components import this file, not the files beside it (docs/decisions/0065); the
 * re-exports below are what they use. Other server code imports the file that defines a name.
 */
export { canViewOrder, orderStatusPath, orderStoreView, placedInSession, rememberOrder } from './access.server'
export { takeDownload } from './downloads.server'
export { customerOrder, customerOrders, trackOrder } from './history.server'
export { invoiceResponse } from './invoice.server'
export { getOrder, getOrderByIdempotencyKey, placeOrder } from './orders.server'
export { orderStatusView } from './status.server'
export { type AddressDetails, type OrderRecord } from './types'
