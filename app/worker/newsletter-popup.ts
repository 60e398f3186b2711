/**
 * When the newsletter popup may open: a pure rule, so that the page script (./newsletter.ts) only gathers
 * what it reads from the page and the unit tests hold the rule itself.
 *
 * The popup is an interruption the shop chooses, so it gives way to everything the shopper chose:
 * - never on pages where the shopper is busy with something that matters more than a coupon: checkout and
 *   the order's status after it, login and password reset, the account area, the newsletter's own pages;
 * - not while a menu, panel or dialog is open or a form is being filled (a field has focus, or was typed
 *   into moments ago): it waits and tries again, on this page or the next;
 * - once shown (closed, or left open) or subscribed, not again for POPUP_SNOOZE_DAYS: long enough that a
 *   shopper who said no is not asked again in the same season; a subscription is for good.
 * Without storage the choice cannot be kept, so the popup never opens: better never than on every page.
 */

export const POPUP_STORAGE_KEY = 'karoo:newsletter-popup'
export const POPUP_SNOOZE_DAYS = 90
const DAY_MS = 24 * 60 * 60 * 1000
/** A field typed into this recently still counts as being filled (the shopper paused, or tapped a checkbox). */
export const FILLING_QUIET_MS = 15_000

/** Paths (store view prefix removed, lower case) where the popup never opens. */
const BUSY_PATHS = ['/checkout', '/order', '/login', '/logout', '/my-account', '/account', '/reset-password', '/newsletter']

export type PopupChoice = 'shown' | 'dismissed' | 'subscribed'

/** What was stored: the choice and when (epoch ms), or a choice without a time (a value this rule did not write). */
export interface StoredChoice {
  choice: PopupChoice | 'unknown'
  at: number | null
}

/** The stored value for a choice made now ("dismissed:1767225600000"). */
export function choiceValue(choice: PopupChoice, now: number): string {
  return `${choice}:${Math.round(now)}`
}

export function readChoice(value: string | null): StoredChoice | null {
  if (value === null) return null
  const match = /^(shown|dismissed|subscribed):(\d+)$/.exec(value)
  if (match) return { choice: match[1] as PopupChoice, at: Number(match[2]) }
  const bare = value === 'shown' || value === 'dismissed' || value === 'subscribed' ? value : 'unknown'
  return { choice: bare, at: null }
}

/** The path without its store view prefix (/de, /it), lower case. */
export function pagePath(pathname: string, storeCodes: readonly string[] = ['de', 'it']): string {
  const lower = pathname.toLowerCase()
  for (const code of storeCodes) {
    if (lower === `/${code}`) return '/'
    if (lower.startsWith(`/${code}/`)) return lower.slice(code.length + 1)
  }
  return lower
}

export function isBusyPath(pathname: string): boolean {
  const path = pagePath(pathname)
  return BUSY_PATHS.some((busy) => path === busy || path.startsWith(`${busy}/`) || path.startsWith(`${busy}.`))
}

export interface PopupSituation {
  pathname: string
  /** The stored value; undefined when the browser gives no storage. */
  stored: string | null | undefined
  now: number
  /** A menu, panel, search suggestions or a dialog is open. */
  overlayOpen: boolean
  /** A form field has focus. */
  fieldFocused: boolean
  /** When a field was last typed into (epoch ms), or null. */
  lastInputAt: number | null
}

/** 'open' now, 'wait' and ask again a little later, or 'never' on this page. */
export type PopupTurn = 'open' | 'wait' | 'never'

export function popupTurn(situation: PopupSituation): PopupTurn {
  const { stored, now } = situation
  if (stored === undefined || isBusyPath(situation.pathname)) return 'never'
  const previous = readChoice(stored)
  if (previous) {
    if (previous.choice === 'subscribed' || previous.at === null) return 'never'
    if (now - previous.at < POPUP_SNOOZE_DAYS * DAY_MS) return 'never'
  }
  if (situation.overlayOpen || situation.fieldFocused) return 'wait'
  if (situation.lastInputAt !== null && now - situation.lastInputAt < FILLING_QUIET_MS) return 'wait'
  return 'open'
}
