/**
 * The payments provider's entry: Payment state of an order, the gateways per method, their notifications and
 * the sandbox. Routes and components import this file, not the files beside it (docs/decisions/0065); the
 * re-exports below are what they use. Other server code imports the file that defines a name.
 */
export { changePaymentMethod, otherPaymentMethods, PaymentError, retryPayment, startPayment } from './payments.server'
export { isOnlinePayment } from './registry.server'
export { completeSandboxPayment, getSandboxPayment } from './sandbox.server'
export { acceptPaymentReturn, handlePaymentNotification } from './webhooks.server'
