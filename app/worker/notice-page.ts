// The script of every offline notice (public/offline-notice.js, built by scripts/build-worker.mjs and
// precached by the worker): back online it returns to the page asked for, and for the cart, wishlist,
// compare list and search it shows this browser's offline copy.
import { MIRROR_DATA_ID, showMirror } from './mirror-view'
import { returnWhenOnline } from './notice-view'

returnWhenOnline(document, window)
// Only the mirrored lists' notices carry the data: the others open no database.
if (document.getElementById(MIRROR_DATA_ID)) {
  showMirror(document, window.location.search).catch((error: unknown) => console.warn('Offline mirror: could not show the copy', error))
}
