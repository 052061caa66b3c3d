import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { and, count, eq, gte, max, sql } from 'drizzle-orm'
import * as t from '../../server/db/schema.ts'
import { businessWrite } from '../../server/domain/versioning.ts'
import {
  FAST_INPUT_PATH,
  FAST_INPUT_PREVIEW_PATH,
  PUSH_PATH,
  STAY_BASE,
  type Change,
  type FastInputPreviewReply,
  type FastInputReply,
  type PushReply,
  type Room,
  type Stay,
} from '../../sync/protocol/index.ts'
import { makeFastInputFile } from '../helpers/fast-input-fixture.ts'
import type { TestServer } from '../helpers/server.ts'
import { call, login } from '../helpers/http.ts'
import type { OtherBusiness } from '../helpers/tenant.ts'
import { addDays, errorOf, withReceptionHotel, type Desk } from '../helpers/reception.ts'
import { connectSocket, initStaff } from '../helpers/socket.ts'

let server: TestServer
let other: OtherBusiness
let desk: Desk

withReceptionHotel((hotel) => ({ server, other, desk } = hotel))

/** Rooms named `from`, `from + 1`, … (the fixture's room numbers). */
async function makeRooms(from: number, howMany: number): Promise<Room[]> {
  const made: Room[] = []
  for (let i = 0; i < howMany; i++) made.push(await desk.newRoom({ name: String(from + i) }))
  return made
}

/** Every stay row of the demo hotel: how many, and the newest version. */
async function staysNow() {
  const [row] = await server.ctx.db
    .select({ n: count(), v: max(t.stays.version) })
    .from(t.stays)
    .where(eq(t.stays.businessId, server.demo.businessId))
  return { n: row?.n ?? 0, v: row?.v ?? 0 }
}

/** `YYYY-MM-DD` as the file writes it: d.m.yy. */
const dmy = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return `${d}.${m}.${String(y).slice(2)}`
}

const preview = (text: string, extra: Record<string, unknown> = {}) =>
  desk.as('reception', 'POST', FAST_INPUT_PREVIEW_PATH, { text, ...extra })

const linesOf = (skipped: { line: number; reason: string }[]) =>
  skipped.map((s) => ({ line: s.line, reason: s.reason }))

