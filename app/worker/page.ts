/**
 * The page's side of the service worker, loaded after the page has (app/utils/pwa.server.ts), never on
 * the critical path: registers the worker once the page is idle, shows the offline indicator and the update
 * notice, offers installing in the footer when the browser does, and lets the header's menus close as menus
 * do. Plain DOM code with the texts the server put in `window.__karooPwa`, so that it adds nothing to the
 * React bundles. Without JavaScript none of this runs and the shop works as before.
 */
import { escapeHtml } from '~/utils/escape-html'
import type { PwaTexts } from '~/utils/pwa.server'

declare global {
  interface Window {
    __karooPwa?: PwaTexts
  }
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
}

const INSTALL_DISMISSED = 'karoo:install-dismissed'

let updateWaiting = false
let installPrompt: InstallPromptEvent | null = null
/** The footer's install offer (built with the notices; in no footer while the page has none). */
let installOffer: HTMLElement | null = null

/**
 * The notices are built as strings, escaped by the shop's one escape function: React does not run in this
 * script (it loads after the page, outside the React bundles), and their texts arrive at run time in the
 * store view's language, so they cannot be drawn ahead at build time (decision 0064).
 *
 * The notices, added to <body> once React has hydrated the document (root.tsx marks <html
 * data-hydrated>): nodes React did not render would make the hydration fail; after it, React leaves them be.
 * They sit over the bottom of the window, so only what the shopper must know now goes there (offline, an
 * update waiting). Installing is an offer, not news: it goes at the end of the footer, below everything the
 * page is for, where it neither pushes nor covers the product (pages without a footer, the checkout, do not
 * offer it).
 */
function createNotices(texts: PwaTexts) {
  const button = (action: string, text: string, className = '') =>
    `<button type="button" class="${className}" data-pwa-action="${action}">${escapeHtml(text)}</button>`
  const notices = document.createElement('div')
  notices.className = 'pwa-notices'
  notices.innerHTML =
    `<p id="pwa-offline" class="pwa-notice pwa-offline" role="status">${escapeHtml(texts.offline)}</p>` +
    `<div id="pwa-update" class="pwa-notice toast" role="status"><p>${escapeHtml(texts.update)}</p>${button('reload', texts.reload)}</div>`
  document.body.append(notices)
  installOffer = document.createElement('div')
  installOffer.id = 'pwa-install'
  installOffer.className = 'pwa-notice pwa-install'
  installOffer.innerHTML =
    `<p>${escapeHtml(texts.installPrompt)}</p><p class="inline-list">` +
    `${button('install', texts.install)} ${button('dismiss-install', texts.dismiss, 'button-ghost')}</p>`
  // React replaces the footer when the layout changes (the checkout has none): the offer follows the footer
  // there is. Only the body's own children are watched, which change with the layout and not with each page.
  new MutationObserver(placeInstallOffer).observe(document.body, { childList: true })
  placeInstallOffer()
  render()
}

/** The install offer at the end of the page's footer, when it has one. */
function placeInstallOffer() {
  const footer = document.querySelector('footer')
  if (installOffer && footer && installOffer.parentElement !== footer) footer.append(installOffer)
}

/** Shows each notice that applies now. */
function render() {
  const states: Record<string, boolean> = {
    'pwa-offline': !navigator.onLine,
    'pwa-update': updateWaiting,
  }
  for (const [id, visible] of Object.entries(states)) {
    const element = document.getElementById(id)
    if (element) element.hidden = !visible
  }
  if (installOffer) installOffer.hidden = installPrompt === null
  // The notices sit over the bottom of the window: the page gets room below its end for them, so that its
  // last controls (checkout's "Place order") can always be scrolled out from under them. Measured only when
  // one shows: reading a height makes the browser lay the whole page out at once.
  const notices = document.querySelector<HTMLElement>('.pwa-notices')
  const showing = Object.values(states).some(Boolean)
  const room = showing && notices?.offsetHeight ? `${notices.offsetHeight}px` : ''
  if (document.body.style.paddingBottom !== room) document.body.style.paddingBottom = room
}

function whenHydrated(run: () => void) {
  const root = document.documentElement
  if (root.hasAttribute('data-hydrated')) return run()
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrated')) return
    observer.disconnect()
    run()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
}

function installDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED) === '1'
  } catch {
    return false
  }
}

async function register() {
  // A page whose worker is replaced (the shopper accepted an update, in this tab or another) reloads, so
  // that it never asks for scripts of a build the new worker no longer keeps. The first worker taking
  // an uncontrolled page over is no such change. Read before registering: the first worker may claim
  // the page before `register` resolves, and its event must not count as a replacement.
  let controlled = navigator.serviceWorker.controller !== null
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) location.reload()
    controlled = true
  })
  const registration = await navigator.serviceWorker.register('/service-worker.js', { scope: '/' })
  const offerUpdate = () => {
    updateWaiting = registration.waiting !== null && navigator.serviceWorker.controller !== null
    render()
  }
  offerUpdate()
  // A new build's worker may already be installing (the browser checks for one on each navigation).
  registration.installing?.addEventListener('statechange', offerUpdate)
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', offerUpdate)
  })
}

document.addEventListener('click', (event) => {
  const action = (event.target as Element | null)?.closest<HTMLElement>('[data-pwa-action]')?.dataset.pwaAction
  if (action === 'reload') {
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration?.waiting) registration.waiting.postMessage({ type: 'skip-waiting' })
      else location.reload()
    })
  } else if (action === 'install' && installPrompt) {
    void installPrompt.prompt()
    installPrompt = null
  } else if (action === 'dismiss-install') {
    installPrompt = null
    try {
      localStorage.setItem(INSTALL_DISMISSED, '1')
    } catch {
      // Storage refused (private mode): the prompt is hidden for this page only.
    }
  }
  if (action) render()
})

window.addEventListener('beforeinstallprompt', (event) => {
  if (installDismissed()) return
  event.preventDefault()
  installPrompt = event as InstallPromptEvent
  render()
})

/**
 * The header's <details> menus (the phone menu, "More") open and close by their summary without
 * JavaScript. With it they also close on Escape, giving the focus back to their summary when it was
 * inside, and on a click or tap anywhere outside them.
 */
function openMenus() {
  return document.querySelectorAll<HTMLDetailsElement>('header details[open]')
}
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return
  for (const menu of openMenus()) {
    const hadFocus = menu.contains(document.activeElement)
    menu.open = false
    if (hadFocus) menu.querySelector('summary')?.focus()
  }
})
document.addEventListener('click', (event) => {
  for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false
})

window.addEventListener('online', render)
window.addEventListener('offline', render)

const texts = window.__karooPwa
if (texts) whenHydrated(() => createNotices(texts))

/**
 * The worker is installed once the page has hydrated and the main thread has a quiet moment: its install
 * fetches and stores files, and on a phone that work would otherwise compete for the cores with the page
 * becoming usable. A page that never hydrates (its strings could not load) still gets the worker, later.
 */
const HYDRATION_WAIT_MS = 10_000
/** The longest wait for an idle moment once the page is ready; browsers without idle callbacks wait this long. */
const IDLE_WAIT_MS = 3_000

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_WAIT_MS })
  else setTimeout(task, IDLE_WAIT_MS)
}

if ('serviceWorker' in navigator) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    whenIdle(() => register().catch((error: unknown) => console.warn('The service worker could not be registered', error)))
  }
  whenHydrated(start)
  setTimeout(start, HYDRATION_WAIT_MS)
}
