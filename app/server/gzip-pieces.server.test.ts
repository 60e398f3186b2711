import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflatePiece, gzipOfPieces, storedPiece } from './gzip-pieces.server'

/** The pieces of `texts`, every second one stored as an answer's own bytes are. */
function assemble(texts: Buffer[]): Buffer {
  return gzipOfPieces(
    texts.map((text, i) => (i % 2 ? storedPiece(text) : deflatePiece(text))),
    texts,
  )
}

describe('a gzip answer from pieces compressed apart', () => {
  it('inflates to the pieces one after the other, as gzip -d and a browser read it', () => {
    const page = Buffer.from('<!DOCTYPE html><html><body>' + '<p>Kettle, 1.7 L, R 499.00</p>'.repeat(400))
    const texts = [
      page.subarray(0, 5000),
      Buffer.from('nonce-Abc123=='),
      page.subarray(5000),
      Buffer.from('1795797171691.sig'),
      Buffer.from('</body></html>'),
    ]
    const gz = assemble(texts)
    expect(zlib.gunzipSync(gz).equals(Buffer.concat(texts))).toBe(true)
    // The fixed text is compressed, not stored.
    expect(gz.length).toBeLessThan(page.length / 10)
  })

  it('keeps empty pieces, multi-byte text and a stored run longer than one block', () => {
    const long = Buffer.from('é'.repeat(70_000)) // 140 000 bytes: three stored blocks
    const texts = [Buffer.alloc(0), long, Buffer.from('Grüße, €'), Buffer.alloc(0), Buffer.from('end')]
    expect(zlib.gunzipSync(assemble(texts)).equals(Buffer.concat(texts))).toBe(true)
  })

  it('checks itself: a wrong CRC is refused by the reader, so a broken assembly cannot pass unseen', () => {
    const texts = [Buffer.from('a'.repeat(100)), Buffer.from('b')]
    const gz = gzipOfPieces([deflatePiece(texts[0]!), storedPiece(texts[1]!)], [texts[0]!])
    expect(() => zlib.gunzipSync(gz)).toThrow()
  })
})