describe('fast input: a 300-line file with 20 bad lines', () => {
  it('the preview finds 280 and names the 20, and writes nothing; the import writes the 280', async () => {
    const rooms = await makeRooms(3001, 40)
    const file = makeFastInputFile({ lines: 300, bad: 20, rooms: rooms.map((r) => r.name) })
    const before = await staysNow()

    const seen = await preview(file.text)
    expect(seen.status, seen.text).toBe(200)
    const plan = seen.body as FastInputPreviewReply
    expect(plan.format).toBe('simple')
    expect(plan.rows).toHaveLength(280)
    expect(
      plan.rows.map(({ line, room, checkIn, checkout }) => ({ line, room, checkIn, checkout })),
    ).toEqual(
      file.rows.map(({ line, room, checkIn, checkout }) => ({ line, room, checkIn, checkout })),
    )
    expect(plan.rows.every((r) => r.room_id === rooms.find((x) => x.name === r.room)?._id)).toBe(
      true,
    )
    expect(linesOf(plan.skipped)).toEqual(file.bad)
    expect(Object.values(plan.counts).reduce((a, b) => a + b, 0)).toBe(20)
    expect(await staysNow()).toEqual(before)

    const reception = await connectSocket(server.url, await login(server.url, 'reception'))
    const waiter = await connectSocket(server.url, await login(server.url, 'waiter'))
    try {
      await initStaff(reception)
      await initStaff(waiter)
      const reply = await desk.as('reception', 'POST', FAST_INPUT_PATH, {
        text: file.text,
        lang: 'srb',
      })
      expect(reply.status, reply.text).toBe(200)
      const result = reply.body as FastInputReply
      expect(result.imported).toBe(280)
      expect(linesOf(result.skipped)).toEqual(file.bad)
      const source = file.text.split('\n')
      for (const skip of result.skipped) {
        expect(skip.text).toBe(source[skip.line - 1]!.trim().slice(0, 80))
      }
      expect(result.counts).toEqual(plan.counts)

      const written = await server.ctx.db
        .select()
        .from(t.stays)
        .where(
          and(eq(t.stays.businessId, server.demo.businessId), gte(t.stays.version, before.v + 1)),
        )
      expect(written).toHaveLength(280)
      expect(new Set(written.map((s) => s.version)).size).toBe(280)
      const byRoom = new Map(rooms.map((r) => [r._id, r.name]))
      const got = written
        .map((s) => ({
          room: byRoom.get(s.roomId),
          checkIn: s.arrival,
          checkout: s.checkout,
          guestName: s.guestName,
        }))
        .sort((a, b) => `${a.room}${a.checkIn}`.localeCompare(`${b.room}${b.checkIn}`))
      const want = file.rows
        .map(({ room, checkIn, checkout, guestName }) => ({ room, checkIn, checkout, guestName }))
        .sort((a, b) => `${a.room}${a.checkIn}`.localeCompare(`${b.room}${b.checkIn}`))
      expect(got).toEqual(want)
      expect(
        written.every((s) => s.password === '' && s.checkIn === null && s.lang === 'srb'),
      ).toBe(true)

      // Told like every write: reception with the (empty) room code, the others without.
      const ids = new Set(written.map((s) => s.id))
      const heard = (socket: typeof reception) =>
        socket.received.filter(
          (e) => e.event === 'change' && ids.has((e.payload as Change).id),
        ) as { payload: Change }[]
      await expect.poll(() => heard(reception).length, { timeout: 5000 }).toBe(280)
      await expect.poll(() => heard(waiter).length, { timeout: 5000 }).toBe(280)
      expect(heard(waiter).every((e) => !('password' in (e.payload.row as Stay)))).toBe(true)
    } finally {
      reception.close()
      waiter.close()
    }

    // A booked stay as the desk reads it.
    const list = await desk.as(
      'reception',
      'GET',
      `${STAY_BASE}/GetStaysByBusinessID/${server.demo.businessId}`,
    )
    const first = (list.body as Stay[]).find(
      (s) => s.room_id === rooms[0]!._id && s.arrival === file.rows[0]!.checkIn,
    )
    expect(first).toMatchObject({ room_name: rooms[0]!.name, check_in: null, checked_out_at: null })
  })

  it('reads the reception system export (pms) and skips bookings already over when given today', async () => {
    const rooms = await makeRooms(3051, 5)
    const file = makeFastInputFile({
      lines: 40,
      bad: 6,
      format: 'pms',
      rooms: rooms.map((r) => r.name),
      reasons: ['past', 'invalid_date', 'too_few_columns'],
      start: '2035-06-01',
    })
    const reply = await desk.as('reception', 'POST', FAST_INPUT_PATH, {
      text: file.text,
      today: '2026-01-15',
    })
    expect(reply.status, reply.text).toBe(200)
    const result = reply.body as FastInputReply
    expect([result.format, result.imported]).toEqual(['pms', 34])
    expect(linesOf(result.skipped)).toEqual(file.bad)
    expect(result.counts.past).toBe(2)
  })
})

