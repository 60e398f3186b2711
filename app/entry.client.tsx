import { RemixBrowser } from '@remix-run/react'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { isLocale } from './utils/i18n'
import { createClientI18n } from './utils/i18n-client'
import { FALLBACK_LOCALE } from './utils/store-views'

/**
 * The page arrives rendered and translated; the browser needs the strings only to hydrate it. They
 * come from a versioned URL (root.tsx puts it on <html>), cached by the browser after the first page.
 */
async function hydrate() {
  const { locale: attribute, messages: url } = document.documentElement.dataset
  const locale = isLocale(attribute) ? attribute : FALLBACK_LOCALE
  let messages: Record<string, unknown> = {}
  if (url) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' })
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      messages = (await response.json()) as Record<string, unknown>
    } catch (error) {
      // Without its strings React would render keys over the text: the page stays as served, and works.
      console.warn('Interface strings could not be loaded; the page stays without JavaScript', error)
      return
    }
  }
  // The server's i18next renders with these very strings; the browser needs only their lookup (i18n-client.ts).
  const i18n = createClientI18n(locale, messages)
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
