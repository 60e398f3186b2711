/**
 * The one escape for text put into HTML outside React (decision 0064): the service worker's page script
 * builds its notices as strings (no React runs there), and the invoice is still a template. React escapes
 * what it renders itself, so server code that renders components with renderToStaticMarkup needs none of
 * this.
 *
 * The rule: the five characters that can end a text or an attribute value (& < > " ') become entities,
 * so the result is safe both between tags and inside a quoted attribute.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}
