import { useTranslation } from 'react-i18next'

/**
 * The offline indicator, the update notice and the install prompt, rendered hidden; /pwa.js shows them
 * (app/worker/page.ts). React never changes their `hidden` attribute after hydration, so the script's
 * changes stay. Without JavaScript they stay hidden: there is no worker then.
 */
export function PwaNotices() {
  const { t } = useTranslation()
  return (
    <>
      <p id="pwa-offline" className="pwa-notice pwa-offline" role="status" hidden suppressHydrationWarning>
        {t('offline.indicator')}
      </p>
      <div id="pwa-update" className="toast pwa-notice" role="status" hidden suppressHydrationWarning>
        <p>{t('pwa.updateAvailable')}</p>
        <button type="button" data-pwa-action="reload">
          {t('pwa.reload')}
        </button>
      </div>
      <div id="pwa-install" className="toast pwa-notice" hidden suppressHydrationWarning>
        <p>{t('pwa.installPrompt')}</p>
        <div className="toast-actions">
          <button type="button" data-pwa-action="install">
            {t('pwa.install')}
          </button>
          <button type="button" className="button-ghost" data-pwa-action="dismiss-install">
            {t('pwa.dismissInstall')}
          </button>
        </div>
      </div>
    </>
  )
}

/** Loads /pwa.js once the page has loaded: the worker and its notices stay off the critical path. */
export function PwaLoader({ nonce }: { nonce?: string }) {
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `addEventListener('load',function(){var s=document.createElement('script');s.src='/pwa.js';document.body.appendChild(s)})`,
      }}
    />
  )
}
