import { z } from 'zod'
import { Id, IsoDate, IsoDateTime, Language, Versioned } from './common.ts'

export const Room = Versioned.extend({
  _id: Id,
  business_id: Id,
  name: z.string(),
  type: z.string(),
  status: z.enum(['active', 'inactive']),
})
export type Room = z.infer<typeof Room>

/** A stay in a room. `password` (the room code) is sent only to staff of reception. */
export const Stay = Versioned.extend({
  _id: Id,
  business_id: Id,
  room_id: Id,
  room_name: z.string(),
  password: z.string().optional(),
  checkout: IsoDate,
  lang: Language,
  check_in: IsoDateTime.nullable(),
})
export type Stay = z.infer<typeof Stay>

/** Rooms sort numerically by name when both names are numbers, else alphabetically. */
export function compareRoomNames(a: string, b: string): number {
  const numeric = /^\d+$/
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b)
  return a.localeCompare(b)
}
