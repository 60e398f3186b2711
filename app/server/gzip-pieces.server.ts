/**
 * A gzip answer put together from pieces compressed ahead of time, for the pages the page cache keeps.
 *
 * Deflate (RFC 1951) is a sequence of blocks, and a block may only refer back to bytes its own compressor
 * produced. A piece compressed alone and ended with a sync flush stops on a byte boundary without a final
 * block, so pieces compressed apart can follow each other in one stream: the page's fixed text is compressed
 * once when it is kept, and each answer only adds its own few bytes (the CSP nonce, the form stamps) as stored
 * blocks, the final block, and the gzip frame (RFC 1952) with the CRC and length of the whole text.
 */
import zlib from 'node:zlib'

/** Member header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff

/** `bytes` deflated on their own (best compression: it is done once), ending on a byte boundary. */
export function deflatePiece(bytes: Buffer): Buffer {
  return zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH })
}

/** `bytes` as stored (uncompressed) deflate blocks: for the few bytes that differ per answer. */
export function storedPiece(bytes: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let from = 0; from < bytes.length; from += STORED_MAX) {
    const part = bytes.subarray(from, from + STORED_MAX)
    const head = Buffer.alloc(5)
    head[0] = 0x00 // not final, stored; the rest of the byte pads to the boundary
    head.writeUInt16LE(part.length, 1)
    head.writeUInt16LE(~part.length & 0xffff, 3)
    blocks.push(head, part)
  }
  return Buffer.concat(blocks)
}

/**
 * One gzip member: the deflated pieces in order, then the final block and the CRC and length of `texts`,
 * the uncompressed bytes of the same pieces in the same order.
 */
export function gzipOfPieces(pieces: readonly Buffer[], texts: readonly Buffer[]): Buffer {
  let crc = 0
  let length = 0
  for (const text of texts) {
    crc = zlib.crc32(text, crc)
    length += text.length
  }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  return Buffer.concat([HEADER, ...pieces, FINAL_BLOCK, trailer])
}
