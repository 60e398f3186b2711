/**
 * How long a notification stays on screen. A notification lives 10 000 ms by default. One that offers a way
 * on ("Proceed to checkout" after a product was added or a quantity updated) does not go by itself: a
 * shopper who reads slowly, zooms or uses a screen reader must be able to read it and reach its button, so
 * it stays until dismissed or until the shopper moves to another page (docs/decisions/0054).
 */
export const NOTIFICATION_LIFETIME_MS = 10_000

/** Milliseconds until the notification closes itself, or null when only the shopper closes it. */
export function notificationLifetimeMs(notification: { checkoutAction?: boolean }): number | null {
  return notification.checkoutAction ? null : NOTIFICATION_LIFETIME_MS
}
