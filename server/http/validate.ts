import type { z } from 'zod'
import { zodToHttpError } from './errors.ts'

/** Parse request input; a failure is a 400 that names the field, before anything is written. */
export function parse<S extends z.ZodType>(
  schema: S,
  data: unknown,
  where: 'body' | 'params' | 'query',
): z.infer<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw zodToHttpError(result.error, where)
  return result.data
}
