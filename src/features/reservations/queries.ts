import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../sync/index.ts'
import { BOARD_STATUSES } from '../../../sync/protocol/rules/index.ts'
import type {
  Order,
  Reservation,
  Room,
  SpaAppointment,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import { heldIds, reservationMarks, type OutboxMarks } from './marks.ts'

export interface BoardData {
  /** On the board (pending, accepted, canceled, active) and those the outbox holds. */
  reservations: Reservation[]
  marks: OutboxMarks
}

/**
 * The board's reservations and this account's outbox marks, in one live query: a reservation
 * another device books, a pull or an action queued here repaints the board at once. A
 * reservation that left the board (declined, no-show) stays while its action waits or was
 * refused and not dismissed.
 */
export async function boardData(accountId: string): Promise<BoardData> {
  const [listed, outbox] = await db.transaction('r', [db.reservations, db.outbox], () =>
    Promise.all([
      db.reservations
        .where('status')
        .anyOf([...BOARD_STATUSES])
        .toArray(),
      db.outbox
        .orderBy('seq')
        .filter((row) => row.accountId === accountId && row.entity.table === 'reservations')
        .toArray(),
    ]),
  )
  const marks = reservationMarks(outbox)
  const have = new Set(listed.map((r) => r._id))
  const missing = [...heldIds(marks)].filter((id) => !have.has(id))
  if (missing.length === 0) return { reservations: listed, marks }
  const held = await db.reservations.bulkGet(missing)
  return { reservations: [...listed, ...held.filter((r) => r !== undefined)], marks }
}

export function useBoardData(accountId: string): BoardData | undefined {
  return useLiveQuery(() => boardData(accountId), [accountId])
}

/**
 * Orders linked to a reservation (`reservation_id`), for the cards (spec §4). Read whole with one
 * getAll and picked here (Dexie's filter() would walk a cursor, one IndexedDB event per order).
 */
export function useReservationOrders(): Order[] {
  return (
    useLiveQuery(
      async () => (await db.orders.toArray()).filter((o) => o.reservation_id !== null),
      [],
    ) ?? []
  )
}

/** Rooms by id, to name a guest's room. */
export function useRoomsById(): ReadonlyMap<string, Pick<Room, 'name'>> {
  const rooms = useLiveQuery(() => db.rooms.toArray(), [])
  return new Map((rooms ?? []).map((r) => [r._id, r]))
}

/** The spa's side of the board: its waiting, accepted and arrived appointments, with names. */
export interface BoardSpa {
  appointments: SpaAppointment[]
  treatments: ReadonlyMap<string, SpaTreatment['name']>
  therapists: ReadonlyMap<string, string>
}

const SPA_ON_BOARD: SpaAppointment['status'][] = ['Pending', 'Accepted', 'Active']

export function useBoardSpa(): BoardSpa | undefined {
  return useLiveQuery(async () => {
    const [appointments, treatments, employees] = await db.transaction(
      'r',
      [db.appointments, db.treatments, db.employees],
      () =>
        Promise.all([
          db.appointments.where('status').anyOf(SPA_ON_BOARD).toArray(),
          db.treatments.toArray(),
          db.employees.toArray(),
        ]),
    )
    return {
      appointments,
      treatments: new Map(treatments.map((t) => [t._id, t.name])),
      therapists: new Map(employees.map((e) => [e._id, `${e.name} ${e.surname}`.trim()])),
    }
  }, [])
}
