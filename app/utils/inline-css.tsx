import { createContext } from 'react'

/**
 * The stylesheet is no longer inlined into documents: it is a fingerprinted file under /build that the
 * browser downloads once and keeps (root.tsx links it; docs/decisions/0047-stylesheet-and-shell-sent-once.md).
 * entry.server.tsx still provides the stylesheet's text through this context, which nothing reads any more;
 * this module and app/utils/inline-css.server.ts's appCss() go when that line does.
 */
const InlineCssContext = createContext('')

export const InlineCssProvider = InlineCssContext.Provider
