import { describe, expect, it, beforeAll } from 'vitest'
import { PUSH_PAYLOADS, pushEndpoint, type PushActionType } from '../protocol/push.ts'
import { actionOf, loadActions } from './actions/index.ts'
import { ACTION_AREAS } from './actions/areas.ts'
import type { ActionPayloads, ActionType } from './types.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/** A valid payload of every action the push carries (every action but the file upload). */
const SAMPLES: { [K in Exclude<ActionType, 'image.upload'>]: ActionPayloads[K] } = {
  'order.accept': { order_id: 'o-1' },
  'order.decline': { order_id: 'o-1', reason: 'Sold out' },
  'order.finish': { order_id: 'o-1' },
  'order.roomServiceFinished': { order_id: 'o-1' },
  'order.pay': { order_id: 'o-1' },
  'order.createForTable': {
    _id: id(40),
    service_id: 's-1',
    table_id: 't-1',
    note: '',
    payment: 'cash',
    content: [{ article_id: 'a-1', count: 2, modifiers: [] }],
  },
  'order.lineState': { order_id: 'o-1', state: 'ready' },
  'room.setActive': { room_id: 'r-1' },
  'room.setInactive': { room_id: 'r-1' },
  'category.create': {
    _id: id(1),
    business_id: 'b-1',
    name: { en: 'Drinks' },
    service_ids: ['s-1'],
  },
  'category.delete': { category_id: 'c-1' },
  'category.update': { _id: 'c-1', position: 2 },
  'category.reorder': { categories: [{ _id: 'c-1', position: 0 }] },
  'article.create': {
    _id: id(2),
    business_id: 'b-1',
    service_id: 's-1',
    category_id: 'c-1',
    name: { en: 'Tea' },
    price: 2,
  },
  'article.update': { _id: 'a-1', price: 3 },
  'article.delete': { article_id: 'a-1' },
  'article.reorder': { articles: [{ _id: 'a-1', position: 1 }] },
  'table.updateMany': { tables: [{ _id: 't-1', coordinate_x: 0.1, coordinate_y: 0.2 }] },
  'room.create': { _id: id(3), business_id: 'b-1', name: '101', type: 'Double' },
  'room.update': { _id: 'r-1', name: '102', status: 'inactive' },
  'room.delete': { room_id: 'r-1' },
  'room.serviceLink.add': { room_id: 'r-1', service_id: 's-1', url: 'https://example.com/a' },
  'room.serviceLink.update': { room_id: 'r-1', service_id: 's-1', url: null },
  'stay.checkIn': {
    _id: id(4),
    room_id: 'r-1',
    password: '4821',
    checkout: '2026-12-03',
    business_id: 'b-1',
    room_name: '101',
    guest_name: 'Ana Anić',
  },
  'stay.checkOut': { stay_id: 'st-1', lang: 'srb' },
  'stay.updateCheckout': { stay_id: 'st-1', checkout: '2026-12-05' },
  'stay.add': {
    _id: id(5),
    room_id: 'r-1',
    arrival: '2026-12-10',
    checkout: '2026-12-12',
    business_id: 'b-1',
    room_name: '101',
  },
  'stay.fastInput': { _id: id(6), text: '101;1.12.26;3.12.26;Ana', today: '2026-11-30' },
  'ticket.create': {
    _id: id(7),
    room_id: 'r-1',
    description: 'Kettle broken',
    out_of_service: true,
    tasks: [{ _id: id(8), text: 'Buy a kettle' }],
    business_id: 'b-1',
    room_name: '101',
  },
  'ticket.addTask': { ticket_id: 'tk-1', _id: id(9), text: 'Descale' },
  'ticket.setTaskDone': { ticket_id: 'tk-1', task_id: id(9), done: true },
  'ticket.close': { ticket_id: 'tk-1' },
  'table.create': { _id: id(10), service_id: 's-1', name: 'T9', capacity: 4, type: 'round' },
  'table.edit': { _id: 't-1', name: 'T10', rotation: 90 },
  'table.addLength': { table_id: 't-1', hours: 1, minutes: 30 },
  'reservation.create': {
    _id: id(11),
    business_id: 'b-1',
    service_id: 's-1',
    time: '2026-12-01T19:30:00.000Z',
    number: 6,
    name: 'Horvat',
    phone_number: '+381 641 555 0101',
    table_ids: ['t-1', 't-2'],
  },
  'reservation.accept': { reservation_id: 'rs-1' },
  'reservation.decline': { reservation_id: 'rs-1', reason: 'Closed for a wedding' },
  'reservation.active': { reservation_id: 'rs-1' },
  'reservation.noshow': { reservation_id: 'rs-1' },
  'reservation.cancel': { reservation_id: 'rs-1' },
  'reservation.nowAvailable': { reservation_id: 'rs-1' },
  'reservation.changeStatus': { reservation_id: 'rs-1', status: 'Finished' },
  'employee.create': {
    _id: 'em-000001',
    name: 'Jelena',
    surname: 'Marić',
    username: 'jelena',
    role: 'waiter',
    services: [],
    password: 'sunny-beach-7',
  },
  'employee.update': { _id: 'em-000001', role: 'kitchen' },
  'employee.delete': { employee_id: 'em-000001' },
  'discount.create': {
    _id: 'di-000001',
    name: 'Happy hour',
    items: ['a-1'],
    amount: 20,
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    type: 'menu',
  },
  'discount.update': { _id: 'di-000001', amount: 30 },
  'discount.delete': { discount_id: 'di-000001' },
  'promotion.create': {
    _id: 'pr-000001',
    name: 'Spa week',
    description: 'Relax',
    startDate: '2026-12-01',
    endDate: '2026-12-07',
    type: 'external',
    link: 'https://example.com',
  },
  'promotion.update': { _id: 'pr-000001', name: 'Spa weekend' },
  'promotion.delete': { business_id: 'b-1', promotion_id: 'pr-000001' },
  'survey.create': {
    _id: 'sv-000001',
    business_id: 'b-1',
    name: { en: 'Stay', srb: 'Boravak', cro: 'Boravak' },
    whenToAsk: 'LAST_DAY',
    required: true,
    questions: [{ _id: 'q-1', name: { en: 'How was it?' }, type: 'STRING', required: true }],
  },
  'survey.update': { _id: 'sv-000001', required: null },
  'survey.delete': { survey_id: 'sv-000001' },
  'business.update': { business_id: 'b-1', name: 'Hotel Dunav', time_zone: 'Europe/Belgrade' },
  'service.add': { _id: 'sv-000001', name: 'Terrace', type: 'restaurant' },
  'service.update': { service_id: 's-1', openToPublic: true, reservationPublicCost: 5 },
  'service.setWorkingHours': {
    business_id: 'b-1',
    service_id: 's-1',
    hours: { tue: { start: { h: 12, m: 0 }, end: { h: 22, m: 0 } } },
  },
  'reservation.moveTables': { reservation_id: 'rs-1', table_ids: ['t-2'], order_ids: ['o-1'] },
  'reservation.delete': { reservation_id: 'rs-1' },
  'spaAppointment.create': {
    _id: id(20),
    business_id: 'b-1',
    spa_service_id: 'tr-1',
    time: '2026-12-01T10:15:00.000Z',
    persons: 1,
    name: 'Horvat',
    Therapist: 'e-1',
    shown: {
      service_id: 's-1',
      room_id: 'sr-1',
      length: 60,
      price: 70,
      room_hold: 75,
      therapist_hold: 70,
    },
  },
  'spaAppointment.accept': { appointment_id: 'ap-1', Therapist: 'e-1' },
  'spaAppointment.decline': { appointment_id: 'ap-1', reason: 'Therapist ill' },
  'spaAppointment.arrived': { appointment_id: 'ap-1' },
  'spaAppointment.finishCleaning': { appointment_id: 'ap-1' },
  'spaAppointment.update': { _id: 'ap-1', time: '2026-12-01T11:00:00.000Z', length: 90 },
  'spaAppointment.delete': { appointment_id: 'ap-1' },
  'shift.saveWeek': {
    business_id: 'b-1',
    service_id: 's-1',
    target_employee_id: 'e-1',
    week_start: '2026-11-30',
    days: [
      { date: '2026-11-30', shift_id: 'spa-morning', _id: id(21) },
      { date: '2026-12-01', shift_id: null, _id: id(22) },
    ],
  },
  'spaRoom.create': {
    _id: id(30),
    business_id: 'b-1',
    service_id: 's-1',
    name: { en: 'Salt room', srb: 'Slana soba' },
    max_persons: 2,
    cleaning_break: 10,
  },
  'spaRoom.update': { _id: 'sr-1', name: { en: 'Salt cave' }, max_persons: 3 },
  'spaRoom.delete': { spa_room_id: 'sr-1' },
  'spaTreatment.create': {
    _id: id(31),
    business_id: 'b-1',
    service_id: 's-1',
    room_id: 'sr-1',
    name: { en: 'Salt scrub' },
    description: { en: 'Sea salt and oil' },
    length: 40,
    price: 35.5,
    cleaning_break: 10,
    therapist_break: 5,
    max_persons: 2,
    modifiers: [
      {
        name: { en: 'Oil' },
        price: 0,
        answers: [{ name: { en: 'Lavender' }, price: 3 }],
        max: 1,
        required: true,
        max_guests: 2,
      },
    ],
    therapist_driven: null,
  },
  'spaTreatment.update': { _id: 'tr-1', price: 40, length: 45 },
  'spaTreatment.delete': { spa_service_id: 'tr-1' },
  'info.create': {
    _id: id(40),
    business_id: 'b-1',
    service_id: 's-1',
    title: { en: 'Wi-Fi', srb: 'Wi-Fi', cro: 'Wi-Fi' },
    text: { en: 'Network Aurora' },
    link: null,
    position: 0,
  },
  'info.update': { _id: 'in-1', text: { en: 'Password: sea' }, link: 'https://a.example' },
  'info.delete': { info_id: 'in-1' },
  'info.reorder': {
    business_id: 'b-1',
    serviceId: 's-1',
    infos: [
      { _id: 'in-1', position: 1 },
      { _id: 'in-2', position: 0 },
    ],
  },
  'store.create': {
    _id: id(41),
    business_id: 'b-1',
    service_id: 's-1',
    name: { en: 'Bakery' },
    contact: '+385 1',
    website: 'https://bakery.example',
  },
  'store.update': { _id: 'st-1', website: null },
  'store.delete': { store_id: 'st-1' },
  'offer.create': {
    _id: id(42),
    business_id: 'b-1',
    service_id: 's-1',
    store_id: 'st-1',
    name: { en: 'Bread' },
    price: 2.5,
    maps_link: 'https://maps.example/x',
  },
  'offer.update': { _id: 'of-1', price: null },
  'offer.delete': { offer_id: 'of-1' },
}

