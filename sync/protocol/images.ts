import * as z from 'zod/mini'
import { Id } from './common.ts'

export * from './rules/images.ts'

/**
 * The outbox's image upload for an item, a category, or a service's floor plan background
 * (`table_background`, `id` the service's), or a promotion's picture: the compressed picture itself waits in IndexedDB (a
 * Blob) and is sent after the actions queued before it (the item's create first).
 */
export const ImageUploadPayload = z.object({
  kind: z.enum([
    'article',
    'category',
    'table_background',
    'service',
    'logo',
    'promotions',
    'info',
    'offer',
    'store',
  ]),
  business_id: Id,
  id: Id,
  image: z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, {
    message: 'image must be a file',
  }),
})
export type ImageUploadPayload = z.infer<typeof ImageUploadPayload>
