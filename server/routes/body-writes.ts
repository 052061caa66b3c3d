import type { FastifyInstance } from 'fastify'
import type * as z from 'zod/mini'
import type { ServerPushPayloads } from '../../sync/protocol/index.ts'
import type { AppContext } from '../context.ts'
import { parse } from '../http/validate.ts'
import { requireStaff } from '../auth/request-auth.ts'
import { commitWrite } from '../domain/writes/run.ts'
import { STAFF_WRITES, type StaffWrite } from '../domain/writes/index.ts'
import type { WriteType } from '../domain/writes/types.ts'

/** A write whose JSON body is the push payload itself: its method, path, body and action. */
export interface BodyWrite {
  method: 'POST' | 'PUT'
  url: string
  body: z.core.$ZodType<ServerPushPayloads[WriteType]>
  type: WriteType
}

/** One body write; its schema must parse to the payload its action's write takes. */
export const bodyWrite = <T extends WriteType>(
  method: 'POST' | 'PUT',
  url: string,
  body: z.core.$ZodType<ServerPushPayloads[T]>,
  type: T,
): BodyWrite => ({ method, url, body, type })

/**
 * The routes of writes whose JSON body is the push payload itself: each parses, authorizes and
 * runs the write the push runs for the same action (STAFF_WRITES), so both answer alike.
 */
export function bodyWriteRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  writes: readonly BodyWrite[],
): void {
  for (const { method, url, body: schema, type } of writes) {
    app.route({
      method,
      url,
      handler: async (request) => {
        const body = parse(schema, request.body, 'body')
        const staff = await requireStaff(ctx, request)
        const write = STAFF_WRITES[type] as StaffWrite
        return commitWrite(ctx, staff, (tx) => write.run(tx, staff, body))
      },
    })
  }
}