describe('fast input: what only the server knows', () => {
  it('skips rooms the business does not have (another hotel’s rooms included) as unknown_room', async () => {
    const [named] = await makeRooms(3201, 1)
    const suite = await desk.newRoom({ name: 'Room 3202' })
    await businessWrite(server.ctx.db, other.businessId, async (tx, v) => {
      await tx.insert(t.rooms).values({
        id: randomUUID(),
        businessId: other.businessId,
        version: await v(),
        name: '8801',
      })
    })
    const text = [
      '3201;1.3.37;3.3.37;Ana',
      '3202;1.3.37;3.3.37;Room named with a word',
      '8801;1.3.37;3.3.37;Another hotel’s room',
      '9999;1.3.37;3.3.37;Nobody’s room',
    ].join('\n')
    const seen = (await preview(text)).body as FastInputPreviewReply
    expect(seen.rows.map((r) => [r.line, r.room_id, r.room_name])).toEqual([
      [1, named!._id, '3201'],
      [2, suite._id, 'Room 3202'],
    ])
    expect(seen.skipped).toEqual([
      { line: 3, reason: 'unknown_room', text: '8801;1.3.37;3.3.37;Another hotel’s room' },
      { line: 4, reason: 'unknown_room', text: '9999;1.3.37;3.3.37;Nobody’s room' },
    ])
    expect(seen.counts.unknown_room).toBe(2)
    const done = await desk.as('reception', 'POST', FAST_INPUT_PATH, { text })
    expect((done.body as FastInputReply).imported).toBe(2)
    const theirs = await server.ctx.db
      .select({ id: t.stays.id })
      .from(t.stays)
      .where(eq(t.stays.businessId, other.businessId))
    expect(theirs).toHaveLength(1) // their seeded stay only

    // The other hotel's desk matches its own 101, never the demo hotel's 101.
    const cookie = await login(server.url, other.ownerUsername)
    const mine = await call<FastInputReply>(server.url, 'POST', FAST_INPUT_PATH, {
      cookie,
      body: { text: '101;1.3.37;3.3.37;Borealis guest' },
    })
    expect([mine.status, mine.body.imported]).toEqual([200, 1])
    const [made] = await server.ctx.db
      .select()
      .from(t.stays)
      .where(and(eq(t.stays.businessId, other.businessId), eq(t.stays.guestName, 'Borealis guest')))
    expect(made?.roomId).toBe(other.roomId)
  })

  it('skips a booking a stay of the room already holds as overlap_existing; back to back is fine', async () => {
    const [booked, occupied, left] = await makeRooms(3101, 3)
    // May of next year: always ahead, and inside the stays' window (rules/date-window.ts).
    const year = new Date().getUTCFullYear() + 1
    const yy = String(year % 100).padStart(2, '0')
    const add = await desk.as('reception', 'POST', `${STAY_BASE}/addStay`, {
      room_id: booked!._id,
      arrival: `${year}-05-10`,
      checkout: `${year}-05-14`,
    })
    expect(add.status, add.text).toBe(200)
    await desk.checkIn(occupied!, { checkout: addDays(2) })
    const gone = await desk.checkIn(left!, { checkout: addDays(2) })
    const out = await desk.as('reception', 'PUT', `${STAY_BASE}/checkout`, { stay_id: gone._id })
    expect(out.status).toBe(200)

    const text = [
      `3101;11.5.${yy};13.5.${yy};Overlaps the booking`,
      `3101;14.5.${yy};16.5.${yy};Arrives as the booking leaves`,
      `3101;8.5.${yy};10.5.${yy};Leaves as the booking arrives`,
      `3102;${dmy(addDays(0))};${dmy(addDays(1))};Room has a guest in`,
      `3102;${dmy(addDays(2))};${dmy(addDays(4))};After the guest leaves`,
      `3103;${dmy(addDays(0))};${dmy(addDays(2))};The room was checked out`,
    ].join('\n')
    const seen = (await preview(text)).body as FastInputPreviewReply
    expect(seen.rows.map((r) => r.line)).toEqual([2, 3, 5, 6])
    expect(linesOf(seen.skipped)).toEqual([
      { line: 1, reason: 'overlap_existing' },
      { line: 4, reason: 'overlap_existing' },
    ])
    const done = (await desk.as('reception', 'POST', FAST_INPUT_PATH, { text }))
      .body as FastInputReply
    expect([done.imported, linesOf(done.skipped)]).toEqual([4, linesOf(seen.skipped)])
    // The same file again: every line is now held by the stays it made.
    const again = (await preview(text)).body as FastInputPreviewReply
    expect([again.rows.length, again.counts.overlap_existing]).toEqual([0, 6])
  })
})

describe('fast input: one transaction', () => {
  it('a failure in the middle of the insert writes nothing; the same import then goes through once', async () => {
    const rooms = await makeRooms(3401, 20)
    const file = makeFastInputFile({
      lines: 1500,
      rooms: rooms.map((r) => r.name),
      start: '2045-01-08',
    })
    // The last line, after the first block of 1,000 rows went in, makes the database refuse.
    const text = `${file.text}3401;1.1.47;3.1.47;Refused By Trigger\n`
    await server.ctx.db.execute(
      sql.raw(`CREATE FUNCTION fast_input_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.guest_name = 'Refused By Trigger' THEN RAISE EXCEPTION 'refused by the test'; END IF;
          RETURN NEW;
        END $$`),
    )
    await server.ctx.db.execute(
      sql.raw(`CREATE TRIGGER fast_input_refuse BEFORE INSERT ON stays
        FOR EACH ROW EXECUTE FUNCTION fast_input_refuse()`),
    )
    const before = await staysNow()
    const key = randomUUID()
    const body = { _id: randomUUID(), text }
    try {
      const failed = await desk.as('reception', 'POST', FAST_INPUT_PATH, body, key)
      expect(failed.status).toBe(500)
      expect(await staysNow()).toEqual(before)
    } finally {
      await server.ctx.db.execute(sql.raw('DROP TRIGGER fast_input_refuse ON stays'))
      await server.ctx.db.execute(sql.raw('DROP FUNCTION fast_input_refuse()'))
    }
    // A 500 is not stored: the desk's retry with the same key imports, once.
    const retried = await desk.as('reception', 'POST', FAST_INPUT_PATH, body, key)
    expect(retried.status, retried.text).toBe(200)
    expect((retried.body as FastInputReply).imported).toBe(1501)
    expect((await staysNow()).n).toBe(before.n + 1501)
  })
})

