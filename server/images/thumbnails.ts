import sharp from 'sharp'
import { IMAGE_THUMB_WIDTHS, type ImageThumbWidth } from '../../sync/protocol/rules/images.ts'
import { contentVersion } from './encode.ts'
import type { ImageStore, StoredImage } from './store.ts'

/** The store key of an image's thumbnail: `{…}/{id}-w120.webp` beside `{…}/{id}.webp`. */
export const thumbnailKey = (key: string, width: ImageThumbWidth): string =>
  key.replace(/\.webp$/, `-w${width}.webp`)

/** Whether a key names a thumbnail (which has no thumbnails of its own). */
export const isThumbnailKey = (key: string): boolean => /-w\d+\.webp$/.test(key)

/**
 * A square thumbnail of a stored WebP: centre crop, `width` px a side, or the image's shorter
 * side when that is smaller (never enlarged).
 */
export async function encodeThumbnail(webp: Buffer, width: ImageThumbWidth): Promise<Buffer> {
  const image = sharp(webp, { failOn: 'error' })
  const meta = await image.metadata()
  const side = Math.max(1, Math.min(width, meta.width, meta.height))
  return image
    .resize({ width: side, height: side, fit: 'cover' })
    .webp({ quality: 72, effort: 4 })
    .toBuffer()
}

/**
 * Stores an image and its thumbnails: the image first, then the thumbnails made of it, so a
 * thumbnail made on request from the previous bytes is overwritten by the new ones.
 */
export async function putImage(store: ImageStore, key: string, webp: Buffer): Promise<void> {
  const thumbs = await Promise.all(IMAGE_THUMB_WIDTHS.map((w) => encodeThumbnail(webp, w)))
  await store.put(key, webp)
  await Promise.all(IMAGE_THUMB_WIDTHS.map((w, i) => store.put(thumbnailKey(key, w), thumbs[i]!)))
}

/**
 * An image's thumbnail; one missing (an image stored before thumbnails existed) is made from the
 * image and stored, unless the request's version `v` is not the image's (an old URL: the
 * thumbnail of today's image is served, not kept). Null when there is no such image.
 */
export async function thumbnailOf(
  store: ImageStore,
  key: string,
  width: ImageThumbWidth,
  v: string | undefined,
): Promise<StoredImage | null> {
  const stored = await store.get(thumbnailKey(key, width))
  if (stored) return stored
  const original = await store.get(key)
  if (!original) return null
  const body = await encodeThumbnail(original.body, width)
  if (v !== contentVersion(original.body)) return { body, etag: `"t-${contentVersion(body)}"` }
  await store.put(thumbnailKey(key, width), body)
  return (
    (await store.get(thumbnailKey(key, width))) ?? { body, etag: `"t-${contentVersion(body)}"` }
  )
}
