/**
 * A gzip answer put together from pieces compressed ahead of time, for the pages the page cache keeps.
 *
 * Deflate (RFC 1951) is a sequence of blocks. A piece compressed on its own and ended with a sync flush stops
 * on a byte boundary without a final block, so pieces compressed apart can follow each other in one stream:
 * the page's fixed text is compressed once when it is kept, and each answer only adds its own few bytes (the
 * CSP nonce, the form stamps) as stored blocks, the final block, and the gzip frame (RFC 1952) with the CRC
 * and length of the whole text.
 *
 * A block may refer back up to 32 KB into what the reader has inflated so far. Each piece is compressed with
 * the text before it as its dictionary, so it compresses as well as the page would whole; the per-answer bytes
 * stand in that dictionary as NUL bytes of the same length. The text holds no NUL (checked), so no match can
 * reach into them, and every distance stays right as long as each answer's bytes keep their length (checked
 * when the answer is put together).
 */
import zlib from 'node:zlib'

/** Member header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff])
/** An empty final block with fixed codes: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff

/** How far back deflate may refer. */
const WINDOW = 32 * 1024

/** `bytes` deflated (best compression: it is done once), ending on a byte boundary; `before`: what precedes them. */
function deflatePiece(bytes: Buffer, before: Buffer): Buffer {
  return zlib.deflateRawSync(bytes, {
    level: zlib.constants.Z_BEST_COMPRESSION,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    ...(before.length ? { dictionary: before } : {}),
  })
}

/**
 * The fixed texts of a page deflated in order: `gaps[i]` bytes, written per answer, come between texts[i] and
 * texts[i + 1]. When any text holds a NUL byte, each text is compressed on its own (no dictionary).
 */
export function deflateTexts(texts: readonly Buffer[], gaps: readonly number[]): Buffer[] {
  const chained = !texts.some((text) => text.includes(0))
  let before = Buffer.alloc(0)
  return texts.map((text, i) => {
    const piece = deflatePiece(text, before)
    if (chained) before = Buffer.concat([before, text, Buffer.alloc(gaps[i] ?? 0)]).subarray(-WINDOW)
    return piece
  })
}

/** `bytes` as stored (uncompressed) deflate blocks: for the few bytes that differ per answer. */
function storedPiece(bytes: Buffer): Buffer {
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
 * One gzip member of the page from its parts as the page cache fills them: the fixed texts, as `deflateTexts`
 * deflated them, at even places, this answer's values at odd ones. Null when a value's length is not its gap's
 * (the texts' back-references would then be off): the caller sends the page otherwise.
 */
export function gzipAnswer(parts: readonly Buffer[], deflated: readonly Buffer[], gaps: readonly number[]): Buffer | null {
  if (parts.length !== 2 * gaps.length + 1 || gaps.some((gap, i) => parts[2 * i + 1]!.length !== gap)) return null
  const pieces: Buffer[] = [HEADER]
  let crc = 0
  let length = 0
  parts.forEach((part, i) => {
    pieces.push(i % 2 ? storedPiece(part) : deflated[i / 2]!)
    // Node's crc32 answers 0 for an empty buffer over an empty ArrayBuffer, whatever the CRC so far: skip those.
    if (part.length === 0) return
    crc = zlib.crc32(part, crc)
    length += part.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(length % 2 ** 32, 4)
  pieces.push(FINAL_BLOCK, trailer)
  return Buffer.concat(pieces)
}
