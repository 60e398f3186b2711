import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflateTexts, gzipAnswer } from './gzip-pieces.server'

/** A page cut at its per-answer values: the fixed texts, and the values' lengths between them. */
function cut(parts: string[]) {
  const texts = parts.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part))
  const gaps = parts.filter((_, i) => i % 2 === 1).map((part) => Buffer.byteLength(part))
  return { texts, gaps, deflated: deflateTexts(texts, gaps) }
}

/** The page's parts with this answer's values between its texts, as the page cache fills them. */
function filled(texts: Buffer[], values: string[]): Buffer[] {
  return texts.flatMap((text, i) => (i < values.length ? [text, Buffer.from(values[i]!)] : [text]))
}

const PAGE =
  '<!DOCTYPE html><html><body>' + Array.from({ length: 300 }, (_, i) => `<li><a href="/p/KET-${i}">Kettle ${i}, 1.7 L</a></li>`).join('')

describe('a gzip answer from pieces compressed ahead of time', () => {
  it('inflates to the texts with this answer’s values between them, and compresses as well as the page whole', () => {
    const page = cut([
      PAGE.slice(0, 4000),
      'nonce-AAAAAAAAAAAAAAAAAAA=',
      PAGE.slice(4000),
      '1795797171691.sig',
      `<script>${PAGE.slice(100, 3000)}</script>`,
    ])
    const parts = filled(page.texts, ['nonce-BBBBBBBBBBBBBBBBBBB=', '1795797179999.gis'])
    const gz = gzipAnswer(parts, page.deflated, page.gaps)!
    const whole = Buffer.concat(parts)
    expect(whole.toString()).toBe(
      `${PAGE.slice(0, 4000)}nonce-BBBBBBBBBBBBBBBBBBB=${PAGE.slice(4000)}1795797179999.gis<script>${PAGE.slice(100, 3000)}</script>`,
    )
    expect(zlib.gunzipSync(gz).equals(whole)).toBe(true)
    // The texts refer back across the values (the last one repeats the first): no worse than gzip -6 of the whole.
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(whole).length * 1.02)
  })

  it('keeps empty texts, multi-byte text and a value longer than one stored block', () => {
    const long = 'é'.repeat(40_000) // 80 000 bytes: two stored blocks
    const page = cut(['', long, 'Grüße, €', 'x', ''])
    const parts = filled(page.texts, ['ü'.repeat(40_000), 'y'])
    expect(zlib.gunzipSync(gzipAnswer(parts, page.deflated, page.gaps)!).toString()).toBe(`${'ü'.repeat(40_000)}Grüße, €y`)
  })

  it('refuses a value of another length (the back-references would be off) rather than send a broken page', () => {
    const page = cut([PAGE, 'abc', PAGE])
    expect(gzipAnswer(filled(page.texts, ['abcd']), page.deflated, page.gaps)).toBeNull()
  })

  it('compresses a text holding a NUL byte without the texts before it, and still inflates right', () => {
    const page = cut([PAGE, 'abc', `x\u0000${PAGE}`])
    const gz = gzipAnswer(filled(page.texts, ['xyz']), page.deflated, page.gaps)!
    expect(zlib.gunzipSync(gz).toString()).toBe(`${PAGE}xyzx\u0000${PAGE}`)
  })
})
