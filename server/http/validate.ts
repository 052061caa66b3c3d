import * as z from 'zod/mini'
import { zodToHttpError } from './errors.ts'

/**
 * Parse request input; a failure is a 400 that names the field, before anything is written.
 * Takes any zod 4 schema: the zod/mini ones of sync/protocol and the classic ones of the routes.
 */
export function parse<S extends z.core.$ZodType>(
  schema: S,
  data: unknown,
  where: 'body' | 'params' | 'query',
): z.output<S> {
  const result = z.safeParse(schema, data)
  if (!result.success) throw zodToHttpError(result.error, where)
  return result.data
}
