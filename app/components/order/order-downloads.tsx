import { useTranslation } from 'react-i18next'
import { DOWNLOAD_LINK_HOURS } from '~/domain/order-history'

export interface DownloadLink {
  lineNo: number
  name: string
  href: string
  downloadsLeft: number
}

/**
 * An order's signed download links (providers/orders/downloads.server.ts), as the order page, the guest's
 * confirmation page and order tracking show them. Plain links: the browser saves the file, with or without
 * JavaScript. A line without downloads left is named, not linked.
 */
export function OrderDownloads({ downloads, level = 2 }: { downloads: DownloadLink[]; level?: 2 | 4 }) {
  const { t } = useTranslation()
  if (!downloads.length) return null
  const Heading = level === 2 ? 'h2' : 'h4'
  return (
    <section aria-labelledby="downloads-heading">
      <Heading id="downloads-heading">{t('account.downloads')}</Heading>
      <ul className="order-downloads">
        {downloads.map((download) => (
          <li key={download.lineNo}>
            {download.downloadsLeft > 0 ? (
              <a href={download.href} download>
                {t('account.download', { name: download.name })}
              </a>
            ) : (
              <span>{download.name}</span>
            )}{' '}
            <small>{t('account.downloadsLeft', { count: download.downloadsLeft, hours: DOWNLOAD_LINK_HOURS })}</small>
          </li>
        ))}
      </ul>
    </section>
  )
}
