import { describe, expect, it } from 'vitest'
import { NOTIFICATION_LIFETIME_MS, notificationLifetimeMs } from './notifications'

describe('notificationLifetimeMs', () => {
  it('keeps a notification that offers Proceed to checkout until the shopper closes it or leaves the page', () => {
    expect(notificationLifetimeMs({ checkoutAction: true })).toBeNull()
  })

  it('closes any other notification after the default lifetime of 10 s', () => {
    expect(NOTIFICATION_LIFETIME_MS).toBe(10_000)
    expect(notificationLifetimeMs({})).toBe(10_000)
    expect(notificationLifetimeMs({ checkoutAction: false })).toBe(10_000)
  })
})
