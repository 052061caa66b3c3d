import type {
  Employee,
  EmployeeShift,
  SpaAppointment,
  SpaRoom,
  SpaTreatment,
} from '../../../sync/protocol/index.ts'
import type { SpaData } from './spa-booking.ts'

/* Rows for the spa's unit tests: a massage room, a sauna, two therapists on a morning shift. */

export const DAY = '2026-11-25'
export const utc = (clock: string, day = DAY) => `${day}T${clock}:00.000Z`

export const room = (over: Partial<SpaRoom> = {}): SpaRoom => ({
  _id: 'room-massage',
  business_id: 'b',
  service_id: 'spa',
  name: { en: 'Massage room' },
  max_persons: 1,
  cleaning_break: 15,
  version: 1,
  ...over,
})

export const treatment = (over: Partial<SpaTreatment> = {}): SpaTreatment => ({
  _id: 'classic',
  business_id: 'b',
  service_id: 'spa',
  room_id: 'room-massage',
  name: { en: 'Classic massage' },
  description: { en: '' },
  length: 45,
  price: 50,
  cleaning_break: 0,
  therapist_break: 15,
  max_persons: 1,
  modifiers: [],
  therapist_driven: null,
  version: 1,
  ...over,
})

export const appointment = (over: Partial<SpaAppointment> = {}): SpaAppointment => ({
  _id: 'a1',
  business_id: 'b',
  service_id: 'spa',
  spa_service_id: 'classic',
  room_id: 'room-massage',
  hotel_room_id: null,
  stay_id: null,
  survey_answer_id: null,
  price: 50,
  Therapist: null,
  status: 'Pending',
  time: utc('09:00'),
  length: 45,
  room_hold: 60,
  therapist_hold: 60,
  persons: 1,
  name: 'Novak',
  phone_number: '',
  email: '',
  note: '',
  origin: 'Reception',
  decline_reason: null,
  created_at: utc('08:00'),
  updated_at: utc('08:00'),
  version: 1,
  ...over,
})

export const employee = (id: string, name: string, over: Partial<Employee> = {}): Employee => ({
  _id: id,
  business_id: 'b',
  name,
  surname: 'Test',
  username: name.toLowerCase(),
  role: 'therapist',
  services: [{ service_id: 'spa' } as Employee['services'][number]],
  version: 1,
  ...over,
})

export const shift = (therapist: string, over: Partial<EmployeeShift> = {}): EmployeeShift => ({
  _id: `shift-${therapist}`,
  employee_shift_id: `shift-${therapist}`,
  business_id: 'b',
  service_id: 'spa',
  shift_id: 'morning',
  target_employee_id: therapist,
  employee_id: null,
  date: DAY,
  version: 1,
  ...over,
})

const open = { start: { h: 8, m: 0 }, end: { h: 20, m: 0 } }

/** The spa: open 8 to 20 every day, a morning shift 8 to 14, Sara and Luka on it. */
export const spaData = (over: Partial<SpaData> = {}): SpaData => ({
  zone: 'UTC',
  service: {
    _id: 'spa',
    workingHours: { mon: open, tue: open, wed: open, thu: open, fri: open, sat: open, sun: open },
    options: { therapiestDriven: true },
    shifts: [{ id: 'morning', start_time: '08:00', end_time: '14:00' }],
  },
  treatments: [
    treatment(),
    treatment({
      _id: 'sauna',
      room_id: 'room-sauna',
      name: { en: 'Sauna' },
      length: 60,
      therapist_break: 0,
      max_persons: 6,
      therapist_driven: false,
    }),
  ],
  rooms: [
    room(),
    room({ _id: 'room-sauna', name: { en: 'Sauna' }, max_persons: 6, cleaning_break: 0 }),
  ],
  appointments: [],
  shifts: [shift('sara'), shift('luka')],
  therapistIds: new Set(['sara', 'luka']),
  ...over,
})
