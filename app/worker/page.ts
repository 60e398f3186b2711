/**
 * The page's side of the service worker, loaded after the page has (root.tsx), never on the critical
 * path: registers the worker, shows the offline indicator, the update notice and the install prompt.
 * Plain DOM code on elements the server rendered (app/components/layout/pwa-notices.tsx), so that it
 * adds nothing to the React bundles. Without JavaScript none of this runs and the shop works as before.
 */
const INSTALL_DISMISSED = 'karoo:install-dismissed'

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>
}

let installPrompt: InstallPromptEvent | null = null

function show(id: string, visible: boolean) {
  const element = document.getElementById(id)
  if (element) element.hidden = !visible
}

function showConnection() {
  show('pwa-offline', !navigator.onLine)
}

function installDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED) === '1'
  } catch {
    return false
  }
}

async function register() {
  const registration = await navigator.serviceWorker.register('/service-worker.js', { scope: '/' })
  // A page that had a worker before and gets a new one (the shopper accepted an update, in this tab or
  // another) reloads, so that it never asks for scripts of a build the new worker no longer keeps.
  const hadWorker = navigator.serviceWorker.controller !== null
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadWorker) location.reload()
  })
  const offerUpdate = () => {
    if (registration.waiting && navigator.serviceWorker.controller) show('pwa-update', true)
  }
  offerUpdate()
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
    show('pwa-install', false)
  } else if (action === 'dismiss-install') {
    try {
      localStorage.setItem(INSTALL_DISMISSED, '1')
    } catch {
      // Private mode without storage: the prompt is hidden for this page only.
    }
    show('pwa-install', false)
  }
})

window.addEventListener('beforeinstallprompt', (event) => {
  if (installDismissed()) return
  event.preventDefault()
  installPrompt = event as InstallPromptEvent
  show('pwa-install', true)
})

window.addEventListener('online', showConnection)
window.addEventListener('offline', showConnection)
showConnection()

if ('serviceWorker' in navigator) {
  register().catch((error: unknown) => console.warn('The service worker could not be registered', error))
}
