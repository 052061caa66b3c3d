import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  addDaysTo,
  instantAt,
  todayIn,
  weekdayOf,
  roomHoldMinutes,
  therapistHoldMinutes,
  type LocalizedText,
  type Permissions,
  type SpaAppointmentStatus,
} from '../sync/protocol/index.ts'
import type { Tx } from './db/client.ts'
import * as t from './db/schema.ts'
import type { NextVersion } from './domain/versioning.ts'
import { claimSpa } from './domain/spa/claims.ts'
import { DEMO_TIME_ZONE } from './seed-data.ts'

/*
 * The demo spa (issue 9): three spa rooms, seven treatments, the `therapist` login (Sara) and two
 * more therapists (workers without a login) on this week's shifts, and today's appointments, so
 * the timeline, the treatments and the shift schedule show something at once.
 */

const tx3 = (en: string, srb: string, cro: string): LocalizedText => ({ en, srb, cro })

const SHIFTS = [
  { id: 'spa-morning', start_time: '08:00', end_time: '14:00' },
  { id: 'spa-afternoon', start_time: '14:00', end_time: '20:00' },
]

const ROOMS = [
  {
    key: 'massage',
    name: tx3('Massage room', 'Soba za masažu', 'Soba za masažu'),
    max: 1,
    cleaning: 15,
  },
  {
    key: 'couples',
    name: tx3('Couples suite', 'Apartman za parove', 'Apartman za parove'),
    max: 2,
    cleaning: 15,
  },
  { key: 'sauna', name: tx3('Sauna', 'Sauna', 'Sauna'), max: 6, cleaning: 0 },
] as const
type RoomKey = (typeof ROOMS)[number]['key']

const TREATMENTS: {
  key: string
  room: RoomKey
  name: LocalizedText
  description: LocalizedText
  length: number
  price: number
  therapistBreak: number
  maxPersons: number
  therapistDriven?: boolean
}[] = [
  {
    key: 'classic',
    room: 'massage',
    name: tx3('Classic massage', 'Klasična masaža', 'Klasična masaža'),
    description: tx3('Full body, 50 minutes', 'Celo telo, 50 minuta', 'Cijelo tijelo, 50 minuta'),
    length: 50,
    price: 55,
    therapistBreak: 10,
    maxPersons: 1,
  },
  {
    key: 'deep',
    room: 'massage',
    name: tx3('Deep tissue massage', 'Duboka masaža tkiva', 'Duboka masaža tkiva'),
    description: tx3(
      'Firm pressure for tired muscles',
      'Jak pritisak za umorne mišiće',
      'Jak pritisak za umorne mišiće',
    ),
    length: 60,
    price: 70,
    therapistBreak: 15,
    maxPersons: 1,
  },
  {
    key: 'hot-stone',
    room: 'massage',
    name: tx3('Hot stone massage', 'Masaža toplim kamenjem', 'Masaža vrućim kamenjem'),
    description: tx3('Warm basalt stones', 'Topli bazaltni kamenovi', 'Topli bazaltni kamenovi'),
    length: 75,
    price: 85,
    therapistBreak: 15,
    maxPersons: 1,
  },
  {
    key: 'facial',
    room: 'massage',
    name: tx3('Hydrating facial', 'Hidratantni tretman lica', 'Hidratantni tretman lica'),
    description: tx3(
      'Cleanse, mask and massage',
      'Čišćenje, maska i masaža',
      'Čišćenje, maska i masaža',
    ),
    length: 45,
    price: 45,
    therapistBreak: 15,
    maxPersons: 1,
  },
  {
    key: 'couples',
    room: 'couples',
    name: tx3('Couples massage', 'Masaža za parove', 'Masaža za parove'),
    description: tx3(
      'Side by side, 60 minutes',
      'Jedno pored drugog, 60 minuta',
      'Jedno pored drugog, 60 minuta',
    ),
    length: 60,
    price: 120,
    therapistBreak: 15,
    maxPersons: 2,
  },
  {
    key: 'aroma',
    room: 'couples',
    name: tx3('Aromatherapy', 'Aromaterapija', 'Aromaterapija'),
    description: tx3(
      'Essential oils of your choice',
      'Eterična ulja po izboru',
      'Eterična ulja po izboru',
    ),
    length: 45,
    price: 50,
    therapistBreak: 15,
    maxPersons: 2,
  },
  {
    key: 'sauna',
    room: 'sauna',
    name: tx3('Finnish sauna', 'Finska sauna', 'Finska sauna'),
    description: tx3('Sauna session, towels included', 'Sauna sa peškirima', 'Sauna s ručnicima'),
    length: 60,
    price: 15,
    therapistBreak: 0,
    maxPersons: 6,
    therapistDriven: false,
  },
]

const none: Permissions = {
  ordersRead: false,
  reservationsRead: true,
  shiftsRead: true,
  reservationsWrite: false,
  itemsWrite: false,
  shiftsWrite: false,
}

/** Two more therapists: workers of the spa without a login of their own. */
const MORE_THERAPISTS = [
  { username: 'luka.maric', name: 'Luka', surname: 'Marić' },
  { username: 'elena.popovic', name: 'Elena', surname: 'Popović' },
]

