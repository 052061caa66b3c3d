import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE } from '../../sync/protocol/rules/images.ts'

export type ImageFormat = 'png' | 'jpeg' | 'webp'

/**
 * The real type of an upload, by its first bytes (the browser's mime type and the file name are
 * not trusted): PNG, JPEG or WebP; anything else (GIF, SVG, text, HEIC…) is null.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (offset: number, ...values: number[]) =>
    bytes.length >= offset + values.length && values.every((v, i) => bytes[offset + i] === v)
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png'
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg'
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'
  return null
}

/** Decoding refuses images above this many pixels (a decompression bomb), as not an image. */
const MAX_INPUT_PIXELS = 100_000_000
/** Tried in turn until the result fits IMAGE_MAX_BYTES (the first nearly always does). */
const QUALITIES = [80, 65, 50] as const

/**
 * Re-encodes an upload to WebP: turned upright by its EXIF orientation, fit inside
 * IMAGE_MAX_SIDE px (never enlarged), all metadata (EXIF, GPS, ICC) dropped, sRGB. Throws when
 * the bytes do not decode.
 */
export async function encodeWebp(input: Buffer): Promise<Buffer> {
  let output: Buffer | null = null
  for (const quality of QUALITIES) {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({
        width: IMAGE_MAX_SIDE,
        height: IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality, effort: 4 })
      .toBuffer()
    if (output.length <= IMAGE_MAX_BYTES) break
  }
  return output!
}

/** A short content hash for the `?v=` of an image URL (changes when the bytes change). */
export const contentVersion = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 10)
