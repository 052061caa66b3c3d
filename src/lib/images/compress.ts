import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  IMAGE_MIME_TYPES,
} from '../../../sync/protocol/rules/images.ts'

/**
 * Menu images in the browser (spec §9): only png, jpeg/jpg and webp are taken, and each is
 * compressed to at most 1 MB and 1920 px on the longer side, as WebP, before the outbox uploads
 * it (sync/outbox/actions/image-upload.ts). The compression library is loaded on first use (its
 * own chunk), so the staff shell does not carry it.
 */

/** A refusal the UI translates: `image.type` = not a png, jpeg or webp file. */
export type ImageCheckCode = 'image.type'
export type ImageCheck = { ok: true } | { ok: false; code: ImageCheckCode }

/** What checkImageFile reads of a File (so it is testable without one). */
export interface ImageFileLike {
  name: string
  type: string
}

const MIME_TYPES: readonly string[] = IMAGE_MIME_TYPES
const EXTENSIONS: readonly string[] = IMAGE_EXTENSIONS

/**
 * Whether a chosen file may be uploaded as an image: its type must be image/png, image/jpeg or
 * image/webp; when the browser gives no type, its extension must be png, jpg, jpeg or webp. The
 * server checks the real bytes again (a renamed file is refused there).
 */
export function checkImageFile(file: ImageFileLike): ImageCheck {
  const type = file.type.trim().toLowerCase()
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase() ?? ''
  const allowed = type === '' ? EXTENSIONS.includes(extension) : MIME_TYPES.includes(type)
  return allowed ? { ok: true } : { ok: false, code: 'image.type' }
}

/** The options given to browser-image-compression (the spec's limits, WebP, in a worker). */
export const COMPRESSION_OPTIONS = {
  maxSizeMB: IMAGE_MAX_BYTES / 1024 / 1024,
  maxWidthOrHeight: IMAGE_MAX_SIDE,
  fileType: 'image/webp',
  useWebWorker: true,
} as const

export interface CompressOptions {
  signal?: AbortSignal
  /** 0 to 100. */
  onProgress?: (percent: number) => void
}

/**
 * The image to upload: `file` compressed to ≤ 1 MB and ≤ 1920 px as WebP (a browser that cannot
 * encode WebP, such as Safari, gives PNG or JPEG; the server re-encodes either way). Check the
 * file with checkImageFile first: this rejects a file that is not an image.
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const { compress } = await import('./compressor.ts')
  return compress(file, options)
}