/** Today's appointments: [treatment, clock, status, therapist index (0 Sara) or null, guest]. */
const TODAY: [string, string, SpaAppointmentStatus, number | null, string][] = [
  ['classic', '09:00', 'Accepted', 0, 'Novak'],
  ['couples', '10:30', 'Pending', null, 'Schmidt'],
  ['facial', '11:00', 'Accepted', 2, 'Horvat'],
  ['deep', '15:00', 'Accepted', 1, 'Rossi'],
  ['sauna', '17:00', 'Accepted', null, 'Petrović'],
]

/** Monday of the week holding `day`. */
const mondayOf = (day: string): string => addDaysTo(day, -((weekdayOf(day) + 6) % 7))

export async function seedDemoSpa(
  tx: Tx,
  v: NextVersion,
  input: { businessId: string; spaId: string; therapistId: string },
): Promise<void> {
  const { businessId, spaId } = input
  await tx.update(t.services).set({ shifts: SHIFTS }).where(eq(t.services.id, spaId))

  const therapistIds = [input.therapistId]
  for (const e of MORE_THERAPISTS) {
    const id = randomUUID()
    therapistIds.push(id)
    await tx.insert(t.employees).values({
      id,
      businessId,
      version: await v(),
      name: e.name,
      surname: e.surname,
      username: e.username,
      role: 'therapist',
      services: [{ service_id: spaId, permissions: none }],
    })
  }

  const rooms = new Map<RoomKey, typeof t.spaRooms.$inferSelect>()
  for (const r of ROOMS) {
    const [row] = await tx
      .insert(t.spaRooms)
      .values({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: spaId,
        name: r.name,
        maxPersons: r.max,
        cleaningBreak: r.cleaning,
      })
      .returning()
    rooms.set(r.key, row!)
  }
  const treatments = new Map<string, typeof t.spaTreatments.$inferSelect>()
  for (const item of TREATMENTS) {
    const [row] = await tx
      .insert(t.spaTreatments)
      .values({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: spaId,
        roomId: rooms.get(item.room)!.id,
        name: item.name,
        description: item.description,
        length: item.length,
        price: item.price,
        therapistBreak: item.therapistBreak,
        maxPersons: item.maxPersons,
        therapistDriven: item.therapistDriven ?? null,
      })
      .returning()
    treatments.set(item.key, row!)
  }

  // This week: Sara mornings and Luka afternoons every day, Elena mornings on weekdays.
  const today = todayIn(DEMO_TIME_ZONE)
  const monday = mondayOf(today)
  const shiftRows = []
  for (let i = 0; i < 7; i++) {
    const date = addDaysTo(monday, i)
    const plan: [string, string][] = [
      [therapistIds[0]!, 'spa-morning'],
      [therapistIds[1]!, 'spa-afternoon'],
    ]
    if (i < 5) plan.push([therapistIds[2]!, 'spa-morning'])
    for (const [employee, shift] of plan)
      shiftRows.push({
        id: randomUUID(),
        businessId,
        version: await v(),
        serviceId: spaId,
        shiftId: shift,
        targetEmployeeId: employee,
        employeeId: null,
        date,
      })
  }
  await tx.insert(t.employeeShifts).values(shiftRows)

  for (const [key, clock, status, therapist, name] of TODAY) {
    const treatment = treatments.get(key)!
    const room = [...rooms.values()].find((r) => r.id === treatment.roomId)!
    const rules = {
      _id: treatment.id,
      room_id: room.id,
      length: treatment.length,
      cleaning_break: treatment.cleaningBreak,
      therapist_break: treatment.therapistBreak,
      max_persons: treatment.maxPersons,
      therapist_driven: treatment.therapistDriven,
    }
    const roomRules = {
      _id: room.id,
      max_persons: room.maxPersons,
      cleaning_break: room.cleaningBreak,
    }
    const id = randomUUID()
    const [h, m] = clock.split(':').map(Number) as [number, number]
    const start = instantAt(today, h * 60 + m, DEMO_TIME_ZONE)
    const persons = key === 'couples' ? 2 : 1
    const therapistId = therapist === null ? null : therapistIds[therapist]!
    const roomHold = roomHoldMinutes(rules, roomRules)
    const therapistHold = therapistHoldMinutes(rules)
    await tx.insert(t.spaAppointments).values({
      id,
      businessId,
      version: await v(),
      serviceId: spaId,
      treatmentId: treatment.id,
      roomId: room.id,
      price: treatment.price * persons,
      therapistId,
      status,
      time: new Date(start).toISOString(),
      length: treatment.length,
      roomHold,
      therapistHold,
      therapistDriven: treatment.therapistDriven ?? true,
      persons,
      name,
      email: `${name.toLowerCase().replace(/[^a-z]/g, '')}@example.com`,
      origin: status === 'Pending' ? 'External' : 'Reception',
    })
    await claimSpa(tx, {
      appointmentId: id,
      businessId,
      roomId: room.id,
      persons,
      roomMaxPersons: room.maxPersons,
      therapistId,
      start,
      roomHold,
      therapistHold,
    })
  }
}
