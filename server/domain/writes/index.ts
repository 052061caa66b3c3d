import type { StaffWrite, WriteType } from './types.ts'
import { setRoomActive, setRoomInactive } from './rooms.ts'
import { createCategoryWrite, deleteCategoryWrite } from './categories.ts'
import { updateTableManyWrite } from './tables.ts'

export type { ChangeNotice, StaffWrite, WriteResult, WriteType } from './types.ts'

/** Every staff write the push carries besides the order steps; a new one: one file, one entry. */
export const STAFF_WRITES: { [K in WriteType]: StaffWrite<K> } = {
  'room.setActive': setRoomActive,
  'room.setInactive': setRoomInactive,
  'category.create': createCategoryWrite,
  'category.delete': deleteCategoryWrite,
  'table.updateMany': updateTableManyWrite,
}

export const isWriteType = (type: string): type is WriteType => Object.hasOwn(STAFF_WRITES, type)
