/**
 * An offline notice as a plain document (app/routes/($store)+/offline.ts renders it to static markup):
 * no React runs in it (it is only ever read offline, where nothing would hydrate it), and the stylesheet
 * is linked, not inlined, since the worker precaches it once. The worker puts the shop's header in front
 * of <main> (the route adds the mark it replaces: React renders no comments). Every notice loads the
 * notices' script: back online it returns to the page asked for, and for a mirrored list it shows this
 * browser's copy from the JSON carried here; without it, or without a copy, the message stays.
 */
import type { OfflineReason } from '~/worker/cache-rules'
import type { MirrorViewData } from '~/worker/mirror-view'

export interface OfflineNotice {
  lang: string
  title: string
  message: string
  ok: string
  /** The link back to the page asked for (its address is set by the notice's script). */
  retry: string
  reason: OfflineReason
  home: string
  stylesheet: string
  /** For a mirrored list: what its script needs to show this browser's copy. */
  mirror?: MirrorViewData
}

export interface NoticeDocumentProps {
  notice: OfflineNotice
  /** Seconds before the notice for an uncached page goes home by itself (without JavaScript too). */
  refreshSeconds: number
  script: string
  mirrorDataId: string
  returnId: string
}

/** JSON inside a `<script>` element: "<" escaped, so that no text of it can end the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function NoticeDocument({ notice, refreshSeconds, script, mirrorDataId, returnId }: NoticeDocumentProps) {
  return (
    <html lang={notice.lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5c4d" />
        <meta name="robots" content="noindex" />
        <title>{notice.title}</title>
        {notice.reason === 'page' ? <meta httpEquiv="refresh" content={`${refreshSeconds};url=${notice.home}`} /> : null}
        <link rel="stylesheet" href={notice.stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {notice.mirror ? (
          // Data, not markup: JSON whose "<" is escaped (scriptJson), so no text of it can end the element.
          <script type="application/json" id={mirrorDataId} dangerouslySetInnerHTML={{ __html: scriptJson(notice.mirror) }} />
        ) : null}
        <script src={script} defer />
      </head>
      <body>
        <main id="main">
          <section className="offline-notice">
            <h1>{notice.title}</h1>
            <p role="alert" data-offline-reason={notice.reason}>
              {notice.message}
            </p>
            {/* The OK action goes home, which is kept once visited. "Try again" appears once the script knows the page. */}
            <p className="inline-list">
              <a className="button" href={notice.home}>
                {notice.ok}
              </a>{' '}
              <a className="button button-ghost" id={returnId} hidden>
                {notice.retry}
              </a>
            </p>
          </section>
        </main>
      </body>
    </html>
  )
}
