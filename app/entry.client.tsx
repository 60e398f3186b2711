import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { I18N_NAMESPACE, i18nOptions, isLocale } from './utils/i18n'
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
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: locale,
    resources: { [locale]: { [I18N_NAMESPACE]: messages } },
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
