import { spaHolds } from '../../../sync/protocol/rules/index.ts'
import type {
  Language,
  Service,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import { matchesSearch, textIn } from '../menu/menu-model.ts'

/** The services the treatments screen edits: the spas. */
export const spaServices = (services: readonly Service[]): Service[] =>
  services.filter((s) => s.type === 'spa')

const byName =
  (language: Language) =>
  <T extends { name: SpaRoom['name'] }>(a: T, b: T) =>
    textIn(a.name, language).localeCompare(textIn(b.name, language))

/** A spa's rooms by name in the staff member's language. */
export const roomsOf = (serviceId: string, rooms: readonly SpaRoom[], language: Language) =>
  rooms.filter((r) => r.service_id === serviceId).sort(byName(language))

/** A room's treatments by name. */
export const treatmentsIn = (
  roomId: string,
  treatments: readonly SpaTreatment[],
  language: Language,
) => treatments.filter((t) => t.room_id === roomId).sort(byName(language))

/**
 * The search (spec: by item name, any language): the rooms named so or holding a treatment named
 * so, and in each the matching treatments (all of them when the room's own name matches).
 */
export function searchMenu(
  rooms: readonly SpaRoom[],
  treatments: readonly SpaTreatment[],
  search: string,
  language: Language,
): { rooms: SpaRoom[]; treatmentsOf: (roomId: string) => SpaTreatment[] } {
  const shown = (room: SpaRoom) =>
    treatmentsIn(room._id, treatments, language).filter(
      (t) => matchesSearch(room.name, search) || matchesSearch(t.name, search),
    )
  const roomsShown =
    search.trim() === ''
      ? [...rooms]
      : rooms.filter((r) => matchesSearch(r.name, search) || shown(r).length > 0)
  return {
    rooms: roomsShown,
    treatmentsOf: (roomId) => {
      const room = rooms.find((r) => r._id === roomId)
      return room ? shown(room) : []
    },
  }
}

/**
 * How many appointments each treatment still has to come at `now` (pending, accepted or active,
 * not over): the server keeps a treatment that has any (409 spa.in_use).
 */
export function upcomingByTreatment(
  appointments: readonly Pick<SpaAppointment, 'spa_service_id' | 'status' | 'time' | 'length'>[],
  now: number,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const a of appointments) {
    if (!spaHolds(a.status) || Date.parse(a.time) + a.length * 60_000 <= now) continue
    counts.set(a.spa_service_id, (counts.get(a.spa_service_id) ?? 0) + 1)
  }
  return counts
}
