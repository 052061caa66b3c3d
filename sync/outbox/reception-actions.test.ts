import { beforeAll, describe, expect, it } from 'vitest'
import type { Stay, Ticket } from '../protocol/index.ts'
import type { AnySyncRow } from '../db.ts'
import { rebase, type PendingAction } from './rebase.ts'
import { ACTIONS } from './actions/all.ts'
import { loadActions } from './actions/index.ts'
import type { ActionPayloads } from './types.ts'

// rebase() meets them through actionOf: reception is a lazy area (actions/areas.ts).
beforeAll(() => loadActions(Object.keys(ACTIONS)))

const at = '2026-11-30T09:15:00.000Z'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const stays = (id: string) => ({ table: 'stays', id }) as const
const tickets = (id: string) => ({ table: 'tickets', id }) as const

function stay(overrides: Partial<Stay> = {}): Stay & AnySyncRow {
  return {
    _id: 'st-1',
    business_id: 'b-1',
    room_id: 'r-1',
    room_name: '101',
    password: '1234',
    arrival: '2026-11-28',
    checkout: '2026-12-02',
    lang: 'en',
    check_in: '2026-11-28T14:00:00.000Z',
    checked_out_at: null,
    guest_id: null,
    guest_name: null,
    external_id: null,
    version: 40,
    ...overrides,
  }
}

function ticket(overrides: Partial<Ticket> = {}): Ticket & AnySyncRow {
  return {
    _id: 'tk-1',
    business_id: 'b-1',
    room_id: 'r-1',
    room_name: '101',
    description: 'Leak',
    status: 'open',
    out_of_service: false,
    tasks: [],
    created_at: '2026-11-29T08:00:00.000Z',
    closed_at: null,
    version: 50,
    ...overrides,
  }
}

const pending = <T extends keyof ActionPayloads>(
  type: T,
  payload: ActionPayloads[T],
): PendingAction => ({ type, payload, createdAt: at })

const checkIn: ActionPayloads['stay.checkIn'] = {
  _id: uuid(1),
  room_id: 'r-1',
  password: '4821',
  checkout: '2026-12-03',
  business_id: 'b-1',
  room_name: '101',
}

describe('check-in', () => {
  it('a new stay shows at once with the desk’s code; the server’s row of that id wins', () => {
    const made = ACTIONS['stay.checkIn'].apply(stays(uuid(1)), null, checkIn, at)
    expect(made).toEqual({
      ok: true,
      row: stay({
        _id: uuid(1),
        password: '4821',
        arrival: '2026-11-30',
        checkout: '2026-12-03',
        check_in: at,
        version: 0,
      }),
    })
    const server = stay({ _id: uuid(1), password: '4821', version: 77 })
    expect(rebase(stays(uuid(1)), server, [pending('stay.checkIn', checkIn)])).toBe(server)
  })

  it('a stay booked ahead is checked in in place; not one checked in or out already', () => {
    const { _id: _, ...rest } = checkIn
    const booked = { ...rest, stay_id: 'st-1', guest_name: 'Lena' }
    expect(ACTIONS['stay.checkIn'].entities(booked)).toEqual([stays('st-1')])
    const planned = stay({ check_in: null, password: '', arrival: '2026-11-30' })
    const result = ACTIONS['stay.checkIn'].apply(stays('st-1'), planned, booked, at)
    expect(result.ok && result.row).toMatchObject({
      check_in: at,
      password: '4821',
      guest_name: 'Lena',
      checkout: '2026-12-03',
      version: 40,
    })
    expect(ACTIONS['stay.checkIn'].apply(stays('st-1'), stay(), booked, at)).toMatchObject({
      ok: false,
      code: 'conflict',
    })
    // Checked in elsewhere meanwhile: re-applying is skipped; the server's refusal is told.
    const elsewhere = stay({ password: '9999', version: 41 })
    expect(rebase(stays('st-1'), elsewhere, [pending('stay.checkIn', booked)])).toBe(elsewhere)
  })
})

