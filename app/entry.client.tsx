import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { I18N_NAMESPACE, i18nOptions } from './utils/i18n'

declare global {
  interface Window {
    __remixContext: { state: { loaderData?: Record<string, unknown> } }
  }
}

async function hydrate() {
  // The root loader sends this page's strings, so no extra request (and nothing to fail offline).
  const root = window.__remixContext.state.loaderData?.root as
    | { locale: string; messages: Record<string, unknown> }
    | undefined
  await i18next.use(initReactI18next).init({
    ...i18nOptions,
    lng: root?.locale ?? 'en-US',
    resources: root ? { [root.locale]: { [I18N_NAMESPACE]: root.messages } } : {},
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
