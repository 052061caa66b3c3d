import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import { z } from 'zod'
import {
  IMAGE_BASE,
  IMAGE_BASE_AZURE,
  IMAGE_FIELD,
  IMAGE_ID_PATTERN,
  IMAGE_KINDS,
  IMAGE_MAX_UPLOAD_BYTES,
  IMAGE_THUMB_WIDTHS,
  isImageThumbWidth,
  type ImageKind,
  type ImageThumbWidth,
} from '../../sync/protocol/rules/images.ts'
import type { AppContext } from '../context.ts'
import { HttpError, badRequest, notFound } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { contentVersion, encodeWebp, sniffImageFormat } from '../images/encode.ts'
import { checkImageTarget, imageKeyOf, publicImageUrl, setRowImage } from '../images/attach.ts'
import { isImageKey } from '../images/store.ts'
import { isThumbnailKey, putImage, thumbnailOf } from '../images/thumbnails.ts'

const LogoParams = z.object({ id: z.string().min(1).max(64) })
const Params = z.object({ businessId: z.string().min(1).max(64), id: z.string().min(1).max(64) })

const notAnImage = () =>
  badRequest(IMAGE_FIELD, `${IMAGE_FIELD}: must be a PNG, JPEG or WebP image`)
const tooLarge = () =>
  new HttpError(
    413,
    'validation',
    `${IMAGE_FIELD}: larger than ${IMAGE_MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    { field: IMAGE_FIELD },
  )

/** The uploaded bytes of a request, read in preValidation (before idempotency hashes the body). */
const uploads = new WeakMap<FastifyRequest, Buffer>()

/** One year: image URLs carry `?v=<content hash>`, so a changed image has a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Menu images (docs/api.md "Images"): multipart uploads for items, categories and services,
 * re-encoded to WebP and stored in ctx.images; GET /images/* serves them.
 */
export async function imageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Its own scope: multipart bodies are parsed on these routes only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fileSize: IMAGE_MAX_UPLOAD_BYTES,
        files: 1,
        fields: 10,
        parts: 11,
        fieldSize: 1024,
        headerPairs: 50,
      },
    })

    // Read the file before the idempotency hook (preHandler) runs: it fingerprints the body,
    // which for an upload is the file's sha-256, so a key reused with another file is a 422.
    scope.addHook('preValidation', async (request) => {
      if (request.method !== 'POST') return
      await requireStaff(ctx, request) // 401 before a byte of the upload is read
      const bytes = await readUpload(request)
      uploads.set(request, bytes)
      request.body = {
        [IMAGE_FIELD]: {
          sha256: createHash('sha256').update(bytes).digest('base64url'),
          size: bytes.length,
        },
      }
    })

    for (const base of [IMAGE_BASE, IMAGE_BASE_AZURE]) {
      for (const kind of IMAGE_KINDS) {
        if (kind === 'logo') continue
        scope.post(`${base}/${kind}/:businessId/:id`, (request) => upload(kind, request))
      }
      // The business logo (spec 001 §7 Uploads `logo/{id}`): compressed like the menu pictures.
      scope.post(`${base}/logo/:id`, (request) => {
        const { id } = parse(LogoParams, request.params, 'params')
        return upload('logo', request, { businessId: id, id })
      })
    }

    scope.get('/images/*', async (request, reply) => {
      const key = (request.params as { '*'?: string })['*'] ?? ''
      const query = request.query as { v?: unknown; w?: unknown }
      const v = typeof query.v === 'string' ? query.v : undefined
      const width = thumbWidthOf(query.w)
      if (!isImageKey(key) || (width !== null && isThumbnailKey(key))) throw notFound('Image')
      const image = width ? await thumbnailOf(ctx.images, key, width, v) : await ctx.images.get(key)
      if (!image) throw notFound('Image')
      const versioned = v !== undefined
      void reply
        .header('content-type', 'image/webp')
        // A URL without `?v=` (read by its plain path) may change: caches revalidate it.
        .header('cache-control', versioned ? IMMUTABLE : 'public, no-cache')
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff')
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send()
      return reply.send(image.body)
    })
  })

  async function upload(
    kind: ImageKind,
    request: FastifyRequest,
    params?: { businessId: string; id: string },
  ): Promise<unknown> {
    const { businessId, id } = params ?? parse(Params, request.params, 'params')
    const staff = await requireStaff(ctx, request)
    if (businessId !== staff.businessId) throw notFound('Business')
    if (!IMAGE_ID_PATTERN.test(id)) throw notFound(`${kind[0]!.toUpperCase()}${kind.slice(1)}`)
    // Authorize before the costly decode; checked again under the row lock in setRowImage.
    await checkImageTarget(ctx.db, staff, kind, id)
    const bytes = uploads.get(request)
    if (!bytes || sniffImageFormat(bytes) === null) throw notAnImage()
    let webp: Buffer
    try {
      webp = await encodeWebp(bytes)
    } catch {
      throw notAnImage() // right first bytes, but not a readable image
    }
    const key = imageKeyOf(kind, staff.businessId, id)
    const url = publicImageUrl(key, contentVersion(webp))
    return commitWrite(ctx, staff, async (tx) => {
      const result = await setRowImage(tx, staff, kind, id, url)
      // Inside the business lock: two uploads for one row leave the file and the row agreeing.
      await putImage(ctx.images, key, webp)
      return result
    })
  }
}

/** The `w` of a thumbnail request: null without one; a width not made is a 400 naming `w`. */
function thumbWidthOf(value: unknown): ImageThumbWidth | null {
  if (value === undefined) return null
  const width = typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN
  if (!isImageThumbWidth(width)) {
    throw badRequest('w', `w: a thumbnail width, one of ${IMAGE_THUMB_WIDTHS.join(', ')}`)
  }
  return width
}

/** The one file of field `image`, buffered (at most IMAGE_MAX_UPLOAD_BYTES, else 413). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw badRequest(IMAGE_FIELD, `${IMAGE_FIELD}: send the file as multipart/form-data`)
  }
  try {
    const part = await request.file()
    if (!part || part.fieldname !== IMAGE_FIELD) {
      throw badRequest(IMAGE_FIELD, `${IMAGE_FIELD}: a file in field "${IMAGE_FIELD}" is required`)
    }
    return await part.toBuffer()
  } catch (error) {
    if (error instanceof HttpError) throw error
    const code = (error as { code?: unknown }).code
    const status = (error as { statusCode?: unknown }).statusCode
    if (code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) throw tooLarge()
    if (typeof status === 'number' && status < 500) {
      throw badRequest(IMAGE_FIELD, `${IMAGE_FIELD}: the multipart body could not be read`)
    }
    throw error
  }
}
