/**
 * A number and what belongs to it stay on one line: "10 %" broke into "10" and "%" at a phone's edge,
 * "HRB 178432" into "HRB" and the number, a phone number into its groups. Editors type ordinary spaces,
 * so the spaces inside these are made no-break spaces when their HTML is shown. Only text between tags
 * is touched, never a tag or its attributes.
 */
const NBSP = '\u00a0'

const RULES: readonly [RegExp, (whole: string, ...groups: string[]) => string][] = [
  // A number and its unit or currency sign after it: "10 %", "250.000 €", "19 ‰".
  [/(\d) +(?=[%‰€$£])/g, (_, digit: string) => digit + NBSP],
  // A currency sign before its number: "€ 12", "R 299.00".
  [/(^|[\s(])([€$£R]) +(?=\d)/g, (_, before: string, sign: string) => before + sign + NBSP],
  // A register or its short name and the number: "HRB 178432", "DE 48213977", "Nr. 12345".
  [/\b([A-Z]{2,4}|Nr\.|No\.|N\.) +(?=\d{3,})/g, (_, name: string) => name + NBSP],
  // A telephone number's groups: "+49 40 8090 3140", "021 555 0199".
  [/\+?\d[\d ]{5,}\d/g, (whole) => (/ /.test(whole) && /^(\+|0)/.test(whole) ? whole.replace(/ /g, NBSP) : whole)],
]

/** Plain text with its numbers kept together. */
export function keepNumbersTogether(text: string): string {
  return RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace as (substring: string, ...args: unknown[]) => string), text)
}

/** HTML whose text keeps its numbers together; tags, attributes and comments are left as they are. */
export function keepNumbersTogetherInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : keepNumbersTogether(part)))
    .join('')
}
