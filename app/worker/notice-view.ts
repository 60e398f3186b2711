import { noticeReturnPath } from './cache-rules'

/**
 * What an offline notice does in the browser besides showing its message (app/worker/notice-page.ts, built
 * into /offline-notice.js): the notice stands in for a page the shopper asked for, whose address it carries;
 * once the connection returns, that page is what the shopper wants, so the notice goes there. Plain DOM code.
 */

/** The notice's "Try again" link, hidden until the page asked for is known. */
export const NOTICE_RETURN_ID = 'offline-return'

export interface NoticeWindow {
  location: { search: string; replace(url: string): void }
  addEventListener(type: 'online', listener: () => void): void
}

/**
 * Shows the link back to the page asked for and goes there when the connection returns. Only on the
 * `online` event, not on load: a notice opened while the browser believes it is online (a failing network)
 * would otherwise send the shopper back and forth. Returns the page, or null when the address names none.
 */
export function returnWhenOnline(doc: Document, win: NoticeWindow): string | null {
  const page = noticeReturnPath(win.location.search)
  if (!page) return null
  const link = doc.getElementById(NOTICE_RETURN_ID)
  if (link) {
    link.setAttribute('href', page)
    link.hidden = false
  }
  win.addEventListener('online', () => win.location.replace(page))
  return page
}
