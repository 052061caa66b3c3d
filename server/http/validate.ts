import type { FastifyInstance } from 'fastify'
import * as z from 'zod/mini'
import { badRequest, zodToHttpError } from './errors.ts'

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

/**
 * The path of the first string (or object key) that PostgreSQL cannot store as text: a NUL
 * character (refused in text) or a lone UTF-16 surrogate (not UTF-8). Null when all is clean.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const stack: [unknown, Step | null][] = [[value, null]]
  while (stack.length > 0) {
    const [item, at] = stack.pop()!
    if (typeof item === 'string') {
      if (!storable(item)) return pathOf(at)
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], { key: String(i), up: at }])
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item).reverse()) {
        // A bad key is named escaped, so the 400 itself carries no NUL.
        if (!storable(key)) return pathOf({ key: JSON.stringify(key).slice(1, -1), up: at })
        stack.push([child, { key, up: at }])
      }
    }
  }
  return null
}

/** One step of a path, linked to its parent (no copying per level). */
interface Step {
  key: string
  up: Step | null
}

function pathOf(step: Step | null): string[] {
  const path: string[] = []
  for (let s = step; s; s = s.up) path.push(s.key)
  return path.reverse()
}

/** A high surrogate not followed by a low one, or a low surrogate without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const storable = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text)

/**
 * Refuses, for every route and before any handler runs, request input PostgreSQL cannot store:
 * a 400 naming the field (`note`, `content.0.article_id`, a path or query parameter's name).
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const inputs = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const
    for (const [where, data] of inputs) {
      const path = findUnstorableText(data)
      if (!path) continue
      const field = path.length > 0 ? path.join('.') : where
      done(badRequest(field, `${field}: must not contain a NUL character or an unpaired surrogate`))
      return
    }
    done()
  })
}
