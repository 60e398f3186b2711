/**
 * The newsletter's page script (decision 0031), loaded after the page like /pwa.js, so that it
 * adds nothing to the React bundles of the budgeted pages. Plain DOM code:
 *
 * - The footer's sign-up form (drawn on the server, app/components/layout/newsletter-signup.tsx) is sent with fetch
 *   and `js=1`: the shopper stays on the page and reads the answer beside the form. Listening on the
 *   document keeps working when React renders the footer again.
 * - The spec's popup: a few seconds after the page has loaded, when its turn comes (./newsletter-popup.ts:
 *   never on checkout, login or account pages, never over an open menu or a form being filled, not again
 *   for months once closed), never for a subscribed customer (the server says so). A native modal
 *   <dialog> with a copy of the footer's form: it sits in the top layer (no layout shift), the page behind
 *   it is inert, Tab stays inside, Escape closes it and focus goes back where it was. The choice is kept
 *   in localStorage, with its time, from the moment it opens.
 *
 * Without JavaScript none of this runs: the form posts and comes back with a notification.
 */
import type { NewsletterSignupReply } from '~/routes/($store)+/_service+/newsletter'
import type { NewsletterBoot } from '~/providers/engagement/newsletter-form.server'
import { POPUP_STORAGE_KEY, choiceValue, popupTurn, readChoice, type PopupChoice } from './newsletter-popup'

declare global {
  interface Window {
    __karooNewsletter?: NewsletterBoot
  }
}

export { POPUP_STORAGE_KEY }
/** After the page's load event: long enough not to interrupt the first look at the page. */
export const POPUP_DELAY_MS = 4_000
/** While the popup waits for a menu to close or a form to be finished, how often it looks again. */
const POPUP_RETRY_MS = 3_000
const FORM_SELECTOR = 'form[data-newsletter-form]'
/** A configured captcha's widget container (decision 0033); absent when none is configured. */
const CAPTCHA_SELECTOR = '.captcha-widget'

/**
 * Put an empty copy in place of each captcha widget of a form: the root's after-load script
 * (~/utils/captcha.server) renders a fresh widget into it. For a sent form (its token is used up) and
 * for the popup's copy (a cloned widget is only its frame's shell, unknown to the provider's script).
 */
function freshCaptcha(root: ParentNode) {
  for (const widget of root.querySelectorAll(CAPTCHA_SELECTOR)) widget.replaceWith(widget.cloneNode(false))
}

const boot = window.__karooNewsletter

function showReply(form: HTMLFormElement, reply: NewsletterSignupReply) {
  const email = form.querySelector<HTMLInputElement>('input[name=email]')
  const error = form.querySelector<HTMLElement>('.field-error')
  const status = form.querySelector<HTMLElement>('[role=status]')
  const consent = form.querySelector<HTMLElement>('.newsletter-consent')
  if (!email || !error || !status) return
  if (reply.ok) {
    form.reset()
    error.hidden = true
    error.textContent = ''
    email.removeAttribute('aria-invalid')
    email.setAttribute('aria-describedby', consent?.id ?? '')
    status.textContent = reply.message
    remember('subscribed')
    return
  }
  const messages = [...(reply.errors.email ?? []), ...(reply.errors.form ?? [])]
  status.textContent = ''
  error.textContent = messages.join(' ') || boot?.texts.failed || ''
  error.hidden = false
  email.setAttribute('aria-invalid', 'true')
  email.setAttribute('aria-describedby', `${error.id} ${consent?.id ?? ''}`.trim())
  email.focus()
}

async function send(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
  const body = new FormData(form)
  body.set('js', '1')
  if (button) button.disabled = true
  try {
    const response = await fetch(form.action, { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } })
    const type = response.headers.get('Content-Type') ?? ''
    if (!type.includes('application/json')) throw new Error(`unexpected answer ${response.status}`)
    showReply(form, (await response.json()) as NewsletterSignupReply)
  } catch {
    // Offline or an unexpected answer: the shopper is told, and may send it again.
    showReply(form, { ok: false, errors: {} })
  } finally {
    if (button) button.disabled = false
    freshCaptcha(form)
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement && event.target.matches(FORM_SELECTOR) ? event.target : null
  if (!form) return
  event.preventDefault()
  void send(form)
})

// ---------------------------------------------------------------------------------------------
// The popup
// ---------------------------------------------------------------------------------------------

function stored(): string | null | undefined {
  try {
    return window.localStorage.getItem(POPUP_STORAGE_KEY)
  } catch {
    // Without storage the choice could not be remembered: better never than on every page.
    return undefined
  }
}

