import * as z from 'zod/mini'
import { ClientId, Id, IsoDate, Language, ReadDay } from './common.ts'
import {
  FAST_INPUT_IMPORT_SKIP_REASONS,
  FAST_INPUT_MAX_CHARS,
  FAST_INPUT_MAX_LINES,
  countFastInputLines,
  type FastInputImportSkipReason,
} from './rules/fast-input-import.ts'

export * from './rules/fast-input-import.ts'

/** The pasted text or the dropped file's content: not blank, ≤ 2,000,000 chars, ≤ 20,000 lines. */
const FastInputText = z.string().check(
  z.refine((text) => text.trim() !== '', 'text is empty: paste or drop the bookings'),
  z.maxLength(FAST_INPUT_MAX_CHARS, `text must be at most ${FAST_INPUT_MAX_CHARS} characters`),
  z.refine(
    (text) =>
      text.length > FAST_INPUT_MAX_CHARS || countFastInputLines(text) <= FAST_INPUT_MAX_LINES,
    `text must have at most ${FAST_INPUT_MAX_LINES} lines: split the file`,
  ),
)

/**
 * POST fastInput/preview. `today`: the desk's local day; bookings whose checkout is before it
 * are skipped as `past` (no such check without it).
 */
export const FastInputPreviewBody = z.object({
  text: FastInputText,
  today: z.optional(ReadDay),
})
export type FastInputPreviewBody = z.infer<typeof FastInputPreviewBody>

/**
 * POST fastInput: `_id` is the import's client id (the outbox row's id): each line's stay id is
 * made from it, so the same import can never write twice. `lang`: the stays' language.
 */
export const FastInputBody = z.object({
  _id: z.optional(ClientId),
  text: FastInputText,
  today: z.optional(ReadDay),
  lang: z.optional(Language),
})
export type FastInputBody = z.infer<typeof FastInputBody>

/** The push action `stay.fastInput`: the body with the import's `_id` required. */
export const FastInputPayload = z.extend(FastInputBody, { _id: ClientId })
export type FastInputPayload = z.infer<typeof FastInputPayload>

const SkipReason = z.enum(
  FAST_INPUT_IMPORT_SKIP_REASONS as unknown as [
    FastInputImportSkipReason,
    ...FastInputImportSkipReason[],
  ],
)

/** A skipped line: 1-based, its reason, the line trimmed and cut to 80 characters. */
export const FastInputSkipped = z.object({
  line: z.int(),
  reason: SkipReason,
  text: z.string(),
})
export type FastInputSkipped = z.infer<typeof FastInputSkipped>

/** A line that imports: the parse's row and the room it was matched to. */
export const FastInputPlannedRow = z.object({
  line: z.int(),
  room: z.string(),
  room_id: Id,
  room_name: z.string(),
  checkIn: IsoDate,
  checkout: IsoDate,
  guestName: z.optional(z.string()),
})
export type FastInputPlannedRow = z.infer<typeof FastInputPlannedRow>

export const FastInputPreviewReply = z.object({
  format: z.enum(['simple', 'pms', 'unknown']),
  separator: z.nullable(z.enum(['\t', ';', ','])),
  rows: z.array(FastInputPlannedRow),
  skipped: z.array(FastInputSkipped),
  /** Every reason with its count (0 when none). */
  counts: z.record(SkipReason, z.int()),
})
export type FastInputPreviewReply = z.infer<typeof FastInputPreviewReply>

/** The import's answer: how many stays were written, and every line that was not. */
export const FastInputReply = z.object({
  _id: z.string(),
  format: z.enum(['simple', 'pms', 'unknown']),
  imported: z.int(),
  skipped: z.array(FastInputSkipped),
  counts: z.record(SkipReason, z.int()),
})
export type FastInputReply = z.infer<typeof FastInputReply>
