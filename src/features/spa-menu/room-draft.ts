import type { SpaRoom } from '../../../sync/protocol/index.ts'
import { localized, noTexts, textsOf, type Texts } from '../menu/item-draft.ts'
import { wholeIn } from './whole-number.ts'

/** The spa room form (a category of treatments) as typed. */
export interface RoomDraft {
  name: Texts
  maxPersons: string
  cleaningBreak: string
}

/** What is wrong with a field; the screen words it (spa-problem-text.ts). */
export type RoomProblem = 'required' | 'persons' | 'minutes'

export const emptyRoomDraft = (): RoomDraft => ({
  name: noTexts(),
  maxPersons: '1',
  cleaningBreak: '0',
})

export const draftOfRoom = (room: SpaRoom): RoomDraft => ({
  name: textsOf(room.name),
  maxPersons: String(room.max_persons),
  cleaningBreak: String(room.cleaning_break),
})

export interface CheckedRoom {
  problems: Record<string, RoomProblem>
  fields: {
    name: ReturnType<typeof localized>
    max_persons: number
    cleaning_break: number
  } | null
}

/**
 * Checks the room form as the server will: a name in English, 1 to 50 persons at once, a
 * cleaning break of 0 to 240 minutes (empty: none).
 */
export function checkRoomDraft(draft: RoomDraft): CheckedRoom {
  const problems: Record<string, RoomProblem> = {}
  if (!draft.name.en.trim()) problems['name.en'] = 'required'
  const maxPersons = wholeIn(draft.maxPersons, 1, 50)
  const cleaningBreak = wholeIn(draft.cleaningBreak, 0, 240, 0)
  if (maxPersons === undefined) problems.max_persons = 'persons'
  if (cleaningBreak === undefined) problems.cleaning_break = 'minutes'
  if (maxPersons === undefined || cleaningBreak === undefined || Object.keys(problems).length > 0)
    return { problems, fields: null }
  return {
    problems,
    fields: {
      name: localized(draft.name),
      max_persons: maxPersons,
      cleaning_break: cleaningBreak,
    },
  }
}