describe('action payloads and the push', () => {
  // The lazy areas as the app loads them (actions/index.ts).
  beforeAll(() => loadActions(Object.keys(ACTION_AREAS)))

  it.each(Object.keys(SAMPLES) as PushActionType[])(
    '%s: the payload is one the server takes, sent alone as in a push',
    (type) => {
      const definition = actionOf(type)
      const payload = definition.payload.parse(SAMPLES[type])
      // The server reads the stored payload with its own schema (client-only display fields,
      // such as a stay's room_name, are dropped there).
      expect(PUSH_PAYLOADS[type].safeParse(payload).success).toBe(true)
      // Same method, path and body: a key is answered once whichever way it went.
      const request = definition.request(payload)
      const endpoint = pushEndpoint(type, payload)
      expect({ method: request.method, path: request.path, body: request.json ?? null }).toEqual(
        endpoint,
      )
    },
  )

  it('a check-in names either a new stay or a booked one, and always proposes the code', () => {
    const { _id: _, ...booked } = { ...SAMPLES['stay.checkIn'], stay_id: 'st-1' }
    const schema = actionOf('stay.checkIn').payload
    expect(schema.safeParse(booked).success).toBe(true)
    expect(schema.safeParse({ ...booked, _id: id(10) }).success).toBe(false)
    const { stay_id: __, ...neither } = booked
    expect(schema.safeParse(neither).success).toBe(false)
    const { password: ___, ...noCode } = SAMPLES['stay.checkIn']
    expect(schema.safeParse(noCode).success).toBe(false)
    expect(schema.safeParse({ ...SAMPLES['stay.checkIn'], password: '12' }).success).toBe(false)
  })
})
