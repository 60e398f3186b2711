/**
 * The 'footer-about' CMS block under the footer. Its HTML is written by the store's editors (cms_block),
 * trusted like the CMS pages' (docs/decisions/0032). Kept to one element: it is on every page.
 */
export function FooterText({ html }: { html: string | null | undefined }) {
  return html ? <div className="cms-block cms-content footer-text" dangerouslySetInnerHTML={{ __html: html }} /> : null
}
