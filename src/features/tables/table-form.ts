import { TABLE_TYPES } from '../../../sync/protocol/rules/index.ts'
import type { DiningTable } from '../../../sync/protocol/index.ts'
import type { TableType } from './floor-geometry.ts'

export const ROTATIONS = [0, 90, 180, 270] as const
export type Rotation = (typeof ROTATIONS)[number]
export type { TableType } from './floor-geometry.ts'

/** The table form as typed (text fields as strings; length empty: not given). */
export interface TableDraft {
  name: string
  capacity: string
  type: TableType
  rotation: Rotation
  active: boolean
  hours: string
  minutes: string
}

export type TableFormError =
  | 'nameMissing'
  | 'nameTooLong'
  | 'capacityInvalid'
  | 'hoursInvalid'
  | 'minutesInvalid'
  | 'lengthZero'
  | 'nameTaken'

export type TableFormErrors = Partial<Record<keyof TableDraft, TableFormError>>

/** The checked form: what the outbox actions get. `length` null: none given (addLength not sent). */
export interface TableFormValues {
  name: string
  capacity: number
  type: TableType
  rotation: Rotation
  active: boolean
  length: { hours: number; minutes: number } | null
}

export const NAME_MAX = 40
export const CAPACITY_MAX = 100
export const HOURS_MAX = 24

export const emptyDraft = (): TableDraft => ({
  name: '',
  capacity: '4',
  type: 'round',
  rotation: 0,
  active: true,
  hours: '',
  minutes: '',
})

/** The form for an existing table (its length shown when it has one). */
export function draftOf(table: DiningTable): TableDraft {
  return {
    name: table.name,
    capacity: String(table.capacity),
    type: table.type,
    rotation: table.rotation,
    active: table.active,
    hours: table.length ? String(table.length.h) : '',
    minutes: table.length ? String(table.length.m) : '',
  }
}

const wholeNumber = (text: string): number | null =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : null

export const isTableType = (value: string): value is TableType =>
  (TABLE_TYPES as readonly string[]).includes(value)

/**
 * Checks the table form, the server's limits (name 1-40, capacity 1-100, hours 0-24, minutes
 * 0-59) and a name another table of the service already has. The length is optional (spec §5:
 * added only when given): both fields empty means none; one given means the other is 0.
 */
export function checkTableForm(
  draft: TableDraft,
  otherNames: readonly string[],
): { ok: true; values: TableFormValues } | { ok: false; errors: TableFormErrors } {
  const errors: TableFormErrors = {}
  const name = draft.name.trim()
  if (name === '') errors.name = 'nameMissing'
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong'
  else if (otherNames.some((n) => n.trim().toLowerCase() === name.toLowerCase()))
    errors.name = 'nameTaken'
  const capacity = wholeNumber(draft.capacity)
  if (capacity === null || capacity < 1 || capacity > CAPACITY_MAX)
    errors.capacity = 'capacityInvalid'
  let length: TableFormValues['length'] = null
  if (draft.hours.trim() !== '' || draft.minutes.trim() !== '') {
    const hours = draft.hours.trim() === '' ? 0 : wholeNumber(draft.hours)
    const minutes = draft.minutes.trim() === '' ? 0 : wholeNumber(draft.minutes)
    if (hours === null || hours > HOURS_MAX) errors.hours = 'hoursInvalid'
    if (minutes === null || minutes > 59) errors.minutes = 'minutesInvalid'
    if (hours !== null && minutes !== null && hours <= HOURS_MAX && minutes <= 59) {
      if (hours === 0 && minutes === 0) errors.hours = 'lengthZero'
      else length = { hours, minutes }
    }
  }
  if (Object.keys(errors).length > 0 || capacity === null) return { ok: false, errors }
  return {
    ok: true,
    values: {
      name,
      capacity,
      type: draft.type,
      rotation: draft.rotation,
      active: draft.active,
      length,
    },
  }
}

/** Whether the checked form changes the table's length (addLength is sent only then). */
export function lengthChanged(
  table: Pick<DiningTable, 'length'> | null,
  length: TableFormValues['length'],
): boolean {
  if (length === null) return false
  return !table?.length || table.length.h !== length.hours || table.length.m !== length.minutes
}
