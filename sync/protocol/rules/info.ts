/**
 * Info pages (spec 001 §2 "Info page", §3 Info, Offer, Store, §7 "Info, offers, stores"): the
 * service option `type` (the info type) decides what staff manage and which view guests get.
 * Zod-free, so the staff screen, the guest page and the server share it.
 */

/** The info paths (spec 001 §7): all under api/v2/info. */
export const INFO_BASE = '/api/v2/info'

/** The info types a service's option `type` may hold (spec 001 §2). */
export const INFO_TYPES = ['text', 'menuSingle', 'mapsSingle', 'menuCategory', 'external'] as const
export type InfoType = (typeof INFO_TYPES)[number]

export const isInfoType = (value: unknown): value is InfoType =>
  typeof value === 'string' && (INFO_TYPES as readonly string[]).includes(value)

/** The info type of a service: its option `type`, or null when unset or unknown. */
export function infoTypeOf(service: { options: Record<string, unknown> }): InfoType | null {
  const type = service.options['type']
  return isInfoType(type) ? type : null
}

/**
 * The guest view of an info type (spec 001 §2): text a text view; menuSingle and mapsSingle a
 * single-category view; menuCategory a multi-category view; external an external-link view;
 * anything else a spinner.
 */
export type InfoView = 'text' | 'single' | 'category' | 'external' | 'spinner'
export function infoViewOf(type: unknown): InfoView {
  switch (type) {
    case 'text':
      return 'text'
    case 'menuSingle':
    case 'mapsSingle':
      return 'single'
    case 'menuCategory':
      return 'category'
    case 'external':
      return 'external'
    default:
      return 'spinner'
  }
}

/**
 * What the staff screen manages for a type: text blocks and external links are infos (ordered);
 * a single category (menu-like or map entries) is offers without a store; several categories are
 * stores, each with its offers.
 */
export interface InfoManaged {
  infos: boolean
  offers: boolean
  stores: boolean
  /** Offers show a map link (mapsSingle) rather than a price first. */
  maps: boolean
}
export function managedOf(type: InfoType | null): InfoManaged {
  return {
    infos: type === 'text' || type === 'external',
    offers: type === 'menuSingle' || type === 'mapsSingle' || type === 'menuCategory',
    stores: type === 'menuCategory',
    maps: type === 'mapsSingle',
  }
}

/** Bounds of the texts (the server's 400 names the field past them). */
export const INFO_LIMITS = {
  title: 200,
  text: 5000,
  name: 120,
  description: 2000,
  contact: 200,
  url: 2000,
}

/** Rows in their order: by position, then by id so ties are stable on every device. */
export function byPosition<R extends { _id: string; position: number }>(rows: readonly R[]): R[] {
  return [...rows].sort(
    (a, b) => a.position - b.position || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0),
  )
}

/** A new order as the reorder sends it: every row's id and its position 0..n-1. */
export type InfoPositions = { _id: string; position: number }[]

const renumber = (ids: readonly string[]): InfoPositions =>
  ids.map((_id, position) => ({ _id, position }))

/**
 * Moves one row up (delta -1) or down (+1) in the ordered list (the keyboard's move buttons):
 * the new positions of every row, or null when it cannot move (first up, last down, not there).
 */
export function moveBy<R extends { _id: string; position: number }>(
  rows: readonly R[],
  id: string,
  delta: -1 | 1,
): InfoPositions | null {
  const ids = byPosition(rows).map((r) => r._id)
  const from = ids.indexOf(id)
  const to = from + delta
  if (from < 0 || to < 0 || to >= ids.length) return null
  ids.splice(to, 0, ...ids.splice(from, 1))
  return renumber(ids)
}

/** Moves a row to where another is (a drag dropped on it); null when nothing changes. */
export function moveTo<R extends { _id: string; position: number }>(
  rows: readonly R[],
  id: string,
  targetId: string,
): InfoPositions | null {
  const ids = byPosition(rows).map((r) => r._id)
  const from = ids.indexOf(id)
  const to = ids.indexOf(targetId)
  if (from < 0 || to < 0 || from === to) return null
  ids.splice(to, 0, ...ids.splice(from, 1))
  return renumber(ids)
}

/** The position a new row takes: after the last one. */
export const nextPosition = (rows: readonly { position: number }[]): number =>
  rows.reduce((max, r) => Math.max(max, r.position + 1), 0)
