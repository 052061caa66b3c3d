import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { Day } from './draft.ts'

const DAY_NAMES: Record<Day, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
}
export const dayLabel = (i18n: I18n, day: Day): string => i18n._(DAY_NAMES[day])

const TYPE_NAMES: Record<string, MessageDescriptor> = {
  roomservice: msg`Room service`,
  restaurant: msg`Restaurant`,
  pool: msg`Pool`,
  amenities: msg`Amenities`,
  spa: msg`Spa`,
  reception: msg`Reception`,
  kitchen: msg`Kitchen`,
  eventplanning: msg`Event planning`,
  info: msg`Info`,
  chat: msg`Chat`,
}
export const ADDABLE_TYPES = Object.keys(TYPE_NAMES)
export const typeLabel = (i18n: I18n, type: string): string =>
  TYPE_NAMES[type] ? i18n._(TYPE_NAMES[type]) : type

const INFO_NAMES: Record<string, MessageDescriptor> = {
  text: msg`Text`,
  menuSingle: msg`Menu, one category`,
  mapsSingle: msg`Maps, one category`,
  menuCategory: msg`Menu with categories`,
  external: msg`External link`,
}
export const infoTypeLabel = (i18n: I18n, type: string): string =>
  INFO_NAMES[type] ? i18n._(INFO_NAMES[type]) : type
