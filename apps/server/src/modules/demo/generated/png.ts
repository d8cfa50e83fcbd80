import { crc32, deflateSync } from 'node:zlib'

/**
 * A minimal PNG encoder for the demo's generated pictures (covers, a chart): 8-bit RGB, no
 * interlacing, every scanline with filter 0. Enough for images that are drawn in code; nothing here
 * decodes or reads images a user uploads.
 */

export interface RgbImage {
  width: number
  height: number
  /** Row after row, three bytes (red, green, blue) a pixel. */
  pixels: Uint8Array
}

export const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Length, type, data and the CRC-32 of type and data (PNG specification, section 5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

export function encodePng({ width, height, pixels }: RgbImage): Buffer {
  const rowBytes = width * 3
  if (pixels.length !== rowBytes * height) {
    throw new Error(
      `expected ${rowBytes * height} bytes of pixels for ${width}x${height}, got ${pixels.length}`,
    )
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  // Bit depth 8, colour type 2 (RGB), compression 0, filter method 0, no interlace.
  header.set([8, 2, 0, 0, 0], 8)
  const scanlines = Buffer.alloc((rowBytes + 1) * height)
  for (let y = 0; y < height; y += 1) {
    // The byte before each row is its filter type; 0 stores the row as it is.
    scanlines.set(pixels.subarray(y * rowBytes, (y + 1) * rowBytes), y * (rowBytes + 1) + 1)
  }
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
