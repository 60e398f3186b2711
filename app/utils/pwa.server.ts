import { getEnv } from './env.server'
import { fixedT } from './i18n.server'
import type { Locale } from './store-views'
import { widgetBootScript } from './widgets.server'

/** The texts /pwa.js shows (app/worker/page.ts reads them from `window.__karooPwa`). */
const PWA_TEXTS = {
  offline: 'offline.indicator',
  update: 'pwa.updateAvailable',
  reload: 'pwa.reload',
  installPrompt: 'pwa.installPrompt',
  install: 'pwa.install',
  dismiss: 'pwa.dismissInstall',
} as const

export type PwaTexts = Record<keyof typeof PWA_TEXTS, string>

/**
 * The inline script that loads /pwa.js once the page has loaded, carrying its texts. Built on the
 * server so that the worker's notices add nothing to the React bundles (the product page's budget).
 */
export async function pwaBootScript(locale: Locale): Promise<string> {
  const t = await fixedT(locale)
  const texts = Object.fromEntries(Object.entries(PWA_TEXTS).map(([name, key]) => [name, t(key)])) as PwaTexts
  // "<" escaped: a text can never close the script element.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c')
  // The configured chat and error-reporting widgets ride along (nothing when none is configured).
  return `window.__karooPwa=${json};addEventListener('load',function(){var s=document.createElement('script');s.src='/pwa.js';document.body.appendChild(s)})${widgetBootScript(getEnv())}`
}
