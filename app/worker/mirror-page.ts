// The script of the offline notices for the cart, wishlist, compare list and search (public/offline-mirror.js,
// built by scripts/build-worker.mjs and precached by the worker): it shows this browser's offline copy.
import { showMirror } from './mirror-view'

showMirror(document, window.location.search).catch((error: unknown) => console.warn('Offline mirror: could not show the copy', error))
