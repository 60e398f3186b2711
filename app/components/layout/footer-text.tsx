import { ServerMarkup } from './server-markup'
import { footerTextHtml, type ShellRequest } from './shell.server'

/**
 * The 'footer-about' CMS block under the footer. Its HTML is written by the store's editors (cms_block),
 * trusted like the CMS pages' (docs/decisions/0032), and drawn once by the server (server-markup.tsx).
 * Kept to one element: it is on every page.
 */
export function FooterText({ shell }: { shell: ShellRequest }) {
  return <ServerMarkup as="div" className="cms-block cms-content footer-text" name="footer-text" render={() => footerTextHtml(shell)} />
}
