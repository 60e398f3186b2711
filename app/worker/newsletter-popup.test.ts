import { describe, expect, it } from 'vitest'
import {
  FILLING_QUIET_MS,
  POPUP_SNOOZE_DAYS,
  choiceValue,
  isBusyPath,
  popupTurn,
  readChoice,
  type PopupSituation,
} from './newsletter-popup'

const NOW = Date.UTC(2026, 10, 27, 12)
const DAY = 24 * 60 * 60 * 1000
const calm: PopupSituation = { pathname: '/', stored: null, now: NOW, overlayOpen: false, fieldFocused: false, lastInputAt: null }
const turn = (change: Partial<PopupSituation>) => popupTurn({ ...calm, ...change })

describe('the newsletter popup waits its turn', () => {
  it('opens on a calm shop page it was never shown on, in every store view', () => {
    for (const pathname of ['/', '/c/kettles', '/de', '/de/search', '/it/p/abc/kettle', '/cart']) {
      expect(turn({ pathname }), pathname).toBe('open')
    }
  })

  it('never on checkout, order status, login, password reset, account or newsletter pages', () => {
    for (const pathname of [
      '/checkout',
      '/de/checkout',
      '/order/status',
      '/login',
      '/it/login',
      '/logout',
      '/my-account',
      '/my-account/orders/12',
      '/de/my-account/newsletter',
      '/Account/Reset-Password',
      '/reset-password',
      '/newsletter',
      '/newsletter/confirm',
    ]) {
      expect(turn({ pathname }), pathname).toBe('never')
      expect(isBusyPath(pathname), pathname).toBe(true)
    }
    // A product whose name starts like a busy page is not one.
    expect(isBusyPath('/p/ordering-guide/x')).toBe(false)
    expect(isBusyPath('/c/login-gifts')).toBe(false)
  })

  it('waits while a menu or panel is open, a field has focus, or a field was typed into moments ago', () => {
    expect(turn({ overlayOpen: true })).toBe('wait')
    expect(turn({ fieldFocused: true })).toBe('wait')
    expect(turn({ lastInputAt: NOW - 1000 })).toBe('wait')
    expect(turn({ lastInputAt: NOW - FILLING_QUIET_MS })).toBe('open')
  })

  it('once closed or shown, stays away for a long time; a subscription for good', () => {
    expect(POPUP_SNOOZE_DAYS).toBeGreaterThanOrEqual(30)
    expect(turn({ stored: choiceValue('dismissed', NOW - DAY) })).toBe('never')
    expect(turn({ stored: choiceValue('shown', NOW - 10 * DAY) })).toBe('never')
    expect(turn({ stored: choiceValue('dismissed', NOW - (POPUP_SNOOZE_DAYS - 1) * DAY) })).toBe('never')
    expect(turn({ stored: choiceValue('dismissed', NOW - (POPUP_SNOOZE_DAYS + 1) * DAY) })).toBe('open')
    expect(turn({ stored: choiceValue('subscribed', NOW - 1000 * DAY) })).toBe('never')
  })

  it('a value it cannot date keeps it closed; without storage it never opens', () => {
    expect(turn({ stored: 'dismissed' })).toBe('never')
    expect(turn({ stored: 'e2e' })).toBe('never')
    expect(readChoice('e2e')).toEqual({ choice: 'unknown', at: null })
    expect(readChoice(choiceValue('shown', NOW))).toEqual({ choice: 'shown', at: NOW })
    expect(turn({ stored: undefined })).toBe('never')
  })

  it('the page being busy wins over everything else', () => {
    expect(turn({ pathname: '/checkout', overlayOpen: true })).toBe('never')
  })
})
