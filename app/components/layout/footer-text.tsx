/**
 * The 'footer-about' CMS block under the footer. Its HTML is written by the store's editors (cms_block),
 * trusted like the CMS pages' (docs/decisions/0032). Kept to one element: it is on every page.
 */
export function FooterText({ html, label }: { html: string | null | undefined; label: string }) {
  return html ? <section className="cms-block cms-content footer-text" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} /> : null
}
