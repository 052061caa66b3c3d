import type { FastifyInstance } from 'fastify'
import {
  FAST_INPUT_PATH,
  FAST_INPUT_PREVIEW_PATH,
  FastInputBody,
  FastInputPreviewBody,
} from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { assertReception } from '../domain/reception-access.ts'
import { previewFastInput } from '../domain/fast-input.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { importFastInput } from '../domain/writes/stay-fast-input.ts'

/**
 * A fast-input text may be 2,000,000 characters (FAST_INPUT_MAX_CHARS): as JSON that is up to
 * about 6 MB (tabs escaped, letters beyond ASCII in UTF-8), so these two routes take bodies up to
 * 8 MiB and the text's own limits answer 400 naming `text` before the body limit's 413 does.
 */
export const FAST_INPUT_BODY_LIMIT = 8 * 1024 * 1024

/** Fast input of reception (docs/api.md, "Fast input"): preview, and the import. */
export function receptionFastInputRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(FAST_INPUT_PREVIEW_PATH, { bodyLimit: FAST_INPUT_BODY_LIMIT }, async (request) => {
    const body = parse(FastInputPreviewBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    assertReception(staff)
    return previewFastInput(ctx.db, staff.businessId, body.text, body.today)
  })

  app.post(FAST_INPUT_PATH, { bodyLimit: FAST_INPUT_BODY_LIMIT }, async (request) => {
    const body = parse(FastInputBody, request.body, 'body')
    const staff = await requireStaff(ctx, request)
    return commitWrite(ctx, staff, (tx) => importFastInput(tx, staff, body))
  })
}
