import { createContext, useContext } from 'react'

/**
 * The stylesheet is small (about 4 KB gzip), so it is inlined into every document: on a slow phone
 * connection the first paint then waits for no second request. The server passes the CSS in through this
 * context; in the browser the component keeps what the server rendered.
 */
const InlineCssContext = createContext('')

export const InlineCssProvider = InlineCssContext.Provider

export function InlineStyles({ nonce }: { nonce: string }) {
  const css =
    useContext(InlineCssContext) ||
    (typeof document === 'undefined' ? '' : (document.getElementById('app-css')?.textContent ?? ''))
  return <style id="app-css" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} />
}
