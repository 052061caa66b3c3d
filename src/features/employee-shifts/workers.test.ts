import { describe, expect, it } from 'vitest'
import type { Employee } from '../../../sync/protocol/index.ts'
import { NO_PERMISSIONS } from '../../../sync/protocol/rules/index.ts'
import { shiftTimes, shiftWorkers } from './workers.ts'

const employee = (name: string, role: string, services: string[]): Employee => ({
  _id: name,
  business_id: 'b',
  name,
  surname: 'X',
  username: name.toLowerCase(),
  role,
  services: services.map((service_id) => ({ service_id, permissions: NO_PERMISSIONS })),
  version: 1,
})

describe('the shift schedule’s employees', () => {
  it('are the staff offering the service, managers excluded, by name', () => {
    const all = [
      employee('Sara', 'therapist', ['spa']),
      employee('Mila', 'manager', ['spa']),
      employee('Ana', 'waiter', ['restaurant']),
      employee('Elena', 'therapist', ['restaurant', 'spa']),
    ]
    expect(shiftWorkers(all, 'spa').map((e) => e.name)).toEqual(['Elena', 'Sara'])
  })

  it('name a shift by its times, and none for a shift the service no longer has', () => {
    const spa = { shifts: [{ id: 'm', start_time: '08:00', end_time: '14:00' }] }
    expect(shiftTimes(spa, 'm')).toBe('08:00–14:00')
    expect(shiftTimes(spa, 'gone')).toBeNull()
  })
})
