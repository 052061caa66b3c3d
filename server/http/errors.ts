import type { FastifyError, FastifyInstance } from 'fastify'
import { config, core, locales } from 'zod/mini'
import type { Change, ErrorBody, ErrorCode, HeldTable } from '../../sync/protocol/index.ts'

// English issue texts for every schema, zod/mini (sync/protocol) or classic (server routes):
// zod/mini loads no locale by itself, and 400 bodies quote the issue.
config(locales.en())

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
}

/** An error with the status, code and text the client gets. Thrown by routes and domain code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      field?: string
      current?: Change
      retry_after?: number
      reopens?: string
      held?: HeldTable
      survey_id?: string
    } = {},
  ) {
    super(message)
  }

  toBody(): ErrorBody {
    return {
      statusCode: this.statusCode,
      error: STATUS_TEXT[this.statusCode] ?? 'Error',
      message: this.message,
      code: this.code,
      ...this.extra,
    }
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'validation', message, { field })
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, 'unauthorized', message)
export const forbidden = (message = 'You do not have permission for this service.') =>
  new HttpError(403, 'forbidden', message)
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`)

/** The first issue of a zod error (classic or mini: both are `core.$ZodError`) as a 400. */
export function zodToHttpError(error: core.$ZodError, where: string): HttpError {
  const issue = error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where
  const message = issue ? `${field}: ${issue.message}` : `${where} is invalid`
  return badRequest(field, message)
}

/** The one error handler: known errors keep their status and text; anything else is a logged 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | core.$ZodError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.retry_after !== undefined)
        void reply.header('retry-after', String(error.extra.retry_after))
      return reply.status(error.statusCode).send(error.toBody())
    }
    if (error instanceof core.$ZodError) {
      return reply.status(400).send(zodToHttpError(error, 'body').toBody())
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type).
      const body: ErrorBody = {
        statusCode: status,
        error: STATUS_TEXT[status] ?? 'Error',
        message: error.message,
        code: status === 429 ? 'rate_limited' : 'validation',
        ...(status === 400 ? { field: 'body' } : {}),
      }
      return reply.status(status).send(body)
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(new HttpError(500, 'internal', 'Internal Server Error').toBody())
  })
}
