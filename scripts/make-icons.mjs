// Writes the web app manifest's PNG icons (public/icons/) with node's zlib alone: a brand-green square
// with a white "shelf" mark inside the maskable safe zone (the middle 80 %). Run once; the PNGs are committed.
import fs from 'node:fs'
import zlib from 'node:zlib'

const BRAND = [0x0f, 0x5c, 0x4d]
const WHITE = [0xff, 0xff, 0xff]

function crc32(buffer) {
  let crc = ~0
  for (const byte of buffer) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** Three white bars (a shelf of appliances) centred in the safe zone. */
function pixel(x, y, size) {
  const u = x / size
  const v = y / size
  const inBar = [0.3, 0.46, 0.62].some((top) => v >= top && v < top + 0.08)
  return inBar && u >= 0.28 && u < 0.72 ? WHITE : BRAND
}

function png(size) {
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(row, 1 + x * 3)
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

fs.mkdirSync('public/icons', { recursive: true })
for (const size of [192, 512]) fs.writeFileSync(`public/icons/icon-${size}.png`, png(size))
