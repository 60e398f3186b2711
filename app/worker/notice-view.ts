import { noticeReturnPath, SHOP_REACHABLE_PATH } from './cache-rules'

/**
 * What an offline notice does in the browser besides showing its message (app/worker/notice-page.ts, built
 * into /offline-notice.js): the notice stands in for a page the shopper asked for, whose address it carries;
 * once the connection returns, that page is what the shopper wants, so the notice goes there. Plain DOM code.
 */

/** The notice's "Try again" link, hidden until the page asked for is known. */
export const NOTICE_RETURN_ID = 'offline-return'

/**
 * Asked before going back: the browser reports `online` as soon as it has a network, which may not reach
 * the shop yet (nor be the worker's yet), and a page asked for then would end on this notice again, with no
 * `online` left to wait for. The health check goes through the worker's network (cache-rules.ts) and costs
 * a few bytes.
 */
const PROBE_INTERVAL_MS = 1000
const PROBE_TRIES = 30

export interface NoticeWindow {
  location: { search: string; replace(url: string): void }
  addEventListener(type: 'online', listener: () => void): void
  setTimeout(run: () => void, ms: number): unknown
}

/** Whether the shop answers, whatever it answers. */
export function shopAnswers(): Promise<boolean> {
  return fetch(SHOP_REACHABLE_PATH, { cache: 'no-store' }).then(
    () => true,
    () => false,
  )
}

/**
 * Shows the link back to the page asked for and goes there when the connection returns and the shop
 * answers (asked every second for half a minute). Only after an `online` event, never on load: a notice
 * opened while the browser believes it is online (a failing network) would otherwise send the shopper back
 * and forth. Returns the page, or null when the address names none.
 */
export function returnWhenOnline(doc: Document, win: NoticeWindow, reachable: () => Promise<boolean> = shopAnswers): string | null {
  const page = noticeReturnPath(win.location.search)
  if (!page) return null
  const link = doc.getElementById(NOTICE_RETURN_ID)
  if (link) {
    link.setAttribute('href', page)
    link.hidden = false
  }
  let trying = false
  const attempt = async (tries: number) => {
    if (await reachable()) return win.location.replace(page)
    if (tries < PROBE_TRIES) win.setTimeout(() => void attempt(tries + 1), PROBE_INTERVAL_MS)
    else trying = false
  }
  win.addEventListener('online', () => {
    if (trying) return
    trying = true
    void attempt(1)
  })
  return page
}
