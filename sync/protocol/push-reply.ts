import * as z from 'zod/mini'

/*
 * The push's reply on its own: the staff engine reads it, and importing it does not bring every
 * action's payload schema (push.ts) into the staff shell.
 */

/**
 * The answer to one action: the status and body the single endpoint would give (an `Order`,
 * `{orders}` for pay, an `ErrorBody` — with `current` for a 409). `replayed`: answered from the
 * idempotency store (the action was done before; the header `Idempotent-Replay` of REST).
 */
export const PushResult = z.object({
  id: z.string(),
  status: z.int(),
  body: z.unknown(),
  replayed: z.optional(z.boolean()),
})
export type PushResult = z.infer<typeof PushResult>

/**
 * One result per action processed, in order (an unexpected error is that action's 500; the
 * next ones still run). Fewer results than actions: the server stopped early at a key still in
 * progress elsewhere; the rest were not acted on.
 */
export const PushReply = z.object({ results: z.array(PushResult) })
export type PushReply = z.infer<typeof PushReply>
