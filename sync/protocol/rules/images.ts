/**
 * Menu images (spec 000 §7 "Article categories", "Menu articles", §9): the upload paths, the
 * accepted formats and the limits, shared by the server (server/routes/images.ts) and the browser
 * (src/lib/images/). Zod-free, so a client chunk can import it without the schemas.
 */

/**
 * What an image belongs to: a menu item, an article category, a service, or the floor plan of a
 * service with tables (`table_background`, the spec's `table_background/{a}/{b}`).
 */
export const IMAGE_KINDS = [
  'article',
  'category',
  'service',
  'table_background',
  'promotions',
  // The info pages' pictures (spec 001 §7 "offer and store images", and an info block's).
  'info',
  'offer',
  'store',
  'logo',
] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** The image base of the spec: `api/v2/images/`, or `api/v2/images/azure/` (the same routes). */
export const IMAGE_BASE = '/api/v2/images'
export const IMAGE_BASE_AZURE = '/api/v2/images/azure'

/** The multipart field that carries the file. Errors about the file name this field. */
export const IMAGE_FIELD = 'image'

/** Accepted upload types (jpg is image/jpeg). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'] as const

/** What the browser compresses to before upload, and the server re-encodes to: the longer side. */
export const IMAGE_MAX_SIDE = 1920
/** What the browser compresses to before upload (spec §9: 1 MB). */
export const IMAGE_MAX_BYTES = 1024 * 1024
/** The largest raw upload the server reads (an uncompressed photo from an old browser); else 413. */
export const IMAGE_MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** Ids that can name an image (they become a file name): letters, digits, `-`, `_`. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** The upload path of an image: POST multipart with the file in field `image`. */
export function imageUploadPath(kind: ImageKind, businessId: string, id: string): string {
  // The business logo: `logo/{id}`, the business's id (spec 001 §7 Uploads).
  if (kind === 'logo') return `${IMAGE_BASE}/logo/${encodeURIComponent(businessId)}`
  return `${IMAGE_BASE}/${kind}/${encodeURIComponent(businessId)}/${encodeURIComponent(id)}`
}

/** Where the public image URLs live: `/images/{businessId}/{articles|categories|services}/{id}.webp?v=…`. */
export const IMAGE_PUBLIC_PREFIX = '/images/'

/**
 * The square thumbnails made of every image (at upload; on its first request for an image stored
 * before): `/images/{key}?v=…&w=120` or `&w=240`, cropped to the centre, never enlarged. A list
 * shows a 72 px picture from them instead of the full 1920 px one.
 */
export const IMAGE_THUMB_WIDTHS = [120, 240] as const
export type ImageThumbWidth = (typeof IMAGE_THUMB_WIDTHS)[number]

export const isImageThumbWidth = (value: number): value is ImageThumbWidth =>
  (IMAGE_THUMB_WIDTHS as readonly number[]).includes(value)

/** An image URL asking for one of its thumbnails (another URL is kept as it is). */
export function imageThumbUrl(url: string, width: ImageThumbWidth): string {
  if (!url.startsWith(IMAGE_PUBLIC_PREFIX)) return url
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}`
}

/**
 * `src` and `srcSet` for a small square picture (at most 240 px on a 3x screen): the browser
 * picks the thumbnail its screen needs. An image from elsewhere is used as it is.
 */
export function thumbnailSources(url: string): { src: string; srcSet?: string } {
  if (!url.startsWith(IMAGE_PUBLIC_PREFIX)) return { src: url }
  return {
    src: imageThumbUrl(url, 240),
    srcSet: IMAGE_THUMB_WIDTHS.map((w) => `${imageThumbUrl(url, w)} ${w}w`).join(', '),
  }
}