describe('check-out, extend', () => {
  it('check-out ends the stay now; refused on a stay not in the house', () => {
    const out = ACTIONS['stay.checkOut'].apply(stays('st-1'), stay(), { stay_id: 'st-1' }, at)
    expect(out.ok && out.row).toMatchObject({ check_in: null, checked_out_at: at, version: 40 })
    const planned = stay({ check_in: null })
    expect(
      ACTIONS['stay.checkOut'].apply(stays('st-1'), planned, { stay_id: 'st-1' }, at),
    ).toMatchObject({ ok: false, code: 'conflict', message: 'The stay is not checked in.' })
    // Checked out by another desk meanwhile: theirs stands.
    const gone = stay({ check_in: null, checked_out_at: '2026-11-30T08:00:00.000Z', version: 45 })
    expect(rebase(stays('st-1'), gone, [pending('stay.checkOut', { stay_id: 'st-1' })])).toBe(gone)
  })

  it('the answer’s invoice is kept as a PDF Blob; a reply without one keeps nothing', async () => {
    const pdf = '%PDF-1.7 fake'
    const keep = (body: unknown, p: { stay_id: string }) => ACTIONS['stay.checkOut'].keep!(body, p)
    const [kept, ...more] = keep({ ...stay(), invoice: btoa(pdf) }, { stay_id: 'st-1' })
    expect(more).toEqual([])
    expect(kept?.table).toBe('invoices')
    expect(kept?.row.stay_id).toBe('st-1')
    expect(kept?.row.pdf.type).toBe('application/pdf')
    expect(await kept?.row.pdf.text()).toBe(pdf)
    expect(keep(stay(), { stay_id: 'st-1' })).toEqual([])
    expect(keep({ invoice: '%%%' }, { stay_id: 'st-1' })).toEqual([])
  })

  it('extend moves the check-out date, re-applied on a newer row; not on a stay checked out', () => {
    const extend = pending('stay.updateCheckout', { stay_id: 'st-1', checkout: '2026-12-09' })
    const renamed = stay({ room_name: '101A', version: 44 })
    expect(rebase(stays('st-1'), renamed, [extend])).toMatchObject({
      room_name: '101A',
      checkout: '2026-12-09',
    })
    const gone = stay({ check_in: null, checked_out_at: at })
    expect(rebase(stays('st-1'), gone, [extend])).toBe(gone)
  })
})

describe('tickets and room links', () => {
  it('a task is added once, also on a newer row that has it (a lost answer)', () => {
    const add = { ticket_id: 'tk-1', _id: uuid(2), text: 'Call the plumber' }
    const shown = rebase(tickets('tk-1'), ticket(), [pending('ticket.addTask', add)])
    expect(shown?.tasks).toEqual([
      { _id: uuid(2), text: 'Call the plumber', done: false, created_at: at },
    ])
    const server = ticket({ tasks: shown?.tasks as Ticket['tasks'], version: 51 })
    expect(rebase(tickets('tk-1'), server, [pending('ticket.addTask', add)])?.tasks).toHaveLength(1)
    const closed = ticket({ status: 'closed' })
    expect(ACTIONS['ticket.addTask'].apply(tickets('tk-1'), closed, add, at)).toMatchObject({
      ok: false,
      code: 'conflict',
    })
  })

  it('a task is ticked done on top of a newer row; a closed ticket or a missing task refuses', () => {
    const task = { _id: uuid(3), text: 'Replace the washer', done: false, created_at: at }
    const tick = { ticket_id: 'tk-1', task_id: uuid(3), done: true }
    const server = ticket({ tasks: [task], version: 52, description: 'Renamed elsewhere' })
    const shown = rebase(tickets('tk-1'), server, [pending('ticket.setTaskDone', tick)])
    expect(shown).toMatchObject({ description: 'Renamed elsewhere', tasks: [{ done: true }] })
    const undo = { ...tick, done: false }
    const both = [pending('ticket.setTaskDone', tick), pending('ticket.setTaskDone', undo)]
    expect(rebase(tickets('tk-1'), server, both)?.tasks).toEqual([task])
    for (const row of [ticket({ status: 'closed', tasks: [task] }), ticket({ tasks: [] })]) {
      expect(ACTIONS['ticket.setTaskDone'].apply(tickets('tk-1'), row, tick, at)).toMatchObject({
        ok: false,
        code: 'conflict',
      })
    }
  })

  it('closing keeps the first close time', () => {
    const closed = ticket({ status: 'closed', closed_at: '2026-11-29T10:00:00.000Z' })
    const again = ACTIONS['ticket.close'].apply(tickets('tk-1'), closed, { ticket_id: 'tk-1' }, at)
    expect(again).toEqual({ ok: true, row: closed })
  })

  it('a link is set in place, added, or removed', () => {
    const room = {
      _id: 'r-1',
      version: 3,
      service_links: [
        { service_id: 's-1', url: 'https://a.example' },
        { service_id: 's-2', url: 'https://b.example' },
      ],
    }
    const ref = { table: 'rooms', id: 'r-1' } as const
    const set = (url: string | null, service = 's-1') =>
      rebase(ref, room, [
        pending('room.serviceLink.update', { room_id: 'r-1', service_id: service, url }),
      ])?.service_links
    expect(set('https://c.example')).toEqual([
      { service_id: 's-1', url: 'https://c.example' },
      { service_id: 's-2', url: 'https://b.example' },
    ])
    expect(set(null)).toEqual([{ service_id: 's-2', url: 'https://b.example' }])
    const added = rebase(ref, room, [
      pending('room.serviceLink.add', {
        room_id: 'r-1',
        service_id: 's-3',
        url: 'https://d.example',
      }),
    ])
    expect(added?.service_links).toHaveLength(3)
  })

  it('a fast-input import changes no row before the server answers', () => {
    const payload = { _id: uuid(3), text: '101;1.12.26;3.12.26;Ana' }
    expect(ACTIONS['stay.fastInput'].entities(payload)).toEqual([stays(uuid(3))])
    expect(ACTIONS['stay.fastInput'].apply(stays(uuid(3)), null, payload, at)).toEqual({
      ok: true,
      row: null,
    })
  })
})