function remember(choice: PopupChoice) {
  try {
    window.localStorage.setItem(POPUP_STORAGE_KEY, choiceValue(choice, Date.now()))
  } catch {
    // Nothing to keep it in; stored() then answers that the popup may not open.
  }
}

/**
 * An open menu (the header's <details>: the phone drawer, More), panel or dialog, or the search's open
 * suggestions. Not any <details>: a listing's filter groups are open at rest.
 */
const OVERLAY_SELECTOR = 'header details[open], dialog[open], [aria-modal="true"], [role=combobox][aria-expanded="true"]'
const FIELD_SELECTOR =
  'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]), select, textarea, [contenteditable]'

/** When the shopper last typed into a field (the popup must not cut in on a form being filled). */
let lastInputAt: number | null = null

/** A copy of the footer's form with ids of its own (the two are on the page at once). */
function popupContent(footerForm: HTMLFormElement): HTMLElement | null {
  const section = footerForm.closest('section')
  if (!section) return null
  const copy = section.cloneNode(true) as HTMLElement
  const rename = (value: string) => value.replace(/footer-newsletter/g, 'popup-newsletter')
  for (const element of [copy, ...copy.querySelectorAll<HTMLElement>('*')]) {
    for (const name of ['id', 'for', 'aria-labelledby', 'aria-describedby']) {
      const value = element.getAttribute(name)
      if (value) element.setAttribute(name, rename(value))
    }
  }
  copy.querySelector('[role=status]')!.textContent = ''
  const error = copy.querySelector<HTMLElement>('.field-error')
  if (error) {
    error.hidden = true
    error.textContent = ''
  }
  copy.querySelector('input[name=email]')?.removeAttribute('aria-invalid')
  freshCaptcha(copy)
  return copy
}

/** Open the popup when its turn has come, look again later while it must wait. */
function tryPopup() {
  if (document.querySelector('dialog.newsletter-popup')) return
  const value = stored()
  const previous = value ? readChoice(value) : null
  // A value without a time (written before times were kept) counts from now.
  if (previous && previous.at === null && previous.choice !== 'subscribed') remember('dismissed')
  const active = document.activeElement
  const turn = popupTurn({
    pathname: window.location.pathname,
    stored: value,
    now: Date.now(),
    overlayOpen: document.querySelector(OVERLAY_SELECTOR) !== null,
    fieldFocused: active instanceof Element && active.matches(FIELD_SELECTOR),
    lastInputAt,
  })
  if (turn === 'open') openPopup()
  else if (turn === 'wait') setTimeout(tryPopup, POPUP_RETRY_MS)
  // 'never': nothing on this page; a client-side navigation does not run this script again, and the next
  // document load asks again.
}

function openPopup() {
  const footerForm = document.querySelector<HTMLFormElement>(FORM_SELECTOR)
  const content = footerForm && popupContent(footerForm)
  if (!content) return
  const dialog = document.createElement('dialog')
  dialog.className = 'newsletter-popup'
  dialog.setAttribute('aria-labelledby', 'popup-newsletter-title')
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'newsletter-popup-close'
  close.setAttribute('aria-label', boot?.texts.close ?? 'Close')
  close.textContent = '×'
  close.addEventListener('click', () => dialog.close())
  dialog.append(close, content)
  dialog.addEventListener('close', () => {
    if (readChoice(stored() ?? null)?.choice === 'shown') remember('dismissed')
    dialog.remove()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]):not([tabindex="-1"])')]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  })
  remember('shown')
  document.body.append(dialog)
  dialog.showModal()
  dialog.querySelector<HTMLInputElement>('input[name=email]')?.focus()
}

/** Nodes React did not render would break its hydration: wait for root.tsx's <html data-hydrated>. */
function whenHydrated(then: () => void) {
  if (document.documentElement.hasAttribute('data-hydrated')) return then()
  const observer = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute('data-hydrated')) return
    observer.disconnect()
    then()
  })
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] })
}

if (boot?.popup) {
  // This script runs after the load event: the delay counts from there. Whether the popup was seen before is
  // read only then (openPopup): the page's first read of localStorage waits for the browser to load it, and
  // at load that wait would fall in the middle of the page's hydration.
  document.addEventListener('input', () => (lastInputAt = Date.now()), { passive: true, capture: true })
  setTimeout(() => whenHydrated(tryPopup), POPUP_DELAY_MS)
}