describe('fast input: through the outbox (push stay.fastInput)', () => {
  it('is done once however often it is replayed', async () => {
    const rooms = await makeRooms(3301, 5)
    const file = makeFastInputFile({
      lines: 30,
      bad: 3,
      rooms: rooms.map((r) => r.name),
      start: '2038-02-01',
    })
    const action = {
      id: randomUUID(),
      type: 'stay.fastInput',
      payload: { _id: randomUUID(), text: file.text, today: '2026-01-15' },
    }
    const before = await staysNow()
    const first = await desk.as('reception', 'POST', PUSH_PATH, { actions: [action] })
    expect(first.status, first.text).toBe(200)
    const [result] = (first.body as PushReply).results
    expect(result?.status).toBe(200)
    expect((result?.body as FastInputReply).imported).toBe(27)
    expect((await staysNow()).n).toBe(before.n + 27)

    const again = await desk.as('reception', 'POST', PUSH_PATH, { actions: [action] })
    const [replayed] = (again.body as PushReply).results
    expect([replayed?.status, replayed?.replayed]).toEqual([200, true])
    expect(replayed?.body).toEqual(result?.body)
    // The same key on the REST path: answered from the store.
    const rest = await desk.as('reception', 'POST', FAST_INPUT_PATH, action.payload, action.id)
    expect([rest.status, rest.headers.get('idempotent-replay')]).toEqual([200, 'true'])
    // The same import under a new key (its stored answer gone): its stays are there, refused.
    const late = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [{ ...action, id: randomUUID() }],
    })
    const [refused] = (late.body as PushReply).results
    expect([refused?.status, (refused?.body as { field?: string }).field]).toEqual([409, '_id'])
    expect((await staysNow()).n).toBe(before.n + 27)
  })

  it('needs the import id in a push', async () => {
    const reply = await desk.as('reception', 'POST', PUSH_PATH, {
      actions: [
        { id: randomUUID(), type: 'stay.fastInput', payload: { text: '101;1.1.40;2.1.40' } },
      ],
    })
    const [result] = (reply.body as PushReply).results
    expect([result?.status, (result?.body as { field?: string }).field]).toEqual([400, '_id'])
  })
})

describe('fast input: refusals', () => {
  const text = '3501;1.1.40;3.1.40;Guest'

  it('is reception’s: other staff get 403 and nothing is written', async () => {
    await makeRooms(3501, 1)
    const before = await staysNow()
    for (const who of ['waiter', 'kitchen'] as const) {
      const seen = await desk.as(who, 'POST', FAST_INPUT_PREVIEW_PATH, { text })
      const done = await desk.as(who, 'POST', FAST_INPUT_PATH, { text })
      expect([seen.status, done.status]).toEqual([403, 403])
      const pushed = await desk.as(who, 'POST', PUSH_PATH, {
        actions: [
          { id: randomUUID(), type: 'stay.fastInput', payload: { _id: randomUUID(), text } },
        ],
      })
      expect((pushed.body as PushReply).results[0]?.status).toBe(403)
    }
    const anonymous = await call(server.url, 'POST', FAST_INPUT_PATH, { body: { text } })
    expect(anonymous.status).toBe(401)
    expect(await staysNow()).toEqual(before)
  })

  it('400 names the field, nothing written', async () => {
    const before = await staysNow()
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'text'],
      [{ text: '' }, 'text'],
      [{ text: ' \n\t\n ' }, 'text'],
      [{ text: 'x'.repeat(2_000_001) }, 'text'],
      [{ text: `${text}\n`.repeat(20_001) }, 'text'],
      [{ text, today: '2026-13-01' }, 'today'],
      [{ text, _id: 'short' }, '_id'],
      [{ text, lang: 'de' }, 'lang'],
    ]
    for (const [body, field] of cases) {
      for (const path of [FAST_INPUT_PREVIEW_PATH, FAST_INPUT_PATH]) {
        if (path === FAST_INPUT_PREVIEW_PATH && (field === '_id' || field === 'lang')) continue
        const reply = await desk.as('reception', 'POST', path, body)
        expect([path, reply.status, errorOf(reply).field]).toEqual([path, 400, field])
      }
    }
    expect(await staysNow()).toEqual(before)
  })
})
