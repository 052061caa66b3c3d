import * as z from 'zod/mini'
import { CLIENT_ID_MESSAGE, CLIENT_ID_PATTERN, LANGUAGES } from './rules/common.ts'
import {
  bookingWindow,
  dayProblem,
  instantProblem,
  readWindow,
  shiftWindow,
  stayWindow,
  type DayWindow,
} from './rules/date-window.ts'

export * from './rules/common.ts'

export const Language = z.enum(LANGUAGES)
export type Language = z.infer<typeof Language>

/** A text given per language; `en` is always present and is the fallback. */
export const LocalizedText = z.object({
  en: z.string(),
  srb: z.optional(z.string()),
  cro: z.optional(z.string()),
})
export type LocalizedText = z.infer<typeof LocalizedText>

export const Id = z.string().check(z.minLength(1), z.maxLength(64))

/**
 * An id a client made for a row it creates (a uuid from the outbox, usually): 8 to 64 letters,
 * digits, '-' or '_'. The server refuses one that already belongs to any row (docs/api.md).
 */
export const ClientId = z.string().check(z.regex(CLIENT_ID_PATTERN, CLIENT_ID_MESSAGE))
export const IsoDateTime = z.iso.datetime({ offset: true })
export const IsoDate = z.iso.date()

/** A refinement that adds the rule's text (rules/date-window.ts) as the issue's message. */
const sane = (problem: (value: string) => string | null) =>
  z.superRefine<string>((value, ctx) => {
    const text = problem(value)
    if (text !== null) ctx.addIssue({ code: 'custom', message: text, input: value })
  })
const dayIn = (window: (now: number) => DayWindow) =>
  IsoDate.check(sane((day) => dayProblem(day, window(Date.now()))))

/** A day a read asks about (reports, history, by-date lists): years 2000 to 2100. */
export const ReadDay = dayIn(readWindow)
/** A stay's arrival or check-out: within three years of today (rules/date-window.ts). */
export const StayDay = dayIn(stayWindow)
/** A shift day or week start: a year back to two years ahead. */
export const ShiftDay = dayIn(shiftWindow)
/** A booking's start (reservation, spa appointment): a month back (staff) to a year ahead. */
export const BookingTime = IsoDateTime.check(
  sane((at) => instantProblem(at, bookingWindow(Date.now()))),
)

/** Money: non-negative, rounded to 2 decimals (spec section 5; roundMoney). */
export const Money = z.number().check(z.nonnegative(), z.lte(10_000_000))

/** Every synced row carries the global version it was last written at. */
export const Versioned = z.object({ version: z.int().check(z.nonnegative()) })
