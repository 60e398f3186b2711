/**
 * The one escape for text put into HTML outside React: the service worker's page script builds its
 * notices as strings (no React runs there). React escapes what it renders itself, so server code
 * renders components with renderToStaticMarkup and needs none of this.
 *
 * The rule: the five characters that can end a text or an attribute value (& < > " ') become entities,
 * so the result is safe both between tags and inside a quoted attribute.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}
